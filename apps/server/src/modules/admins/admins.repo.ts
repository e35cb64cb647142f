import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shops, users } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';

export interface AdminRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  shopId: string | null;
  shopName: string | null;
}

const adminColumns = {
  id: users.id,
  name: users.name,
  // An account made with a mobile number has no email (decision 078): '' as the replies have always had a string.
  email: sql<string>`coalesce(${users.email}, '')`,
  phone: users.phone,
  createdAt: users.createdAt,
  shopId: shops.id,
  shopName: shops.name,
};
const isAdmin = eq(users.role, 'admin');

function adminsQuery(db: Db) {
  // users_role_created_idx serves the filter and the order.
  return db.select(adminColumns).from(users).leftJoin(shops, eq(shops.adminId, users.id)).where(isAdmin).orderBy(desc(users.createdAt), desc(users.id));
}

export function selectAdmins(db: Db): Promise<AdminRow[]> {
  return adminsQuery(db);
}

export async function selectAdminPage(db: Db, page: number, pageSize: number): Promise<{ rows: AdminRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    adminsQuery(db).limit(pageSize).offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(isAdmin),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export async function selectAdmin(db: Db, id: string): Promise<AdminRow | undefined> {
  const rows = await db
    .select(adminColumns)
    .from(users)
    .leftJoin(shops, eq(shops.adminId, users.id))
    .where(and(isAdmin, eq(users.id, id)))
    .limit(1);
  return rows[0];
}

/** Deletes an admin who owns no shop (sessions go by cascade); false when nothing was deleted. */
export async function deleteShoplessAdmin(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(
      and(
        eq(users.id, id),
        isAdmin,
        notExists(
          db
            .select({ one: sql`1` })
            .from(shops)
            .where(eq(shops.adminId, id)),
        ),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Changes an admin's name and/or phone; false when no admin has this id. */
export async function updateAdminRow(db: Db, id: string, patch: { name?: string; phone?: string }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(patch)
    .where(and(eq(users.id, id), isAdmin))
    .returning({ id: users.id });
  return rows.length > 0;
}
