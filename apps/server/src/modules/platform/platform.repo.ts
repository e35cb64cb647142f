import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentClaims, platformProfile, shops } from '../../db/schema.js';

export type PlatformProfileRow = typeof platformProfile.$inferSelect;
export type PaymentClaimRow = typeof paymentClaims.$inferSelect & { shopName: string };

/** The version in force (highest), or undefined when the platform owner never filled it in. One index probe. */
export async function selectCurrentProfile(db: Db): Promise<PlatformProfileRow | undefined> {
  const [row] = await db.select().from(platformProfile).orderBy(desc(platformProfile.version)).limit(1);
  return row;
}

/** Appends a version; false when another change took that version first (primary key), nothing written. */
export async function insertProfileVersion(db: Db, row: typeof platformProfile.$inferInsert): Promise<boolean> {
  const written = await db
    .insert(platformProfile)
    .values(row)
    .onConflictDoNothing({ target: platformProfile.version })
    .returning({ v: platformProfile.version });
  return written.length === 1;
}

const claimColumns = {
  id: paymentClaims.id,
  shopId: paymentClaims.shopId,
  amountPaise: paymentClaims.amountPaise,
  method: paymentClaims.method,
  reference: paymentClaims.reference,
  paidOn: paymentClaims.paidOn,
  note: paymentClaims.note,
  status: paymentClaims.status,
  reportedBy: paymentClaims.reportedBy,
  reportedAt: paymentClaims.reportedAt,
  decidedBy: paymentClaims.decidedBy,
  decidedAt: paymentClaims.decidedAt,
  decisionReason: paymentClaims.decisionReason,
  ledgerEntryId: paymentClaims.ledgerEntryId,
  shopName: shops.name,
};

/** Inserts a report; undefined when the shop already has a live report with this reference (unique index). */
export async function insertClaim(db: Db, row: typeof paymentClaims.$inferInsert): Promise<{ id: string } | undefined> {
  const [written] = await db.insert(paymentClaims).values(row).onConflictDoNothing().returning({ id: paymentClaims.id });
  return written;
}

export async function selectClaim(db: Db, id: string): Promise<PaymentClaimRow | undefined> {
  const [row] = await db.select(claimColumns).from(paymentClaims).innerJoin(shops, eq(shops.id, paymentClaims.shopId)).where(eq(paymentClaims.id, id));
  return row;
}

/** A shop's reports (newest first) or every shop's in one status, at most `limit`. */
export function selectClaims(db: Db, where: { shopId?: string; status?: PaymentClaimRow['status'] }, limit: number): Promise<PaymentClaimRow[]> {
  return db
    .select(claimColumns)
    .from(paymentClaims)
    .innerJoin(shops, eq(shops.id, paymentClaims.shopId))
    .where(and(where.shopId ? eq(paymentClaims.shopId, where.shopId) : undefined, where.status ? eq(paymentClaims.status, where.status) : undefined))
    .orderBy(desc(paymentClaims.reportedAt), desc(paymentClaims.id))
    .limit(limit);
}

/**
 * Moves a pending report to `confirmed` or `rejected`; only one decision wins (the `status = 'pending'` guard under
 * the row lock). Undefined when it was no longer pending.
 */
export async function decideClaim(
  db: Db,
  id: string,
  decision: { status: 'confirmed' | 'rejected'; decidedBy: string; decidedAt: Date; decisionReason?: string | null; ledgerEntryId?: string | null },
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(paymentClaims)
    .set(decision)
    .where(and(eq(paymentClaims.id, id), eq(paymentClaims.status, 'pending')))
    .returning({ id: paymentClaims.id });
  return row;
}

/** Locks a pending report for its decision (FOR UPDATE): two confirmations at once wait for each other. */
export async function lockPendingClaim(db: Db, id: string) {
  const [row] = await db
    .select({
      id: paymentClaims.id,
      shopId: paymentClaims.shopId,
      amountPaise: paymentClaims.amountPaise,
      method: paymentClaims.method,
      reference: paymentClaims.reference,
      paidOn: paymentClaims.paidOn,
    })
    .from(paymentClaims)
    .where(and(eq(paymentClaims.id, id), eq(paymentClaims.status, 'pending')))
    .for('update');
  return row;
}
