// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderDto, ReturnDto } from '@bazaar/shared';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { OrderReturns } from './order-returns';
import { activateLanguage, withCatalog } from '@/i18n/i18n';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const session = { json: { user: { _id: 'u1', name: 'Meera', email: 'meera@example.in', role: 'user', phone: null } } };
const order = {
  _id: 'o1',
  status: 'Delivered',
  deliveredAt: new Date(Date.now() - 86_400_000).toISOString(),
  returnPolicy: { kind: 'return', days: 7 },
  items: [{ _id: 'i1', name: 'Basmati rice', quantity: 2, returnable: true }],
} as unknown as OrderDto;
const asked = {
  _id: 'r1',
  status: 'Requested',
  resolution: 'refund',
  amount: 250,
  lines: [{ itemId: 'i1', name: 'Basmati rice', quantity: 1, price: 250 }],
  reasonLabel: 'Arrived damaged',
  createdAt: '2026-11-20T06:00:00.000Z',
  decideBy: '2026-11-22T06:00:00.000Z',
  declineReason: null,
  refund: null,
  refundAccount: null,
  creditNote: null,
  photos: [],
} as unknown as ReturnDto;
const jpeg = (name: string, type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type });

describe('the order page’s returns: photos (issue 26 #2)', () => {
  it('sends the chosen photo after the request, one call each, and shows the ones attached', async () => {
    const withPhoto = { ...asked, photos: [{ _id: 'p1', url: '/api/returns/r1/photos/p1' }] };
    let listed: ReturnDto[] = [];
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/orders/o1/returns': () => new Response(JSON.stringify({ returns: listed }), { headers: { 'Content-Type': 'application/json' } }),
      'POST /api/orders/o1/returns': { status: 201, json: { return: asked } },
      'POST /api/returns/r1/photos': () => {
        listed = [withPhoto];
        return new Response(JSON.stringify({ return: withPhoto }), { status: 201, headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderApp({ '/': <OrderReturns order={order} /> }, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    fireEvent.input(screen.getByLabelText(/Basmati rice/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'damaged' } });

    // A GIF is refused in the page, before anything is sent.
    const input = screen.getByLabelText(/Photos \(optional, up to 3\)/);
    fireEvent.change(input, { target: { files: [jpeg('a.gif', 'image/gif')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('a.gif is not a JPEG, PNG or WebP photo');
    fireEvent.change(input, { target: { files: [jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'), jpeg('4.jpg')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Attach at most 3 photos');
    fireEvent.change(input, { target: { files: [jpeg('crack.jpg')] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Send return request' }));
    await waitFor(() => expect(sent.filter((r) => r.url.endsWith('/api/returns/r1/photos'))).toHaveLength(1));
    const upload = sent.find((r) => r.url.endsWith('/api/returns/r1/photos'))!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect(((upload.body as FormData).get('image') as File).name).toBe('crack.jpg');
    const img = await screen.findByAltText('Your photo 1');
    expect(img.getAttribute('src')).toBe('/api/returns/r1/photos/p1');
    // Two more may be added while the shop has not answered.
    expect(screen.getByLabelText('Add photos (up to 2 more)')).toBeTruthy();
  });
});

describe('the order page’s returns in Hindi (issue 28)', () => {
  it('says the window, the request, its reason and the form in Hindi, and still sends the reason’s code', async () => {
    await activateLanguage('hi');
    await withCatalog('orders', async () => null)();
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/orders/o1/returns': { json: { returns: [{ ...asked, reason: 'damaged' }] } },
      'POST /api/orders/o1/returns': { status: 201, json: { return: asked } },
    });
    renderApp({ '/': <OrderReturns order={order} /> }, '/');
    expect(await screen.findByRole('heading', { name: 'रिटर्न' })).toBeTruthy();
    expect(screen.getByTestId('return-window').textContent).toMatch(/^डिलीवरी के 7 दिन के अंदर रिटर्न: .+ तक।$/);
    const item = await screen.findByTestId('return-item');
    expect(item.textContent).toContain('₹250.00 का रिफ़ंड');
    expect(item.textContent).toContain('टूटा-फूटा पहुंचा');
    expect(item.textContent).not.toContain('Arrived damaged');
    fireEvent.click(screen.getByRole('button', { name: 'सामान रिटर्न करें' }));
    const form = screen.getByRole('form', { name: 'सामान रिटर्न करने का अनुरोध' });
    fireEvent.click(screen.getByRole('button', { name: 'रिटर्न अनुरोध भेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('कम से कम एक सामान चुनें और बताएं कि कितने रिटर्न करने हैं');
    fireEvent.input(screen.getByLabelText(/Basmati rice \(1 तक\)/), { target: { value: '1' } });
    const reason = screen.getByLabelText(/^वजह/) as HTMLSelectElement;
    expect([...reason.options].map((o) => o.textContent)).toContain('गलत सामान भेजा');
    fireEvent.change(reason, { target: { value: 'wrong_item' } });
    expect(form.textContent).toContain('मेरे पैसे वापस');
    fireEvent.click(screen.getByRole('button', { name: 'रिटर्न अनुरोध भेजें' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(String(sent.find((r) => r.method === 'POST')!.body))).toMatchObject({ reason: 'wrong_item', resolution: 'refund' });
  });
});
