/**
 * Options and variants of a product (issue 24, decision 072): the reply's `variants[]`, and the writes that keep a
 * product's variants, SKUs and totals true. A product without options has one variant, whose id is the product's
 * and whose price, MRP and stock follow the product row (migration 0036's trigger); with options, the product row
 * carries the lowest price and the total stock, written here under the product's lock.
 */
import {
  discountPercent,
  missingDeclaration,
  MRP_BELOW_PRICE,
  mrpAllows,
  netQuantityObject,
  optionsSchema,
  toPaise,
  toRupees,
  variantProblem,
  variantsSchema,
  type Declarations,
  type ProductOption,
  type VariantDto,
  type VariantInput,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { ProductRow } from './products.repo.js';
import {
  insertVariantRows,
  lockVariantsThenProduct,
  retireVariantsExcept,
  selectTakenSkus,
  selectVariantsOf,
  updateVariantRow,
  writeProductTotals,
  type VariantRow,
} from './variants.repo.js';

export function toVariantDto(v: VariantRow): VariantDto {
  return {
    _id: v.id,
    sku: v.sku,
    options: v.options,
    price: toRupees(v.pricePaise),
    mrp: v.mrpPaise === null ? null : toRupees(v.mrpPaise),
    discountPercent: discountPercent(v.pricePaise, v.mrpPaise),
    quantity: v.quantity,
    inStock: v.quantity > 0,
    image: v.image,
    netQuantity: v.netQuantityMilli === null ? null : v.netQuantityMilli / 1000,
  };
}

/** The live variants of some products, by product id. */
export async function variantsByProduct(db: Db, productIds: readonly string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  for (const v of await selectVariantsOf(db, productIds)) {
    const list = byProduct.get(v.productId) ?? [];
    list.push(v);
    byProduct.set(v.productId, list);
  }
  return byProduct;
}

/**
 * A multipart form or JSON body's fields before parsing: `netQuantity` may come as the issue's object
 * (`{"value":500,"unit":"g"}`), which sets the pack size and the unit; and with `variants` but no `price`, the
 * lowest variant price stands in (the spec's `price` stays required for a product without variants).
 */
export const VARIANTS_REQUIRED = 'variants is required with options: one per combination you sell, each with sku, price and quantity';

export function normaliseProductFields(fields: Record<string, string>, creating: boolean): Record<string, string> {
  const out = { ...fields };
  const nq = out.netQuantity?.trim();
  if (nq?.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(nq);
    } catch {
      throw new AppError('VALIDATION', 'netQuantity must be a number or like {"value":500,"unit":"g"}');
    }
    const r = netQuantityObject.safeParse(parsed);
    if (!r.success) throw new AppError('VALIDATION', r.error.issues[0]?.message ?? 'netQuantity must be like {"value":500,"unit":"g"}');
    out.netQuantity = String(r.data.value);
    out.unit = r.data.unit ?? 'others';
  }
  const opts = optionsSchema.safeParse(out.options);
  if (creating && opts.success && opts.data?.length && !out.variants?.trim()) throw new AppError('VALIDATION', VARIANTS_REQUIRED);
  if (creating && out.variants !== undefined && (out.price === undefined || out.price.trim() === '')) {
    const r = variantsSchema.safeParse(out.variants);
    if (r.success && r.data.length) out.price = String(Math.min(...r.data.map((v) => v.price)));
  }
  return out;
}

/** MRP ≥ price (400 naming the field), and a pre-packed product's declarations complete. */
export function assertPriceAndDeclarations(pricePaise: number, mrpPaise: number | null, packaged: boolean, declarations: Declarations | null): void {
  if (!mrpAllows(pricePaise, mrpPaise))
    throw new AppError('VALIDATION', MRP_BELOW_PRICE('mrp'), { issues: [{ field: 'mrp', message: MRP_BELOW_PRICE('mrp') }] });
  if (packaged) {
    const missing = missingDeclaration(declarations);
    if (missing) throw new AppError('VALIDATION', missing);
  }
}

/** The variants a write asks for, checked against the options; throws 400 naming the variant. */
export function checkVariants(options: readonly ProductOption[], variants: readonly VariantInput[]): void {
  const problem = variantProblem(options, variants);
  if (problem) throw new AppError('VALIDATION', problem.message, { issues: [{ field: problem.path.join('.'), message: problem.message }] });
}

/** SKUs must be unique among the shop's live variants: 409 naming the first one taken by another product. */
export async function assertSkusFree(db: Db, shopId: string, skus: readonly string[], productId: string | null): Promise<void> {
  const taken = await selectTakenSkus(db, shopId, skus, productId);
  if (taken.length) throw conflict(`SKU ${taken[0]} is already used by another product of your shop: give each variant its own SKU`, { sku: taken[0] });
}

/** A unique-index violation (two writes racing for one SKU) answers 409 like the check before it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const SKU_RACE = 'That SKU was just taken by another product of your shop: give each variant its own SKU';

/**
 * Writes the variants of a product with options inside `tx`: those naming a live variant's `_id` are updated, the
 * others inserted, and the live ones not named are archived (ordered before) or deleted; then the product's
 * totals. Takes the product's lock first.
 */
export async function writeVariants(tx: Db, product: Pick<ProductRow, 'id' | 'shopId'>, variants: readonly VariantInput[]): Promise<void> {
  await lockVariantsThenProduct(tx, product.id);
  const live = new Set((await selectVariantsOf(tx, [product.id])).map((v) => v.id));
  const kept = variants.filter((v) => v._id !== undefined && live.has(v._id)).map((v) => v._id!);
  await retireVariantsExcept(tx, product.id, kept);
  const rows = variants.map((v, position) => ({
    sku: v.sku,
    options: v.options,
    position,
    pricePaise: toPaise(v.price),
    mrpPaise: v.mrp === undefined ? null : toPaise(v.mrp),
    quantity: v.quantity,
    netQuantityMilli: v.netQuantity === undefined ? null : Math.round(v.netQuantity * 1000),
  }));
  // Kept variants first, by id (the lock order), then the new ones.
  const updates = variants
    .map((v, i) => ({ id: v._id, row: rows[i]! }))
    .filter((u): u is { id: string; row: (typeof rows)[number] } => u.id !== undefined && live.has(u.id))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const u of updates) await updateVariantRow(tx, u.id, product.id, u.row);
  await insertVariantRows(
    tx,
    variants
      .map((v, i) => ({ v, row: rows[i]! }))
      .filter(({ v }) => v._id === undefined || !live.has(v._id))
      .map(({ row }) => ({ id: newId(), productId: product.id, shopId: product.shopId, ...row })),
  );
  await writeProductTotals(tx, product.id);
}

/** Takes every variant of a product off sale but the default one (going back to no options). */
export async function retireOptionVariants(tx: Db, productId: string): Promise<void> {
  await lockVariantsThenProduct(tx, productId);
  await retireVariantsExcept(tx, productId, [productId]);
}

/** The SKU of a product's default variant (a product without options), given by the owner. */
export async function setDefaultSku(tx: Db, productId: string, sku: string): Promise<void> {
  await updateVariantRow(tx, productId, productId, { sku });
}
