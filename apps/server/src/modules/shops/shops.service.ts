import { createShopBody, type AdminDetailsDto, type Paged, type ShopDto, type ShopFacetsDto, type ShopListQuery } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { parse } from '../../lib/validate.js';
import type { SessionUser } from '../../plugins/auth.js';
import type { ImageStore } from '../../storage/image-store.js';
import { processImage } from '../../storage/images.js';
import { findAccount } from '../auth/auth.service.js';
import { toPaged } from '../../lib/paging.js';
import { insertShopRow, selectAllShops, selectShopByAdmin, selectShopById, selectShopFacets, selectShopPage, type ShopRow } from './shops.repo.js';

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
  };
  if (canSeePrivateShopFields(viewer, row)) {
    dto.admin = { _id: row.adminId, name: row.adminName, email: row.adminEmail };
    dto.pan = row.pan;
    dto.gstnumber = row.gstnumber;
    dto.razorpayAccountId = row.razorpayAccountId;
  }
  return dto;
}

export async function listAllShops(db: Db, viewer: SessionUser | null): Promise<ShopDto[]> {
  return (await selectAllShops(db)).map((r) => toShopDto(r, viewer));
}

export async function listShops(db: Db, q: ShopListQuery, viewer: SessionUser | null): Promise<Paged<ShopDto>> {
  const { rows, total } = await selectShopPage(db, { search: q.search, category: q.category, location: q.location }, q.page, q.limit);
  return toPaged(
    rows.map((r) => toShopDto(r, viewer)),
    total,
    q.page,
    q.limit,
  );
}

export function shopFacets(db: Db): Promise<ShopFacetsDto> {
  return selectShopFacets(db);
}

/** The shop, or 404 (a malformed id is simply an unknown shop). */
export async function findShopOr404(db: Db, shopId: string): Promise<ShopRow> {
  const shop = isUuid(shopId) ? await selectShopById(db, shopId) : undefined;
  if (!shop) throw notFound('Shop');
  return shop;
}

export async function getShop(db: Db, shopId: string, viewer: SessionUser | null): Promise<ShopDto> {
  return toShopDto(await findShopOr404(db, shopId), viewer);
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
  if (!form.file) throw new AppError('VALIDATION', NO_SHOP_IMAGE);
  const admin = await findAccount(db, body.admin);
  if (!admin || admin.role !== 'admin') throw new AppError('VALIDATION', 'Admin must be an existing admin account');
  const existing = await selectShopByAdmin(db, admin.id);
  if (existing) throw alreadyOwns(admin.name, existing.name);
  const image = await images.save('shop-images', await processImage(form.file.buffer));
  const id = newId();
  const inserted = await insertShopRow(db, {
    id,
    name: body.name,
    category: body.category,
    location: body.location,
    address: body.address,
    phone: body.phone,
    pan: body.pan,
    gstnumber: body.gstnumber,
    image,
    adminId: admin.id,
    razorpayAccountId: body.razorpayAccountId ?? null,
  });
  if (!inserted) {
    const winner = await selectShopByAdmin(db, admin.id);
    throw alreadyOwns(admin.name, winner?.name ?? 'another shop');
  }
  return toShopDto((await selectShopById(db, id))!, viewer);
}

const alreadyOwns = (adminName: string, shopName: string) =>
  conflict(`${adminName} already owns the shop '${shopName}': an admin can own only one shop`, { shopName });

export async function adminDetails(db: Db, user: SessionUser): Promise<AdminDetailsDto> {
  const shop = await selectShopByAdmin(db, user.id);
  return {
    admin: { _id: user.id, name: user.name, email: user.email },
    shop: shop ? { _id: shop.id, name: shop.name, image: shop.image, category: shop.category, location: shop.location, address: shop.address } : null,
  };
}
