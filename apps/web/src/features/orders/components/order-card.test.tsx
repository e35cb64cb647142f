// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OrderDto } from '@bazaar/shared';
import { activateLanguage } from '@/i18n/i18n';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';
import { StatusTimeline } from './status-timeline';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const item = (over: Partial<OrderDto['items'][number]>): OrderDto['items'][number] => ({
  _id: 'i1',
  productId: 'p1',
  name: 'Toor Dal 1 kg',
  unit: 'kg',
  subCategory: null,
  quantity: 2,
  price: 145,
  total: 290,
  ...over,
});

/** A shopper's order as /api/orders/mine sends it: two lines, cancelled by the shop with a reason from its list. */
const order: OrderDto = {
  _id: 'o1',
  orderNumber: 'BZ-0042',
  checkoutId: 'c1',
  user: { name: 'Asha', email: 'asha@example.in' },
  items: [item({}), item({ _id: 'i2', productId: 'p2', name: 'Steel Tiffin', unit: 'set of 3', quantity: 1, price: 450, total: 450 })],
  address: 'Asha Rao, 12 MG Road',
  customerPhone: null,
  shopIds: ['s1'],
  shop: { _id: 's1', name: 'Sharma Kirana', address: 'Pune', phone: '9876543210', gstnumber: null },
  paymentMethod: 'COD',
  source: { channel: 'bazaar', buyerApp: null },
  status: 'Cancelled',
  subtotal: 740,
  deliveryCharge: 60,
  codFee: 0,
  totalAmount: 800,
  createdAt: '2026-11-20T04:30:00.000Z',
  confirmedAt: null,
  packedAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: '2026-11-20T05:00:00.000Z',
  cancellation: { by: 'shop', reason: 'Item out of stock', note: null },
  refusedAt: null,
  refusal: null,
  returnPolicy: { kind: 'none', days: 0 },
  invoiceNumber: null,
  creditNoteNumber: null,
  creditNotes: [],
  codConfirmation: null,
};

function drawCard() {
  const noop = () => undefined;
  render(
    <MemoryRouter>
      <OrderCard order={order} onCancel={noop} cancelling={false} onReorder={noop} reordering={false} />
    </MemoryRouter>,
  );
  return screen.getByTestId('order-card');
}

describe('a shopper’s order in English and in Hindi', () => {
  it('reads in English as before', () => {
    const card = drawCard();
    expect(card.getAttribute('aria-label')).toBe('Order from Sharma Kirana');
    expect(within(card).getByText('Cancelled', { exact: true })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Order #BZ-0042' })).toBeTruthy();
    expect(card.textContent).toContain('Toor Dal 1 kg × 2 · kg');
    expect(card.textContent).toContain('+1 more item');
    expect(within(card).getByTestId('order-cancellation').textContent).toBe('Cancelled by the shopItem out of stock');
    expect(within(card).getByRole('button', { name: 'Order Cancelled' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Order again from Sharma Kirana' }).textContent).toBe('Order Again');
  });

  it('reads in Hindi: status, buttons, counts, the shop’s reason and the units', async () => {
    await activateLanguage('hi');
    const card = drawCard();
    expect(card.getAttribute('aria-label')).toBe('Sharma Kirana से ऑर्डर');
    expect(within(card).getByText('रद्द हुआ', { exact: true })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'ऑर्डर #BZ-0042' })).toBeTruthy();
    expect(card.textContent).toContain('+1 और आइटम');
    expect(within(card).getByTestId('order-cancellation').textContent).toBe('दुकान ने रद्द कियासामान स्टॉक में नहीं');
    expect(within(card).getByRole('button', { name: 'ऑर्डर रद्द हो गया' })).toBeTruthy();
    const more = within(card).getByRole('button', { name: 'और दिखाएं' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(await within(card).findByRole('button', { name: 'कम दिखाएं' })).toBeTruthy();
    expect(card.textContent).toContain('Steel Tiffin × 1 · 3 का सेट');
    expect(card.textContent).toContain('सामान + डिलीवरी');
    expect(card.textContent).toContain('कुल (COD)');
  });

  it('draws the timeline of a cancelled order and the cancel reasons in Hindi, sending the English value', async () => {
    await activateLanguage('hi');
    render(<StatusTimeline order={order} />);
    const timeline = screen.getByTestId('status-timeline');
    expect([...timeline.querySelectorAll('li p:first-child')].map((p) => p.textContent)).toEqual(['ऑर्डर किया (हो गया)', 'रद्द हुआ (हो गया)']);
    cleanup();
    render(<CancelOrderDialog open={false} onCancel={() => undefined} onConfirm={() => undefined} />);
    const options = [...document.querySelectorAll('[data-testid="cancel-reason"] option')].map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([
      ['', 'वजह चुनें'],
      ['Ordered by mistake', 'गलती से ऑर्डर हो गया'],
      ['Found a better price elsewhere', 'कहीं और सस्ता मिल गया'],
      ['Delivery is taking too long', 'डिलीवरी में बहुत देर हो रही है'],
      ['Want to change items or quantity', 'सामान या मात्रा बदलनी है'],
      ['Want to change the delivery address', 'डिलीवरी का पता बदलना है'],
      ['Other', 'कोई और वजह'],
    ]);
  });
});
