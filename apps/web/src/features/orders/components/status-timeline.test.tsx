// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { OrderDto } from '@bazaar/shared';
import { StatusTimeline } from './status-timeline';

afterEach(cleanup);

const at = (h: number) => `2026-11-20T${String(h).padStart(2, '0')}:00:00.000Z`;

/** An order as /api/orders/:id sends it, with only what the timeline reads varied. */
function order(over: Partial<OrderDto>): OrderDto {
  return {
    _id: 'o1',
    orderNumber: 'BZ-0001',
    checkoutId: 'c1',
    user: { name: 'Asha', email: 'asha@example.in' },
    items: [],
    address: 'Asha Rao, 12 MG Road',
    customerPhone: null,
    shopIds: ['s1'],
    shop: { _id: 's1', name: 'Sharma Kirana', address: 'Pune', phone: '9876543210', gstnumber: null },
    paymentMethod: 'COD',
    source: { channel: 'bazaar', buyerApp: null },
    status: 'Pending',
    subtotal: 200,
    deliveryCharge: 60,
    codFee: 0,
    totalAmount: 260,
    createdAt: at(1),
    confirmedAt: null,
    packedAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    cancellation: null,
    refusedAt: null,
    refusal: null,
    returnPolicy: { kind: 'none', days: 0 },
    invoiceNumber: null,
    creditNoteNumber: null,
    creditNotes: [],
    codConfirmation: null,
    ...over,
  };
}

/** Each step's label and whether it reads as done, in order. */
function steps(o: OrderDto): string[] {
  render(<StatusTimeline order={o} />);
  return within(screen.getByTestId('status-timeline'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent!.replace(' (done)', ' ✓').replace(' (not yet)', ''));
}

describe('StatusTimeline (issue 29)', () => {
  it('shows Packed and Out for delivery ahead while the order is on its way', () => {
    expect(steps(order({ status: 'Confirmed', confirmedAt: at(2) }))).toEqual([
      'Placed ✓',
      'Confirmed by the shop ✓',
      'Packed',
      'Out for delivery',
      'Delivered (paid cash)',
    ]);
  });

  it('marks each step reached, with its time', () => {
    const o = order({ status: 'Shipped', confirmedAt: at(2), packedAt: at(3), shippedAt: at(4) });
    expect(steps(o)).toEqual(['Placed ✓', 'Confirmed by the shop ✓', 'Packed ✓', 'Out for delivery ✓', 'Delivered (paid cash)']);
    expect(screen.getByText('Out for delivery').closest('li')!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Out for delivery').closest('li')!.querySelector('time')!.getAttribute('dateTime')).toBe(at(4));
  });

  it('drops a step the shop skipped once the order has passed it', () => {
    expect(steps(order({ status: 'Shipped', confirmedAt: at(2), shippedAt: at(4) }))).toEqual([
      'Placed ✓',
      'Confirmed by the shop ✓',
      'Out for delivery ✓',
      'Delivered (paid cash)',
    ]);
    cleanup();
    expect(steps(order({ status: 'Delivered', confirmedAt: at(2), deliveredAt: at(5) }))).toEqual([
      'Placed ✓',
      'Confirmed by the shop ✓',
      'Delivered (paid cash) ✓',
    ]);
  });

  it('ends a parcel refused while out for delivery with the reason', () => {
    const o = order({
      status: 'Refused',
      confirmedAt: at(2),
      shippedAt: at(4),
      refusedAt: at(6),
      refusal: { reason: 'not_reachable', label: 'Shopper not reachable' },
    });
    expect(steps(o)).toEqual(['Placed ✓', 'Confirmed by the shop ✓', 'Out for delivery ✓', 'Refused · Shopper not reachable ✓']);
  });
});
