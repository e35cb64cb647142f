/**
 * The one writer of `orders.status` (decision 055) and what it reads to decide: the parties of an order, its row
 * lock, its status now, the conditional update with its stamps, and the spent COD code it clears.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus, RefuseReason } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { codConfirmationCodes, orders, shops, users } from '../../db/schema.js';

/** What deciding who may change an order needs: its owner, its shop's admin and its status. */
export async function findOrderParties(db: Db, orderId: string) {
  const rows = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      shopId: orders.shopId,
      shopAdminId: shops.adminId,
      shopperName: users.name,
      status: orders.status,
      codConfirmBy: orders.codConfirmBy,
      codConfirmedAt: orders.codConfirmedAt,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return rows[0];
}

/** Locks an order's row for the rest of the transaction (FOR UPDATE); false when there is no such order. */
export async function lockOrderRow(db: Db, orderId: string): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  return rows.length > 0;
}

export async function findOrderStatus(db: Db, orderId: string): Promise<OrderStatus | undefined> {
  const rows = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return rows[0]?.status;
}

const STAMP = {
  Confirmed: 'confirmedAt',
  Packed: 'packedAt',
  Shipped: 'shippedAt',
  Delivered: 'deliveredAt',
  Cancelled: 'cancelledAt',
  Refused: 'refusedAt',
} as const;

/**
 * The only write of an order's status: `UPDATE ... WHERE id = $1 AND status = $from`, so of two racing
 * changes only one can match. Returns false when the order was no longer in `from`.
 */
export async function updateOrderStatus(
  db: Db,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  cancellation?: { by: 'customer' | 'shop' | 'platform'; reason: string | null; note: string | null },
  refuseReason: RefuseReason | null = null,
  /** The app's clock: the stamp (deliveredAt, ...) is the same instant as the invoice and ledger entries it causes. */
  at: Date | null = null,
): Promise<boolean> {
  const stamp = to === 'Pending' ? {} : { [STAMP[to]]: at ?? sql`now()` };
  const why =
    to === 'Cancelled' && cancellation
      ? { cancelledBy: cancellation.by, cancelReason: cancellation.reason, cancelNote: cancellation.note }
      : to === 'Refused'
        ? { refuseReason }
        : {};
  const rows = await db
    .update(orders)
    .set({ status: to, ...stamp, ...why })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The order's COD code is spent: the status writer clears it when the platform cancels the order. */
export async function deleteCodCode(db: Db, orderId: string): Promise<void> {
  await db.delete(codConfirmationCodes).where(eq(codConfirmationCodes.orderId, orderId));
}
