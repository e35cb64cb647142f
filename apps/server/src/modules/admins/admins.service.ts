import type { AdminDto, CreateAdminBody, Paged, UpdateAdminBody } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { createAccount } from '../auth/auth.service.js';
import { recordEvent } from '../events/events.service.js';
import { toPaged } from '../../lib/paging.js';
import { deleteShoplessAdmin, selectAdmin, selectAdminPage, selectAdmins, updateAdminRow, type AdminRow } from './admins.repo.js';

export function toAdminDto(a: AdminRow): AdminDto {
  return {
    _id: a.id,
    name: a.name,
    email: a.email,
    phone: a.phone,
    shop: a.shopId && a.shopName !== null ? { _id: a.shopId, name: a.shopName } : null,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function listAdmins(db: Db): Promise<AdminDto[]> {
  return (await selectAdmins(db)).map(toAdminDto);
}

export async function listAdminPage(db: Db, page: number, pageSize: number): Promise<Paged<AdminDto>> {
  const { rows, total } = await selectAdminPage(db, page, pageSize);
  return toPaged(rows.map(toAdminDto), total, page, pageSize);
}

/** The superadmin creates admins; the role is always `admin`, whatever the body says. */
export async function createAdmin(db: Db, body: CreateAdminBody): Promise<AdminDto> {
  // The account and `catalog.changed` (the cached admins list) in one transaction (decision 054).
  const user = await db.transaction(async (tx) => {
    const u = await createAccount(tx, { name: body.name, email: body.email, phone: null, role: 'admin', password: body.password });
    await recordEvent(tx, { type: 'catalog.changed' });
    return u;
  });
  return toAdminDto({ id: user.id, name: user.name, email: body.email, phone: null, createdAt: user.createdAt, shopId: null, shopName: null });
}

/** The platform owner corrects a shop owner's name or phone (issue 22 #14); anyone not an admin is 404. */
export async function updateAdmin(db: Db, id: string, body: UpdateAdminBody): Promise<AdminDto> {
  const patch: { name?: string; phone?: string } = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.phone !== undefined) patch.phone = body.phone;
  // `catalog.changed`: the cached admins list, and the owner's name on the shop lists (decision 054).
  const updated =
    isUuid(id) &&
    (await db.transaction(async (tx) => {
      if (!(await updateAdminRow(tx, id, patch))) return false;
      await recordEvent(tx, { type: 'catalog.changed' });
      return true;
    }));
  if (!updated) throw notFound('Admin');
  const row = await selectAdmin(db, id);
  if (!row) throw notFound('Admin');
  return toAdminDto(row);
}

const ownsShop = (a: Pick<AdminRow, 'name'>, shopName: string) =>
  conflict(`Cannot delete ${a.name}: they own the shop '${shopName}'. Reassign the shop to another admin first (Shops and Analytics → Edit shop).`, {
    shopName,
  });

/** An admin who owns a shop is never deleted (nothing is lost silently); their sessions end with them. */
export async function deleteAdmin(db: Db, id: string): Promise<void> {
  const admin = isUuid(id) ? await selectAdmin(db, id) : undefined;
  if (!admin) throw notFound('Admin');
  if (admin.shopName !== null) throw ownsShop(admin, admin.shopName);
  try {
    // The delete and `catalog.changed` (the cached admins list) in one transaction (decision 054).
    const deleted = await db.transaction(async (tx) => {
      if (!(await deleteShoplessAdmin(tx, id))) return false;
      await recordEvent(tx, { type: 'catalog.changed' });
      return true;
    });
    if (deleted) return;
  } catch (err) {
    // A shop created for them in between: the foreign key (restrict) refuses the delete.
    if (!isForeignKeyViolation(err)) throw err;
  }
  const now = await selectAdmin(db, id);
  if (!now) throw notFound('Admin');
  throw ownsShop(now, now.shopName ?? 'a shop');
}

function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown };
  return e?.code === '23503' || (e?.cause ? isForeignKeyViolation(e.cause) : false);
}
