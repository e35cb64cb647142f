import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedAddresses, users } from '../../db/schema.js';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export type SavedAddressFields = Pick<SavedAddressRow, 'name' | 'phone' | 'line1' | 'line2' | 'city' | 'stateCode' | 'pincode'>;

/** Locks the user's row for the caller's transaction: one address write per user at a time (count, default). */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user's addresses: the default first, then the most recently changed. */
export function selectAddresses(db: Db, userId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.updatedAt), desc(savedAddresses.id));
}

/** One address of the user's own; undefined for anyone else's (their existence is private). */
export async function selectOwnAddress(db: Db, userId: string, id: string): Promise<SavedAddressRow | undefined> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return rows[0]?.n ?? 0;
}

/** Clears the default flag on the user's other addresses (before setting it on `keepId`). */
export async function clearDefault(db: Db, userId: string, keepId?: string): Promise<void> {
  const mine = eq(savedAddresses.userId, userId);
  await db
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(mine, eq(savedAddresses.isDefault, true), keepId ? ne(savedAddresses.id, keepId) : sql`true`));
}

export async function insertAddress(db: Db, row: SavedAddressFields & { id: string; userId: string; isDefault: boolean; now: Date }): Promise<SavedAddressRow> {
  const { now, ...values } = row;
  const rows = await db
    .insert(savedAddresses)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  fields: SavedAddressFields & { isDefault?: boolean; now: Date },
): Promise<SavedAddressRow | undefined> {
  const { now, isDefault, ...values } = fields;
  const rows = await db
    .update(savedAddresses)
    .set({ ...values, ...(isDefault ? { isDefault: true } : {}), updatedAt: now })
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning();
  return rows[0];
}

/** Deletes one of the user's addresses; the deleted row, or undefined when it is not theirs. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<SavedAddressRow | undefined> {
  const rows = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning();
  return rows[0];
}

/** Makes the user's most recently changed address the default (after the default one was deleted). */
export async function promoteNewest(db: Db, userId: string): Promise<void> {
  const [newest] = await db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.updatedAt), desc(savedAddresses.id))
    .limit(1);
  if (newest) await db.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, newest.id));
}
