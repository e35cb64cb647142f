import {
  bpToRate,
  PRICE_RANGES,
  rateToBp,
  suggestedTax,
  productBody,
  productPatchBody,
  toPaise,
  toRupees,
  type AdminProductQuery,
  type Paged,
  type ProductDto,
  type ProductListQuery,
  type ProductSearchItem,
  type ProductSearchQuery,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { FormData } from '../../lib/multipart.js';
import { parse } from '../../lib/validate.js';
import type { SessionUser } from '../../plugins/auth.js';
import type { ImageStore } from '../../storage/image-store.js';
import { processImage } from '../../storage/images.js';
import { toPaged } from '../../lib/paging.js';
import { recordEvent } from '../events/events.service.js';
import { withProductRatings } from '../reviews/reviews.service.js';
import { findVisibleShopOr404, shopOfAdmin } from '../shops/shops.service.js';
import {
  countProductsTaxToCheck,
  deleteProductRow,
  insertProductRow,
  selectProduct,
  selectProductPage,
  selectProductWithOwner,
  selectShopProducts,
  selectLowStock,
  searchProductsAcrossShops,
  selectLatestProducts,
  updateProductRow,
  type PriceBounds,
  type ProductPatch,
  type ProductRow,
} from './products.repo.js';

export const NO_PRODUCT_IMAGE = 'Please upload a product image.';
export const SHOP_NOT_REGISTERED = 'Your shop is not registered yet';

export function toProductDto(p: ProductRow): ProductDto {
  return {
    _id: p.id,
    shopId: p.shopId,
    name: p.name,
    description: p.description,
    price: toRupees(p.pricePaise),
    quantity: p.quantity,
    inStock: p.quantity > 0,
    category: p.category,
    subCategory: p.subCategory,
    unit: p.unit,
    image: p.image,
    hsnCode: p.hsnCode,
    gstRate: p.gstRateBp === null ? null : bpToRate(p.gstRateBp),
    netQuantity: p.netQuantityMilli === null ? null : p.netQuantityMilli / 1000,
    suggestedTax: suggestedTaxOf(p),
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * Where the owner gave no HSN code or no GST rate: what an invoice issued today would use — the owner's value
 * where given, else today's row of the dated defaults (gst/tax-defaults.ts). Null when the owner gave both.
 */
function suggestedTaxOf(p: ProductRow): ProductDto['suggestedTax'] {
  if (p.hsnCode !== null && p.gstRateBp !== null) return null;
  const s = suggestedTax({ category: p.category, subCategory: p.subCategory, unitPricePaise: p.pricePaise });
  const gstRate = p.gstRateBp !== null ? bpToRate(p.gstRateBp) : s?.rate;
  if (gstRate === undefined) return null;
  return { hsnCode: p.hsnCode ?? s?.hsnCode ?? null, gstRate };
}

const toMilli = (n: number) => Math.round(n * 1000);

/** The shared price buttons as paise bounds for SQL. */
export function priceBounds(key: string): PriceBounds | undefined {
  const r = PRICE_RANGES.find((p) => p.key === key);
  if (!r || r.min === null) return undefined;
  return { min: toPaise(r.min), max: r.max === null ? null : toPaise(r.max), minExclusive: r.minExclusive };
}

export async function listShopProducts(db: Db, shopId: string): Promise<ProductDto[]> {
  const shop = await findVisibleShopOr404(db, shopId);
  return withProductRatings(db, (await selectShopProducts(db, shop.id)).map(toProductDto));
}

export async function listShopProductPage(db: Db, shopId: string, q: ProductListQuery): Promise<Paged<ProductDto>> {
  const shop = await findVisibleShopOr404(db, shopId);
  const { rows, total } = await selectProductPage(db, shop.id, { search: q.search, price: priceBounds(q.price) }, q.page, q.limit);
  return toPaged(await withProductRatings(db, rows.map(toProductDto)), total, q.page, q.limit);
}

/** An admin without a shop simply has no products yet. */
export async function listAdminProducts(db: Db, user: SessionUser, q: AdminProductQuery): Promise<Paged<ProductDto>> {
  const shop = await shopOfAdmin(db, user.id);
  if (!shop) return toPaged([], 0, q.page, q.limit);
  const { rows, total } = await selectProductPage(db, shop.id, { search: q.search }, q.page, q.limit);
  return toPaged(rows.map(toProductDto), total, q.page, q.limit);
}

export async function getProduct(db: Db, id: string): Promise<ProductDto> {
  const p = isUuid(id) ? await selectProduct(db, id) : undefined;
  if (!p) throw notFound('Product');
  await findVisibleShopOr404(db, p.shopId); // a deactivated shop's products leave the catalog with it
  const [dto] = await withProductRatings(db, [toProductDto(p)]);
  return dto!;
}

/** The one ownership check for products: only the admin of the product's shop may change it. */
export async function assertOwnsProduct(db: Db, user: SessionUser, productId: string): Promise<ProductRow> {
  const found = isUuid(productId) ? await selectProductWithOwner(db, productId) : undefined;
  if (!found) throw notFound('Product');
  if (user.role !== 'admin' || found.adminId !== user.id) throw forbidden('You can only change the products of your own shop');
  return found.product;
}

/**
 * The shop is always the admin's own: a `shopId` in the form is only checked against it, never trusted.
 * The image is checked and stored before the row is written, so a bad upload leaves nothing behind.
 * The body is read only once the admin is known to have a shop (no upload is buffered for nothing).
 */
export async function createProduct(db: Db, images: ImageStore, user: SessionUser, readBody: () => Promise<FormData>): Promise<ProductDto> {
  const shop = await shopOfAdmin(db, user.id);
  if (!shop) throw conflict(SHOP_NOT_REGISTERED);
  const form = await readBody();
  const body = parse(productBody, form.fields); // first: text that cannot be stored is a 400 naming the field
  const claimed = form.fields.shopId?.trim();
  if (claimed && claimed !== shop.id) throw forbidden('You can only add products to your own shop');
  if (!form.file) throw new AppError('VALIDATION', NO_PRODUCT_IMAGE);
  const image = await images.save('products', await processImage(form.file.buffer));
  // Every catalog list changes (the home search finds shops by their products' names): an event of this
  // transaction drops them after commit (decision 054).
  const row = await db.transaction(async (tx) => {
    const inserted = await insertProductRow(tx, {
      id: newId(),
      shopId: shop.id,
      name: body.name,
      description: body.description,
      pricePaise: toPaise(body.price),
      quantity: body.quantity,
      category: body.category,
      subCategory: body.subCategory ?? null,
      unit: body.unit ?? null,
      netQuantityMilli: body.netQuantity === undefined ? null : toMilli(body.netQuantity),
      image,
      hsnCode: body.hsnCode ?? null,
      gstRateBp: body.gstRate === undefined ? null : rateToBp(body.gstRate),
    });
    await recordEvent(tx, { type: 'catalog.changed' });
    return inserted;
  });
  return toProductDto(row);
}

export async function updateProduct(db: Db, images: ImageStore, user: SessionUser, productId: string, readBody: () => Promise<FormData>): Promise<ProductDto> {
  const product = await assertOwnsProduct(db, user, productId);
  const form = await readBody();
  const body = parse(productPatchBody, form.fields);
  const patch: ProductPatch = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.description !== undefined) patch.description = body.description;
  if (body.price !== undefined) patch.pricePaise = toPaise(body.price);
  if (body.quantity !== undefined) patch.quantity = body.quantity;
  if (body.category !== undefined) patch.category = body.category;
  if (body.subCategory !== undefined) patch.subCategory = body.subCategory === '' ? null : body.subCategory;
  if (body.unit !== undefined) patch.unit = body.unit === '' ? null : body.unit;
  if (body.netQuantity !== undefined) patch.netQuantityMilli = body.netQuantity === null ? null : toMilli(body.netQuantity);
  if (body.hsnCode !== undefined) patch.hsnCode = body.hsnCode;
  if (body.gstRate !== undefined) patch.gstRateBp = rateToBp(body.gstRate);
  if (form.file) patch.image = await images.save('products', await processImage(form.file.buffer));
  if (Object.keys(patch).length === 0) throw new AppError('VALIDATION', 'Send at least one field to change');
  // A new name changes what the home search finds: every list is dropped after commit (decision 054).
  const updated = await db.transaction(async (tx) => {
    const row = await updateProductRow(tx, product.id, product.shopId, patch);
    if (row) await recordEvent(tx, { type: 'catalog.changed' });
    return row;
  });
  if (!updated) throw notFound('Product');
  return toProductDto(updated);
}

export async function deleteProduct(db: Db, user: SessionUser, productId: string): Promise<{ shopId: string }> {
  const product = await assertOwnsProduct(db, user, productId);
  // The shop may no longer match a product search: every list is dropped after commit (decision 054).
  const deleted = await db.transaction(async (tx) => {
    if (!(await deleteProductRow(tx, product.id, product.shopId))) return false;
    await recordEvent(tx, { type: 'catalog.changed' });
    return true;
  });
  if (!deleted) throw notFound('Product');
  return { shopId: product.shopId };
}

/** The shop's products running out (the owner's dashboard). */
export async function lowStockProducts(db: Db, shopId: string, atMost: number, limit = 10) {
  return (await selectLowStock(db, shopId, atMost, limit)).map((p) => ({ _id: p.id, name: p.name, quantity: p.quantity, unit: p.unit }));
}

/** How many products use a suggested GST rate (or lack the 6-digit HSN a shop above ₹5 crore needs). */
export function productsTaxToCheck(db: Db, shopId: string): Promise<number> {
  return countProductsTaxToCheck(db, shopId);
}

/** The product search across all active shops (issue 10 #18), each hit with the shop that sells it. */
/** GET /api/products/latest: the newest products in stock across active shops, each with its shop. */
export async function latestProducts(db: Db, limit: number): Promise<ProductSearchItem[]> {
  const rows = await selectLatestProducts(db, limit);
  return rows.map((r) => ({ ...toProductDto(r.product), shop: { _id: r.shop.id, name: r.shop.name, location: r.shop.location } }));
}

export async function searchProducts(db: Db, q: ProductSearchQuery): Promise<Paged<ProductSearchItem>> {
  const { rows, total } = await searchProductsAcrossShops(db, q.q, q.inStock, q.page, q.limit);
  const items = rows.map((r) => ({ ...toProductDto(r.product), shop: { _id: r.shop.id, name: r.shop.name, location: r.shop.location } }));
  return toPaged(items, total, q.page, q.limit);
}
