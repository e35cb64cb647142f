import {
  createShopBody,
  shopPincode,
  shopTaxIdentity,
  stateByCode,
  type ShopTaxIdentity,
  type UpdateShopBody,
  type AdminDetailsDto,
  type Paged,
  type ShopDto,
  type ShopFacetsDto,
  type ShopListQuery,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { parse } from '../../lib/validate.js';
import type { SessionUser } from '../../plugins/auth.js';
import type { ImageStore } from '../../storage/image-store.js';
import { processImage } from '../../storage/images.js';
import { findAccount } from '../auth/auth.service.js';
import { withShopRatings } from '../reviews/reviews.service.js';
import { blockedShops } from '../ledger/ledger.service.js';
import { toPaged } from '../../lib/paging.js';
import { recordEvent } from '../events/events.service.js';
import {
  insertShopRow,
  selectAllShops,
  selectShopByAdmin,
  selectShopById,
  selectShopFacets,
  selectShopPage,
  updateShopRow,
  type ShopRow,
} from './shops.repo.js';

/** PAN, GSTIN, payment account and the admin's email are private: only the superadmin and the shop's own admin see them. */
export function canSeePrivateShopFields(viewer: Pick<SessionUser, 'id' | 'role'> | null, shop: Pick<ShopRow, 'adminId'>): boolean {
  return !!viewer && (viewer.role === 'superadmin' || viewer.id === shop.adminId);
}

export function toShopDto(row: ShopRow, viewer: Pick<SessionUser, 'id' | 'role'> | null): ShopDto {
  const dto: ShopDto = {
    _id: row.id,
    name: row.name,
    category: row.category,
    location: row.location,
    address: row.address,
    phone: row.phone,
    image: row.image,
    admin: { _id: row.adminId, name: row.adminName },
    createdAt: row.createdAt.toISOString(),
    active: row.active,
    gstRegistration: row.gstRegistration,
    stateCode: row.stateCode,
    stateName: stateByCode(row.stateCode)?.name ?? row.stateCode,
    deliveryPins: row.deliveryPins ?? [],
    gps: row.gps,
    openingHours: row.openingHours ?? [],
    pincode: shopPincode(row) ?? null,
  };
  if (canSeePrivateShopFields(viewer, row)) {
    dto.admin = { _id: row.adminId, name: row.adminName, email: row.adminEmail };
    dto.pan = row.pan;
    dto.gstnumber = row.gstnumber;
    dto.legalName = row.legalName;
    dto.razorpayAccountId = row.razorpayAccountId;
    dto.commissionRate = row.commissionRateBp === null ? null : row.commissionRateBp / 100;
    dto.turnoverAbove5Cr = row.turnoverAbove5Cr;
  }
  return dto;
}

/** The public catalog: active shops only, whoever asks. */
export async function listAllShops(db: Db, viewer: SessionUser | null): Promise<ShopDto[]> {
  return withShopRatings(
    db,
    (await selectAllShops(db)).map((r) => toShopDto(r, viewer)),
  );
}

/**
 * A page of shops; the platform owner's list (`withInactive`) also holds the deactivated ones. Each says
 * `takingOrders` (false while blocked for overdue fees), so a shop card can say so before the shopper opens it.
 */
export async function listShops(
  db: Db,
  q: ShopListQuery,
  viewer: SessionUser | null,
  opts: { withInactive?: boolean; now?: Date } = {},
): Promise<Paged<ShopDto>> {
  const filter = { search: q.search, category: q.category, location: q.location, withInactive: opts.withInactive };
  const { rows, total } = await selectShopPage(db, filter, q.page, q.limit);
  const blocked = rows.length
    ? await blockedShops(
        db,
        rows.map((r) => r.id),
        opts.now ?? new Date(),
      )
    : new Set<string>();
  return toPaged(
    await withShopRatings(
      db,
      rows.map((r) => ({ ...toShopDto(r, viewer), takingOrders: !blocked.has(r.id) })),
    ),
    total,
    q.page,
    q.limit,
  );
}

/**
 * The first `limit` shops the home search finds for `search`, as the home list would list them (GET /api/search's
 * shop hits, issue 25): the rows only, without the list's ratings and order-taking reads.
 */
export function shopFacets(db: Db): Promise<ShopFacetsDto> {
  return selectShopFacets(db);
}

/** The shop, or 404 (a malformed id is simply an unknown shop). */
export async function findShopOr404(db: Db, shopId: string): Promise<ShopRow> {
  const shop = isUuid(shopId) ? await selectShopById(db, shopId) : undefined;
  if (!shop) throw notFound('Shop');
  return shop;
}

/**
 * A shop the viewer may see: a deactivated shop exists only for the platform owner and its own admin; for
 * everyone else it is 404, like a shop that never was.
 */
export async function findVisibleShopOr404(db: Db, shopId: string, viewer: Pick<SessionUser, 'id' | 'role'> | null = null): Promise<ShopRow> {
  const shop = await findShopOr404(db, shopId);
  if (!shop.active && !canSeePrivateShopFields(viewer, shop)) throw notFound('Shop');
  return shop;
}

/** One shop, with `takingOrders: false` while it is blocked for overdue fees (its page says so). */
export async function getShop(db: Db, shopId: string, viewer: SessionUser | null, now: Date = new Date()): Promise<ShopDto> {
  const shop = await findVisibleShopOr404(db, shopId, viewer);
  const [[dto], blocked] = await Promise.all([withShopRatings(db, [toShopDto(shop, viewer)]), blockedShops(db, [shop.id], now)]);
  return { ...dto!, takingOrders: !blocked.has(shop.id) };
}

/** The shop an admin owns, or undefined (one shop per admin). */
export function shopOfAdmin(db: Db, adminId: string): Promise<ShopRow | undefined> {
  return selectShopByAdmin(db, adminId);
}

export const NO_SHOP_IMAGE = 'Please upload an image';

/** Superadmin creates a shop for an existing admin; the image is checked and stored before the row is written. */
export async function createShop(
  db: Db,
  images: ImageStore,
  form: { fields: Record<string, string>; file?: UploadedFile },
  viewer: SessionUser,
): Promise<ShopDto> {
  const body = parse(createShopBody, form.fields);
  const tax = taxIdentityOr400(body);
  if (!form.file) throw new AppError('VALIDATION', NO_SHOP_IMAGE);
  const admin = await findAccount(db, body.admin);
  if (!admin || admin.role !== 'admin') throw new AppError('VALIDATION', 'Admin must be an existing admin account');
  const existing = await selectShopByAdmin(db, admin.id);
  if (existing) throw alreadyOwns(admin.name, existing.name);
  const image = await images.save('shop-images', await processImage(form.file.buffer));
  const id = newId();
  // The new shop and `catalog.changed` in one transaction: the cached shop lists drop after commit (decision 054).
  const inserted = await db.transaction(async (tx) => {
    const row = await insertShopRow(tx, {
      id,
      name: body.name,
      category: body.category,
      location: body.location,
      address: body.address,
      phone: body.phone,
      pan: body.pan,
      gstnumber: tax.gstnumber,
      gstRegistration: tax.gstRegistration,
      stateCode: tax.stateCode,
      image,
      adminId: admin.id,
      razorpayAccountId: body.razorpayAccountId ?? null,
      gps: body.gps ?? null,
      pincode: body.pincode ?? null,
      legalName: body.legalName ?? null,
    });
    if (row) await recordEvent(tx, { type: 'catalog.changed' });
    return row;
  });
  if (!inserted) {
    const winner = await selectShopByAdmin(db, admin.id);
    throw alreadyOwns(admin.name, winner?.name ?? 'another shop');
  }
  return toShopDto((await selectShopById(db, id))!, viewer);
}

function taxIdentityOr400(f: Parameters<typeof shopTaxIdentity>[0]) {
  const tax = shopTaxIdentity(f);
  if ('field' in tax) throw new AppError('VALIDATION', tax.message, { issues: [tax] });
  return tax;
}

const alreadyOwns = (adminName: string, shopName: string) =>
  conflict(`${adminName} already owns the shop '${shopName}': an admin can own only one shop`, { shopName });

export const shopClosedMessage = (shopName: string) => `${shopName} is not taking orders right now`;

/**
 * The platform owner edits a shop: its fields, its admin (reassign: the new admin must be an admin without a
 * shop) and whether it is active. Orders, invoices and products stay with the shop whatever changes.
 */
export async function updateShop(db: Db, viewer: SessionUser, shopId: string, body: UpdateShopBody): Promise<ShopDto> {
  if (viewer.role !== 'superadmin') throw forbidden('Only the platform owner can edit shops');
  const shop = await findShopOr404(db, shopId);
  const { admin: adminId, active, gstRegistration, gstnumber, state, commissionRate, gps, pincode, legalName, ...fields } = body;
  const patch: Partial<
    typeof fields &
      ShopTaxIdentity & {
        adminId: string;
        active: boolean;
        deactivatedAt: Date | null;
        commissionRateBp: number | null;
        gps: string | null;
        pincode: string | null;
        legalName: string | null;
      }
  > = {
    ...fields,
  };
  if (legalName !== undefined) patch.legalName = legalName || null;
  if (gps !== undefined) patch.gps = gps || null;
  if (pincode !== undefined) patch.pincode = pincode || null;
  // From now on: deliveries already posted keep the rate they were posted with (it is on each ledger entry).
  if (commissionRate !== undefined) patch.commissionRateBp = commissionRate === null ? null : Math.round(commissionRate * 100);
  if (gstRegistration !== undefined || gstnumber !== undefined || state !== undefined) {
    // Registration, GSTIN and state are checked together with the stored ones; a GSTIN sets the state.
    const registration = gstRegistration ?? shop.gstRegistration;
    const gstin = gstnumber === '' ? null : (gstnumber ?? shop.gstnumber);
    Object.assign(
      patch,
      taxIdentityOr400({
        gstRegistration: registration,
        gstnumber: gstin,
        state: state ?? (gstnumber || registration !== 'unregistered' ? undefined : shop.stateCode),
      }),
    );
  }
  if (adminId !== undefined && adminId !== shop.adminId) {
    const admin = await findAccount(db, adminId);
    if (!admin || admin.role !== 'admin') throw new AppError('VALIDATION', 'Admin must be an existing admin account');
    const owned = await selectShopByAdmin(db, admin.id);
    if (owned) throw alreadyOwns(admin.name, owned.name);
    patch.adminId = admin.id;
  }
  if (active !== undefined && active !== shop.active) {
    patch.active = active;
    patch.deactivatedAt = active ? null : new Date();
  }
  try {
    // The change and `catalog.changed` in one transaction: every shop list drops it after commit (decision 054).
    await db.transaction(async (tx) => {
      await updateShopRow(tx, shop.id, patch);
      await recordEvent(tx, { type: 'catalog.changed' });
    });
  } catch (err) {
    // Two reassignments to one admin at once: the unique index lets one win.
    if (patch.adminId && isUniqueViolation(err)) throw conflict('That admin already owns a shop: an admin can own only one shop');
    throw err;
  }
  return toShopDto((await selectShopById(db, shop.id))!, viewer);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function adminDetails(db: Db, user: SessionUser): Promise<AdminDetailsDto> {
  const shop = await selectShopByAdmin(db, user.id);
  return {
    admin: { _id: user.id, name: user.name, email: user.email },
    shop: shop ? { _id: shop.id, name: shop.name, image: shop.image, category: shop.category, location: shop.location, address: shop.address } : null,
  };
}
