// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDto, ShopDto, ShopQueryDto } from '@bazaar/shared';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import { activateLanguage, withCatalog } from '@/i18n/i18n';
import { getToasts } from '@/lib/toast';
import CreateShopPage from '../pages/create-shop-page';
import { ApproveShopRequest } from './shop-request-review';
import { ShopEditDialog } from './shop-edit-dialog';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

/** The one shop form (decision 061) in its three places, and the states around it. */
const session = { json: { user: { _id: 'root', name: 'Root', email: 'root@bazaar.in', role: 'superadmin', phone: null } } };
const admin = (over: Partial<AdminDto>): AdminDto => ({
  _id: 'a1',
  name: 'Ravi',
  email: 'ravi@example.in',
  phone: null,
  shop: null,
  createdAt: '2026-01-01',
  ...over,
});

describe('Create Shop', () => {
  it('says the admins are loading, and keeps the owner select closed meanwhile', async () => {
    stubFetch({ 'GET /api/auth/session': session, 'GET /api/superadmin/admins': () => new Promise<Response>(() => {}) });
    renderApp({ '/create-shop': <CreateShopPage /> }, '/create-shop');
    const owner = await screen.findByLabelText(/^Admin/);
    expect((owner as HTMLSelectElement).disabled).toBe(true);
    expect(within(owner).getByRole('option').textContent).toBe('Loading admins…');
  });

  it('at the limit (every admin owns a shop) says to create an admin first', async () => {
    stubFetch({ 'GET /api/auth/session': session, 'GET /api/superadmin/admins': { json: [admin({ shop: { _id: 's1', name: 'Sharma Kirana' } })] } });
    renderApp({ '/create-shop': <CreateShopPage /> }, '/create-shop');
    expect(await screen.findByText('Every admin already owns a shop: create a new admin first.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Ravi (ravi@example.in) — owns Sharma Kirana' })).toHaveProperty('disabled', true);
  });

  it('when the admins cannot be read, says so', async () => {
    stubFetch({ 'GET /api/auth/session': session, 'GET /api/superadmin/admins': { status: 500, json: { message: 'Internal error' } } });
    renderApp({ '/create-shop': <CreateShopPage /> }, '/create-shop');
    expect(await screen.findByText('Failed to load admins. Please try again.')).toBeTruthy();
  });

  it('has the shared shop fields with a blank category first and the payment account, and checks them as the server does', async () => {
    const sent = stubFetch({ 'GET /api/auth/session': session, 'GET /api/superadmin/admins': { json: [admin({})] } });
    renderApp({ '/create-shop': <CreateShopPage /> }, '/create-shop');
    const category = await screen.findByLabelText(/^Category/);
    expect(within(category).getAllByRole('option')[0]!.textContent).toBe('Select category');
    expect(screen.getByLabelText(/^Payment account id/)).toBeTruthy();
    expect(screen.getByLabelText(/^Legal name/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByText(/Category must be one of/)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });
});

const request: ShopQueryDto = {
  _id: 'q1',
  name: 'Meena Stores',
  email: 'meena@example.in',
  phone: '9876543210',
  pan: 'ABCDE1234F',
  address: '4 Station Road',
  categoryofshop: 'Grocery',
  createdAt: '2026-11-01',
  ownerName: 'Meena',
  city: 'Pune',
  pincode: '411001',
  gstin: null,
  status: 'new',
  decidedAt: null,
  declineReason: null,
  shopId: null,
};

describe('Approve a shop request', () => {
  it('starts from the request, has no payment account, and asks for the image before sending', async () => {
    const sent = stubFetch({ 'GET /api/auth/session': session });
    renderApp({ '/': <ApproveShopRequest request={request} onClose={() => {}} /> }, '/');
    const form = await screen.findByRole('form', { name: 'Approve Meena Stores' });
    expect((within(form).getByLabelText(/^Shop Name/) as HTMLInputElement).value).toBe('Meena Stores');
    expect((within(form).getByLabelText(/^Location/) as HTMLInputElement).value).toBe('Pune');
    expect((within(form).getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('9876543210');
    expect(within(form).queryByLabelText(/^Payment account id/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/^Category/), { target: { value: 'Grocery' } });
    fireEvent.change(within(form).getByLabelText(/^GST registration/), { target: { value: 'unregistered' } });
    fireEvent.change(within(form).getByLabelText(/^State/), { target: { value: '27' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve and create the shop' }));
    expect(await within(form).findByText('Please upload an image of the shop.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });
});

const shop = {
  _id: 's1',
  name: 'Sharma Kirana',
  category: 'Grocery',
  location: 'Jaipur',
  address: '12 MI Road',
  phone: '9876543210',
  image: null,
  admin: { _id: '6f1d1f38-0b8c-4c55-9d5c-1f2d3e4a5b6c', name: 'Ravi' },
  createdAt: '2026-01-01',
  active: true,
  gstRegistration: 'regular',
  stateCode: '27',
  stateName: 'Maharashtra',
  deliveryPins: [],
  openingHours: [],
  gps: null,
  pincode: null,
  pan: 'AAPFU0939F',
  gstnumber: '27AAPFU0939F1ZV',
  razorpayAccountId: null,
  commissionRate: null,
} as ShopDto;

describe('Edit a shop', () => {
  it('fills the shared fields from the shop and sends the changes with the default commission as null', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/admins': { json: [admin({ _id: shop.admin!._id, shop: { _id: 's1', name: 'Sharma Kirana' } })] },
      'PATCH /api/superadmin/shops/s1': { json: { message: 'Shop updated', shop } },
    });
    renderApp({ '/': <ShopEditDialog shop={shop} onClose={() => {}} /> }, '/');
    const form = await screen.findByRole('form', { name: 'Edit Sharma Kirana' });
    const category = within(form).getByLabelText(/^Category/) as HTMLSelectElement;
    expect(category.value).toBe('Grocery');
    expect(within(category).queryByText('Select category')).toBeNull();
    expect(within(form).getByLabelText(/^Payment account id/)).toBeTruthy();
    // `input`, as typing fires: React and the shipped Preact build both hear it (Preact's onChange is `input`).
    fireEvent.input(within(form).getByLabelText(/^Location/), { target: { value: 'Ajmer' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
    const body = JSON.parse(String(sent.find((s) => s.method === 'PATCH')!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Sharma Kirana', category: 'Grocery', location: 'Ajmer', commissionRate: null });
  });

  it('shows the legal name the shop has, sends the one typed, and checks its length as the server does (decision 097)', async () => {
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/admins': { json: [admin({ _id: shop.admin!._id, shop: { _id: 's1', name: 'Sharma Kirana' } })] },
      'PATCH /api/superadmin/shops/s1': { json: { message: 'Shop updated', shop } },
    });
    renderApp({ '/': <ShopEditDialog shop={{ ...shop, legalName: 'Sharma Traders' }} onClose={() => {}} /> }, '/');
    const form = await screen.findByRole('form', { name: 'Edit Sharma Kirana' });
    const legal = within(form).getByLabelText(/^Legal name/) as HTMLInputElement;
    expect(legal.value).toBe('Sharma Traders');
    fireEvent.input(legal, { target: { value: 'S' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/legalName must be 2 to 200 characters/)).toBeTruthy();
    expect(sent.some((s) => s.method === 'PATCH')).toBe(false);
    fireEvent.input(legal, { target: { value: 'Sharma Kirana and Sons Private Limited' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
    const body = JSON.parse(String(sent.find((s) => s.method === 'PATCH')!.body)) as Record<string, unknown>;
    expect(body.legalName).toBe('Sharma Kirana and Sons Private Limited');
  });

  it('speaks Hindi: its own texts, the deactivate question with the shop’s name, and the toast (issue 28)', async () => {
    await activateLanguage('hi');
    await withCatalog('shops', async () => null)();
    const sent = stubFetch({
      'GET /api/auth/session': session,
      'GET /api/superadmin/admins': { json: [admin({ _id: shop.admin!._id, shop: { _id: 's1', name: 'Sharma Kirana' } })] },
      'PATCH /api/superadmin/shops/s1': { json: { message: 'Shop updated', shop: { ...shop, active: false } } },
    });
    renderApp({ '/': <ShopEditDialog shop={shop} onClose={() => {}} /> }, '/');
    const form = await screen.findByRole('form', { name: 'Sharma Kirana बदलें' });
    expect(within(form).getByLabelText(/^कमीशन \(%\)/)).toBeTruthy();
    expect(within(form).getByLabelText(/^दुकानदार \(एडमिन\)/)).toBeTruthy();
    expect(within(form).getByText('कुल टर्नओवर ₹5 करोड़ से ज़्यादा')).toBeTruthy();
    const status = within(form).getByRole('region', { name: 'दुकान का स्टेटस' });
    fireEvent.click(within(status).getByRole('button', { name: 'दुकान बंद करें' }));
    expect(status.textContent).toContain('Sharma Kirana कैटलॉग और खोज से हट जाएगी');
    expect(within(status).getByText('Sharma Kirana').tagName).toBe('STRONG');
    fireEvent.click(within(status).getByRole('button', { name: 'हां, दुकान बंद करें' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(sent.find((s) => s.method === 'PATCH')!.body))).toEqual({ active: false });
    await waitFor(() => expect(getToasts().map((x) => x.message)).toContain('Sharma Kirana बंद कर दी गई'));
  });
});

describe('the shop form in Hindi (issue 28)', () => {
  it('names its fields, categories and GST registrations in Hindi, and the shared schema’s messages too', async () => {
    await activateLanguage('hi');
    await withCatalog('shops', async () => null)();
    const sent = stubFetch({ 'GET /api/auth/session': session, 'GET /api/superadmin/admins': { json: [admin({})] } });
    renderApp({ '/create-shop': <CreateShopPage /> }, '/create-shop');
    const category = await screen.findByLabelText(/^कैटेगरी/);
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('किराना');
    expect(within(category).getAllByRole('option')[0]!.textContent).toBe('कैटेगरी चुनें');
    expect(screen.getByLabelText(/^कानूनी नाम/)).toBeTruthy();
    expect(within(screen.getByLabelText(/^GST रजिस्ट्रेशन/)).getByRole('option', { name: 'रेगुलर (कर बीजक बनाती है)' })).toBeTruthy();
    expect(screen.getByText('रजिस्टर्ड दुकान का राज्य उसके GST नंबर के पहले दो अंक हैं।')).toBeTruthy();
    // The state list names each state in Hindi, with its GST code, and still sends the code.
    const state = screen.getByLabelText(/^राज्य/) as HTMLSelectElement;
    expect(within(state).getByRole('option', { name: 'महाराष्ट्र (27)' })).toBeTruthy();
    expect(within(state).queryByRole('option', { name: 'Maharashtra (27)' })).toBeNull();
    fireEvent.change(state, { target: { value: '27' } });
    expect(state.value).toBe('27');
    fireEvent.click(screen.getByRole('button', { name: 'दुकान बनाएं' }));
    expect(await screen.findByText('दुकान का नाम ज़रूरी है')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });
});
