import {
  bpToRate,
  countryCodeOf,
  DEFAULT_ORIGIN_COUNTRY,
  discountPercent,
  ondcCategoryOf,
  PRICE_RANGES,
  unitSalePrice,
  suggestedTax,
  toPaise,
  toRupees,
  type AdminProductQuery,
  type Paged,
  type ProductDto,
  type ProductListQuery,
  type ProductSearchItem,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { toPaged } from '../../lib/paging.js';
import { recordEvent } from '../events/events.service.js';
import { returnPolicyOfProduct } from '../returns/returns.service.js';
import { withProductRatings } from '../reviews/reviews.service.js';
import { findVisibleShopOr404, shopOfAdmin } from '../shops/shops.service.js';
import { toVariantDto, variantsByProduct } from './variants.service.js';
import type { VariantRow } from './variants.repo.js';
import {
  countProductsTaxToCheck,
  deleteProductRow,
  selectProduct,
  selectProductPage,
  selectProductWithOwner,
  selectShopProducts,
  selectShopOptionValues,
  selectLowStock,
  selectLatestProducts,
  type PriceBounds,
  type ProductRow,
} from './products.repo.js';

export const NO_PRODUCT_IMAGE = 'Please upload a product image.';
export const SHOP_NOT_REGISTERED = 'Your shop is not registered yet';

/** A product's reply; `variants` are its live variants (products without options: the one default variant). */
export function toProductDto(p: ProductRow, variants: readonly VariantRow[]): ProductDto {
  const unitPrice = unitSalePrice(p.pricePaise, p.netQuantityMilli === null ? null : p.netQuantityMilli / 1000, p.unit);
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
    mrp: p.mrpPaise === null ? null : toRupees(p.mrpPaise),
    discountPercent: discountPercent(p.pricePaise, p.mrpPaise),
    unitSalePrice: unitPrice && { price: toRupees(unitPrice.paise), per: unitPrice.per },
    packaged: p.packaged,
    returnable: p.returnable,
    options: p.options,
    variants: variants.map(toVariantDto),
    images: photosOf(p),
    declarations: p.declarations,
    ondcCategory: ondcCategoryOf(p) ?? null,
    originCountry: p.originCountry,
  };
}

/**
 * A new product's country of origin (decision 112): as given, else the country its pre-packed declaration names, else
 * India (a spec client sends none, and Bazaar's shops are India's neighbourhood shops).
 */
export function originOf(given: string | undefined, declarations: { countryOfOrigin?: string } | null | undefined): string {
  return given ?? countryCodeOf(declarations?.countryOfOrigin) ?? DEFAULT_ORIGIN_COUNTRY;
}

/** A product's photos in order: the cover (`image`), then the gallery (issue 24 #5). */
export function photosOf(p: Pick<ProductRow, 'image' | 'gallery'>): string[] {
  return p.image ? [p.image, ...p.gallery] : [...p.gallery];
}

/** Replies for product rows, their variants read in one query. */
export async function toProductDtos(db: Db, rows: readonly ProductRow[]): Promise<ProductDto[]> {
  const variants = await variantsByProduct(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toProductDto(r, variants.get(r.id) ?? []));
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

/** The shared price buttons as paise bounds for SQL. */
export function priceBounds(key: string): PriceBounds | undefined {
  const r = PRICE_RANGES.find((p) => p.key === key);
  if (!r || r.min === null) return undefined;
  return { min: toPaise(r.min), max: r.max === null ? null : toPaise(r.max), minExclusive: r.minExclusive };
}

export async function listShopProducts(db: Db, shopId: string): Promise<ProductDto[]> {
  const shop = await findVisibleShopOr404(db, shopId);
  return withProductRatings(db, await toProductDtos(db, await selectShopProducts(db, shop.id)));
}

export async function listShopProductPage(db: Db, shopId: string, q: ProductListQuery): Promise<Paged<ProductDto>> {
  const shop = await findVisibleShopOr404(db, shopId);
  const { rows, total } = await selectProductPage(
    db,
    shop.id,
    { search: q.search, price: priceBounds(q.price), sort: q.sort, size: q.size, colour: q.colour, inStock: q.inStock },
    q.page,
    q.limit,
  );
  return toPaged(await withProductRatings(db, await toProductDtos(db, rows)), total, q.page, q.limit);
}

/** The sizes and colours a shop's live variants come in, for the shop page's filters (issue 24 #2). */
export async function listShopOptionValues(db: Db, shopId: string): Promise<{ sizes: string[]; colours: string[] }> {
  const shop = await findVisibleShopOr404(db, shopId);
  return selectShopOptionValues(db, shop.id);
}

/** An admin without a shop simply has no products yet. */
export async function listAdminProducts(db: Db, user: SessionUser, q: AdminProductQuery): Promise<Paged<ProductDto>> {
  const shop = await shopOfAdmin(db, user.id);
  if (!shop) return toPaged([], 0, q.page, q.limit);
  const { rows, total } = await selectProductPage(db, shop.id, { search: q.search }, q.page, q.limit);
  return toPaged(await toProductDtos(db, rows), total, q.page, q.limit);
}

export async function getProduct(db: Db, id: string): Promise<ProductDto> {
  const p = isUuid(id) ? await selectProduct(db, id) : undefined;
  if (!p) throw notFound('Product');
  // A deactivated shop's products leave the catalog with it. Its variants and its rating are read meanwhile:
  // two round trips one after another, not four (decision 095).
  const rated: { _id: string; rating?: ProductDto['rating'] } = { _id: p.id };
  const [shop, [dto], , returnPolicy] = await Promise.all([
    findVisibleShopOr404(db, p.shopId),
    toProductDtos(db, [p]),
    withProductRatings(db, [rated]),
    returnPolicyOfProduct(db, p.shopId, p.returnable),
  ]);
  // Who sells it, as the E-Commerce Rules ask a marketplace to show: the GSTIN is on every invoice and public
  // on the GST portal, so the product page may show it (decision 097); the PAN is not shown.
  const seller = { name: shop.name, legalName: shop.legalName ?? shop.name, address: shop.address, phone: shop.phone, gstin: shop.gstnumber };
  return { ...dto!, ...(rated.rating ? { rating: rated.rating } : {}), seller, returnPolicy };
}

/** 404 unless the product is in the catalog (its shop visible): what its reviews page needs, without its variants or rating. */
export async function assertListedProduct(db: Db, id: string): Promise<void> {
  const p = isUuid(id) ? await selectProduct(db, id) : undefined;
  if (!p) throw notFound('Product');
  await findVisibleShopOr404(db, p.shopId);
}

/** The one ownership check for products: only the admin of the product's shop may change it. */
export async function assertOwnsProduct(db: Db, user: SessionUser, productId: string): Promise<ProductRow> {
  const found = isUuid(productId) ? await selectProductWithOwner(db, productId) : undefined;
  if (!found) throw notFound('Product');
  if (user.role !== 'admin' || found.adminId !== user.id) throw forbidden('You can only change the products of your own shop');
  return found.product;
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

/** GET /api/products/latest: the newest products in stock across active shops, each with its shop. */
export async function latestProducts(db: Db, limit: number): Promise<ProductSearchItem[]> {
  const rows = await selectLatestProducts(db, limit);
  const dtos = await toProductDtos(
    db,
    rows.map((r) => r.product),
  );
  return rows.map((r, i) => ({ ...dtos[i]!, shop: { _id: r.shop.id, name: r.shop.name, location: r.shop.location } }));
}
