// Over 300 lines: every query of a return's life (policy, request, moves, refund account, clocks) over one table.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { ReturnPolicy, ReturnReason, ReturnResolution, ReturnStatus } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { orderItems, orders, returnLines, returns, shopReturnPolicies, shops } from '../../db/schema.js';

export interface PolicyRow {
  kind: ReturnPolicy['kind'];
  days: number;
  version: number;
  effectiveFrom: Date;
}

/** The shop's policy in force: its latest version. */
export async function selectCurrentPolicy(db: Db, shopId: string): Promise<PolicyRow | undefined> {
  const rows = await db
    .select({
      kind: shopReturnPolicies.kind,
      days: shopReturnPolicies.days,
      version: shopReturnPolicies.version,
      effectiveFrom: shopReturnPolicies.effectiveFrom,
    })
    .from(shopReturnPolicies)
    .where(eq(shopReturnPolicies.shopId, shopId))
    .orderBy(desc(shopReturnPolicies.version))
    .limit(1);
  return rows[0];
}

/** Appends the next version; false when another writer took that version number first (the caller reads again). */
export async function insertPolicyVersion(
  db: Db,
  row: { shopId: string; version: number; kind: ReturnPolicy['kind']; days: number; changedBy: string },
): Promise<boolean> {
  const rows = await db.insert(shopReturnPolicies).values(row).onConflictDoNothing().returning({ version: shopReturnPolicies.version });
  return rows.length > 0;
}

export async function selectShopIdOfAdmin(db: Db, adminId: string): Promise<string | undefined> {
  const rows = await db.select({ id: shops.id }).from(shops).where(eq(shops.adminId, adminId)).limit(1);
  return rows[0]?.id;
}

/**
 * An order as a return needs it, with its row locked (`FOR UPDATE`) when `lock`: two returns of one order (on any
 * number of instances) then count what was returned before one after the other, never both from the same figure.
 */
export async function selectOrderForReturn(tx: Db, orderId: string, lock: boolean) {
  const q = tx
    .select({
      id: orders.id,
      userId: orders.userId,
      shopId: orders.shopId,
      shopAdminId: shops.adminId,
      status: orders.status,
      deliveredAt: orders.deliveredAt,
      returnPolicy: orders.returnPolicy,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
    .limit(1);
  const rows = lock ? await q.for('update', { of: orders }) : await q;
  return rows[0];
}

/** The order's items with what earlier returns (declined ones aside) already took of each. */
export async function selectReturnableItems(tx: Db, orderId: string) {
  const taken = tx
    .select({ itemId: returnLines.itemId, quantity: sql<number>`sum(${returnLines.quantity})`.as('taken') })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'Declined')))
    .groupBy(returnLines.itemId)
    .as('t');
  return tx
    .select({
      id: orderItems.id,
      name: orderItems.name,
      quantity: orderItems.quantity,
      returnable: orderItems.returnable,
      taken: sql<number>`coalesce(${taken.quantity}, 0)`.mapWith(Number),
    })
    .from(orderItems)
    .leftJoin(taken, eq(taken.itemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export interface NewReturn {
  id: string;
  orderId: string;
  shopId: string;
  userId: string;
  resolution: ReturnResolution;
  reason: ReturnReason;
  note: string | null;
  createdAt: Date;
  decideBy: Date;
}

export async function insertReturn(tx: Db, row: NewReturn, lines: ReadonlyArray<{ itemId: string; quantity: number }>): Promise<void> {
  await tx.insert(returns).values(row);
  await tx.insert(returnLines).values(lines.map((l) => ({ returnId: row.id, itemId: l.itemId, quantity: l.quantity })));
}

const returnColumns = {
  id: returns.id,
  orderId: returns.orderId,
  shopId: returns.shopId,
  userId: returns.userId,
  status: returns.status,
  resolution: returns.resolution,
  reason: returns.reason,
  note: returns.note,
  declineReason: returns.declineReason,
  resellable: returns.resellable,
  createdAt: returns.createdAt,
  decideBy: returns.decideBy,
  decidedAt: returns.decidedAt,
  pickedUpAt: returns.pickedUpAt,
  receivedAt: returns.receivedAt,
  closedAt: returns.closedAt,
  escalatedAt: returns.escalatedAt,
  refundReference: returns.refundReference,
  refundDate: returns.refundDate,
  refundRecordedAt: returns.refundRecordedAt,
  refundConfirmed: returns.refundConfirmed,
  refundNote: returns.refundNote,
  creditNoteId: returns.creditNoteId,
  refundDueBy: returns.refundDueBy,
  refundUpiId: returns.refundUpiId,
  refundAccountSealed: returns.refundAccountSealed,
  refundAccountLast4: returns.refundAccountLast4,
  refundIfsc: returns.refundIfsc,
  refundHolder: returns.refundHolder,
  creditNoteNumber: sql<string | null>`(select td.number from tax_documents td where td.id = ${returns.creditNoteId})`,
};
export async function selectReturns(
  db: Db,
  where: { orderId?: string; shopId?: string; userId?: string; id?: string; status?: ReturnStatus; escalated?: true; refundOverdueAt?: Date },
) {
  const conds = [
    where.orderId ? eq(returns.orderId, where.orderId) : undefined,
    where.userId ? eq(returns.userId, where.userId) : undefined,
    where.shopId ? eq(returns.shopId, where.shopId) : undefined,
    where.id ? eq(returns.id, where.id) : undefined,
    where.status ? eq(returns.status, where.status) : undefined,
    where.escalated ? isNotNull(returns.escalatedAt) : undefined,
    // A refund not recorded by its due date (issue 26 #3): received, a refund asked for, past refund_due_by.
    where.refundOverdueAt ? and(eq(returns.status, 'Received'), eq(returns.resolution, 'refund'), lt(returns.refundDueBy, where.refundOverdueAt)) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select(returnColumns)
    .from(returns)
    .where(and(...conds))
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(500);
}
export type ReturnRow = Awaited<ReturnType<typeof selectReturns>>[number];

/** The lines of some returns with their items as ordered (name, unit price, product and variant for the stock). */
export async function selectLinesOf(db: Db, returnIds: readonly string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      returnId: returnLines.returnId,
      itemId: returnLines.itemId,
      quantity: returnLines.quantity,
      name: orderItems.name,
      pricePaise: orderItems.pricePaise,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.itemId))
    .where(inArray(returnLines.returnId, [...returnIds]))
    .orderBy(asc(returnLines.returnId), asc(returnLines.itemId));
}

/** The return's row, locked, with its shop's admin: two moves at once (on any instances) go one after the other. */
export async function lockReturn(tx: Db, id: string) {
  const rows = await tx
    .select({
      id: returns.id,
      status: returns.status,
      resolution: returns.resolution,
      shopId: returns.shopId,
      orderId: returns.orderId,
      userId: returns.userId,
      shopAdminId: shops.adminId,
      refundReference: returns.refundReference,
      refundDate: returns.refundDate,
      refundConfirmed: returns.refundConfirmed,
      hasRefundAccount: sql<boolean>`(${returns.refundUpiId} is not null or ${returns.refundAccountSealed} is not null)`,
    })
    .from(returns)
    .innerJoin(shops, eq(shops.id, returns.shopId))
    .where(eq(returns.id, id))
    .for('update', { of: returns });
  return rows[0];
}

const STAMP = {
  Accepted: 'decidedAt',
  Declined: 'decidedAt',
  PickedUp: 'pickedUpAt',
  Received: 'receivedAt',
  Refunded: 'closedAt',
  Replaced: 'closedAt',
} as const;

/** Writes a move `WHERE status = from`: false when another move won. */
export async function updateReturnStatus(
  tx: Db,
  id: string,
  from: ReturnStatus,
  to: Exclude<ReturnStatus, 'Requested'>,
  now: Date,
  extra: {
    declineReason?: string | null;
    resellable?: boolean | null;
    refundReference?: string;
    refundDate?: string;
    refundRecordedAt?: Date;
    creditNoteId?: string;
    refundDueBy?: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(returns)
    .set({ status: to, [STAMP[to]]: now, ...extra })
    .where(and(eq(returns.id, id), eq(returns.status, from)))
    .returning({ id: returns.id });
  return rows.length > 0;
}

/** Requests nobody decided by their deadline and not yet escalated, locked and skipped by other instances' sweeps. */
export async function lockUndecidedReturns(tx: Db, now: Date) {
  return tx
    .select({ id: returns.id, orderId: returns.orderId, shopId: returns.shopId })
    .from(returns)
    .where(and(eq(returns.status, 'Requested'), isNull(returns.escalatedAt), lte(returns.decideBy, now)))
    .orderBy(asc(returns.decideBy))
    .limit(100)
    .for('update', { skipLocked: true });
}

export async function markEscalated(tx: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length)
    await tx
      .update(returns)
      .set({ escalatedAt: now })
      .where(inArray(returns.id, [...ids]));
}

/** Who a return's mails go to and what they say: the shopper, the shop's owner, the shop and the items. */
export async function selectReturnParties(tx: Db, id: string) {
  const rows = await tx
    .select({
      orderId: returns.orderId,
      resolution: returns.resolution,
      status: returns.status,
      declineReason: returns.declineReason,
      shopName: shops.name,
      adminEmail: sql<string | null>`(select u.email from users u where u.id = ${shops.adminId})`,
      shopperEmail: sql<string | null>`(select u.email from users u where u.id = ${returns.userId})`,
      items: sql<string>`(select string_agg(rl.quantity || ' × ' || oi.name, ', ' order by oi.id) from return_lines rl join order_items oi on oi.id = rl.item_id where rl.return_id = ${returns.id})`,
    })
    .from(returns)
    .innerJoin(shops, eq(shops.id, returns.shopId))
    .where(eq(returns.id, id))
    .limit(1);
  return rows[0];
}

/** The shopper's answer to the refund, once: false when it was already answered (or no refund is recorded). */
export async function updateRefundAnswer(tx: Db, id: string, ok: boolean, note: string | null, now: Date): Promise<boolean> {
  const rows = await tx
    .update(returns)
    .set({ refundConfirmed: ok, refundNote: note, refundAnsweredAt: now })
    .where(and(eq(returns.id, id), isNull(returns.refundConfirmed), isNotNull(returns.refundRecordedAt)))
    .returning({ id: returns.id });
  return rows.length > 0;
}

/** Where the refund goes (issue 26 #3): a UPI ID, or a bank account whose number is already sealed; one replaces the other. */
export async function updateRefundAccount(
  tx: Db,
  id: string,
  account: { upiId: string } | { sealed: string; last4: string; ifsc: string; holder: string },
): Promise<void> {
  const set =
    'upiId' in account
      ? { refundUpiId: account.upiId, refundAccountSealed: null, refundAccountLast4: null, refundIfsc: null, refundHolder: null }
      : { refundUpiId: null, refundAccountSealed: account.sealed, refundAccountLast4: account.last4, refundIfsc: account.ifsc, refundHolder: account.holder };
  await tx.update(returns).set(set).where(eq(returns.id, id));
}

/**
 * Refunds not recorded by their due date whose platform owners were not mailed yet (issue 26 #3), locked and skipped
 * by other instances' sweeps, so each is mailed once.
 */
export async function lockOverdueRefundsToMail(tx: Db, now: Date) {
  return tx
    .select({ id: returns.id, refundDueBy: returns.refundDueBy })
    .from(returns)
    .where(and(eq(returns.status, 'Received'), eq(returns.resolution, 'refund'), lt(returns.refundDueBy, now), isNull(returns.refundOverdueMailedAt)))
    .orderBy(asc(returns.refundDueBy))
    .limit(100)
    .for('update', { skipLocked: true });
}

export async function markOverdueMailed(tx: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length)
    await tx
      .update(returns)
      .set({ refundOverdueMailedAt: now })
      .where(inArray(returns.id, [...ids]));
}
