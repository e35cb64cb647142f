// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { OrderDto } from '@bazaar/shared';
import { activateLanguage } from '@/i18n/i18n';
import { OrdersTable } from './orders-table';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

/** An order as the shop's list sends it, with only what a test varies changed. */
function order(over: Partial<OrderDto>): OrderDto {
  return {
    _id: 'o1',
    orderNumber: 'BZ-0001',
    checkoutId: 'c1',
    user: { name: 'Asha', email: 'asha@example.in' },
    items: [{ _id: 'i1', productId: 'p1', name: 'Poha', unit: 'kg', subCategory: null, quantity: 2, price: 45, total: 90 }],
    address: null,
    customerPhone: null,
    shopIds: ['s1'],
    shop: { _id: 's1', name: 'Sharma Kirana', address: 'Pune', phone: '9876543210', gstnumber: null },
    paymentMethod: 'COD',
    source: { channel: 'bazaar', buyerApp: null },
    status: 'Pending',
    subtotal: 90,
    deliveryCharge: 60,
    codFee: 0,
    totalAmount: 150,
    createdAt: '2026-11-20T05:30:00.000Z',
    confirmedAt: null,
    packedAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    cancellation: null,
    refusedAt: null,
    refusal: null,
    shopperHistory: { delivered: 0, refused: 0 },
    returnPolicy: { kind: 'none', days: 0 },
    invoiceNumber: null,
    creditNoteNumber: null,
    creditNotes: [],
    codConfirmation: null,
    ...over,
  };
}

const ORDERS = [
  order({}),
  order({ _id: 'o2', orderNumber: 'BZ-0002', status: 'Confirmed', invoiceNumber: 'SK/2627/000001', address: '12 MG Road, Pune' }),
  order({ _id: 'o3', orderNumber: 'BZ-0003', status: 'Cancelled', cancellation: { by: 'shop', reason: 'Item out of stock', note: null } }),
  order({ _id: 'o4', orderNumber: 'BZ-0004', status: 'Cancelled', cancellation: { by: 'customer', reason: 'Ordered by mistake', note: null } }),
  order({ _id: 'o5', orderNumber: 'BZ-0005', status: 'Refused', refusal: { reason: 'refused_at_door', label: 'Refused at the door' } }),
  order({ _id: 'o6', orderNumber: 'BZ-0006', status: 'Cancelled', cancellation: { by: 'customer', reason: 'Gaon ja rahe hain', note: null } }),
];

/** The phone's card of an order (the cards and the wide table draw the same texts). */
function card(id: string) {
  return within(document.querySelector<HTMLElement>(`li[data-order-card="${id}"]`)!);
}

function draw() {
  render(<OrdersTable orders={ORDERS} onChangeStatus={() => {}} onCancel={() => {}} onRefuse={() => {}} />);
}

describe('OrdersTable in English and in Hindi (issue 28)', () => {
  it('says every status, action, reason and the invoice in English as before', () => {
    draw();
    expect(card('o1').getByTestId('order-number').textContent).toBe('Order #BZ-0001');
    expect(card('o1').getByText('Pending')).toBeTruthy();
    expect(card('o1').getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(card('o1').getByText('Hidden')).toBeTruthy();
    expect(card('o1').getByText('Issued on confirming')).toBeTruthy();
    expect(card('o1').getByTestId('shopper-history').textContent).toBe('Shopper’s orders on Bazaar: New shopper: no delivered or refused orders yet');
    expect(card('o1').getByText('Unit: kg')).toBeTruthy();
    expect(card('o2').getByRole('button', { name: 'Mark Delivered' })).toBeTruthy();
    expect(card('o2').getByRole('button', { name: 'Download Invoice for order o2' }).textContent).toContain('Invoice');
    expect(card('o3').getByTestId('order-cancel-reason').textContent).toBe('Cancelled by your shop: Item out of stock');
    expect(card('o4').getByTestId('order-cancel-reason').textContent).toBe('Cancelled by the customer: Ordered by mistake');
    expect(card('o5').getByTestId('order-refuse-reason').textContent).toBe('Parcel refused: Refused at the door');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'User',
      'Items',
      'Total',
      'Address',
      'Status',
      'Change Status',
      'Cancel',
      'Placed At',
      'Delivered At',
      'Invoice',
    ]);
  });

  it('says them in Hindi, with the reasons from the lists translated and a reason written by a person as written', async () => {
    await activateLanguage('hi');
    draw();
    expect(card('o1').getByTestId('order-number').textContent).toBe('ऑर्डर #BZ-0001');
    expect(card('o1').getByText('पेंडिंग')).toBeTruthy();
    expect(card('o1').getByRole('button', { name: 'कन्फ़र्म करें' })).toBeTruthy();
    expect(card('o1').getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expect(card('o1').getByText('छिपा है')).toBeTruthy();
    expect(card('o1').getByText('कन्फ़र्म करने पर बनेगा')).toBeTruthy();
    expect(card('o1').getByText('यूनिट: kg')).toBeTruthy();
    expect(card('o2').getByText('कन्फ़र्म हुआ')).toBeTruthy();
    expect(card('o2').getByRole('button', { name: 'डिलीवर हो गया' })).toBeTruthy();
    expect(card('o2').getByRole('button', { name: 'ग्राहक ने मना किया' })).toBeTruthy();
    // The visible word is inside the name a screen reader says, in Hindi word order.
    const invoice = card('o2').getByRole('button', { name: 'ऑर्डर o2 का इनवॉइस डाउनलोड करें' });
    expect(invoice.textContent).toContain('इनवॉइस');
    expect(card('o3').getByTestId('order-cancel-reason').textContent).toBe('आपकी दुकान ने रद्द किया: सामान स्टॉक में नहीं');
    expect(card('o4').getByTestId('order-cancel-reason').textContent).toBe('ग्राहक ने रद्द किया: गलती से ऑर्डर हो गया');
    expect(card('o5').getByTestId('order-refuse-reason').textContent).toBe('पार्सल अस्वीकार: दरवाज़े पर लेने से मना किया');
    expect(card('o5').getByText('लेने से मना किया')).toBeTruthy();
    expect(card('o6').getByTestId('order-cancel-reason').textContent).toBe('ग्राहक ने रद्द किया: Gaon ja rahe hain');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ग्राहक',
      'आइटम',
      'कुल',
      'पता',
      'स्टेटस',
      'स्टेटस बदलें',
      'रद्द करें',
      'ऑर्डर का समय',
      'डिलीवरी का समय',
      'इनवॉइस',
    ]);
  });
});
