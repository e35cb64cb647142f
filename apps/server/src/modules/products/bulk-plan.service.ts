// Over 300 lines: one group of rows checked by the product API's every rule, for creates and updates alike.
/**
 * The catalog import's checks and writes (decision 089): rows are grouped into products by name (the first row of
 * a group carries the product's own fields), each group checked by the product API's rules (its body schemas,
 * MRP ≥ price, the variant rules and option limits, declarations for pre-packed goods), then created (no SKU of the
 * group known) or, by SKU, updated. A problem is reported by row and column, never thrown.
 */
import {
  DECLARATION_FIELDS,
  missingDeclaration,
  MRP_BELOW_PRICE,
  mrpAllows,
  optionsSchema,
  productBody,
  productPatchBody,
  rateToBp,
  toPaise,
  variantInput,
  variantProblem,
  type Declarations,
  type ProductDto,
  type ProductOption,
  type VariantInput,
} from '@bazaar/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { insertProductRow, selectShopProducts, updateProductRow, type ProductPatch } from './products.repo.js';
import { originOf, toProductDtos } from './products.service.js';
import { selectShopVariantsBySku } from './variants.repo.js';
import { normaliseProductFields, setDefaultSku, writeVariants } from './variants.service.js';

export interface ImportError {
  row: number;
  column: string;
  message: string;
}
export interface SheetRow {
  row: number;
  get: (column: string) => string | undefined;
}
export interface Sheet {
  columns: Set<string>;
  rows: SheetRow[];
}
export type Plan =
  | { kind: 'create'; body: z.output<typeof productBody>; options: ProductOption[]; variants: VariantInput[]; sku: string }
  | { kind: 'update'; productId: string; patch: ProductPatch; variants?: VariantInput[] };

const PRODUCT_FIELDS = ['name', 'description', 'category', 'subCategory', 'unit', 'netQuantity', 'hsnCode', 'gstRate', 'packaged', 'originCountry'] as const;
const DECLARATION_KEYS = DECLARATION_FIELDS.map((f) => f.key);
const toMilli = (n: number) => Math.round(n * 1000);

/** A message of the product API's schemas in the CSV's words: `variants[].price …` reads `price …`. */
const plain = (m: string) => m.replace(/^variants\[\d*\]\.|^declarations\./, '').replace(/^options\[\]\./, 'option ');

/** The column a schema issue's path names (`declarations.manufacturer` → manufacturer, `options` → option1Name). */
function columnOf(path: readonly PropertyKey[]): string {
  const [head, , leaf] = path.map(String);
  if (head === 'declarations') return path[1] === undefined ? 'manufacturer' : String(path[1]);
  if (head === 'options') return 'option1Name';
  if (head === 'variants') return leaf === 'options' ? 'option1Value' : (leaf ?? 'sku');
  return head ?? 'sku';
}

/** The row's option names and values (option1Name/option1Value …), in column order. */
function optionCells(r: SheetRow): Array<{ name: string; value: string; k: number }> {
  const out = [];
  for (const k of [1, 2, 3]) {
    const name = r.get(`option${k}Name`) ?? '';
    const value = r.get(`option${k}Value`) ?? '';
    if (name || value) out.push({ name, value, k });
  }
  return out;
}

function declarationsOf(r: SheetRow): Declarations | undefined {
  const d: Record<string, string> = {};
  for (const k of DECLARATION_KEYS) {
    const v = r.get(k);
    if (v) d[k] = v;
  }
  return Object.keys(d).length ? (d as Declarations) : undefined;
}

/** The cells of a row that are present and not empty, for the product API's body schemas. */
function fieldsOf(r: SheetRow, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = r.get(k);
    if (v) out[k] = v;
  }
  return out;
}

/** Every row's product and variant, checked; the plans are only meaningful when `errors` is empty. */
export async function planProducts(db: Db, shopId: string, sheet: Sheet): Promise<{ plans: Plan[]; errors: ImportError[] }> {
  const errors: ImportError[] = [];
  // `rowProblem`: the message scan (test/support/message-scan.ts) takes its third argument for the Hindi catalog.
  const rowProblem = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const known = new Map(
    (
      await selectShopVariantsBySku(
        db,
        shopId,
        sheet.rows.map((r) => r.get('sku') ?? ''),
      )
    ).map((v) => [v.sku.toLowerCase(), v]),
  );
  const products = new Map<string, ProductDto>();
  if (known.size) for (const p of await toProductDtos(db, await selectShopProducts(db, shopId))) products.set(p._id, p);

  const groups = new Map<string, SheetRow[]>();
  const skus = new Map<string, number>();
  for (const r of sheet.rows) {
    const sku = r.get('sku') ?? '';
    const name = r.get('name') ?? '';
    if (!sku) {
      rowProblem(r.row, 'sku', 'sku is required');
      continue;
    }
    if (skus.has(sku.toLowerCase())) {
      rowProblem(r.row, 'sku', `The SKU ${sku} is on row ${skus.get(sku.toLowerCase())} too: give each variant its own SKU`);
      continue;
    }
    skus.set(sku.toLowerCase(), r.row);
    if (!name) {
      rowProblem(r.row, 'name', 'name is required: rows with one name are one product');
      continue;
    }
    const key = name.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }

  const plans: Plan[] = [];
  for (const rows of groups.values()) {
    const first = rows[0]!;
    const names = optionCells(first).map((o) => o.name);
    let ok = true;
    for (const r of rows) {
      const cells = optionCells(r);
      for (const o of cells) {
        const missing = !o.name ? `option${o.k}Name` : !o.value ? `option${o.k}Value` : undefined;
        if (!missing) continue;
        ok = false;
        rowProblem(r.row, missing, o.name ? `${missing} is required: the value of ${o.name} for this SKU` : `${missing} is required with option${o.k}Value`);
      }
      if (cells.map((o) => o.name).join('\u0000') !== names.join('\u0000')) {
        ok = false;
        rowProblem(
          r.row,
          'option1Name',
          `Rows with the name "${first.get('name')}" must name the same options as row ${first.row} (${names.join(', ') || 'none'})`,
        );
      }
    }
    if (!ok) continue;
    const owners = new Set(rows.map((r) => known.get((r.get('sku') ?? '').toLowerCase())?.productId).filter((x): x is string => x !== undefined));
    if (owners.size > 1) {
      const [keep] = owners;
      for (const r of rows) {
        const v = known.get((r.get('sku') ?? '').toLowerCase());
        if (v && v.productId !== keep)
          rowProblem(r.row, 'sku', `The SKU ${r.get('sku')} belongs to another product than row ${first.row}: one name, one product`);
      }
      continue;
    }
    const existing = owners.size ? products.get([...owners][0]!) : undefined;
    const plan = existing ? planUpdate(existing, rows, names, rowProblem) : planCreate(rows, names, rowProblem);
    if (plan) plans.push(plan);
  }
  return { plans, errors };
}

type Err = (row: number, column: string, message: string) => void;

/** The row's variant as the product API takes it; problems reported on the row. */
function variantOf(r: SheetRow, names: readonly string[], base: Partial<VariantInput>, rowProblem: Err): VariantInput | undefined {
  const opts: Record<string, string> = { ...(base.options ?? {}) };
  for (const o of optionCells(r)) opts[o.name] = o.value;
  const raw = {
    ...base,
    // A known SKU is matched in any case and keeps its spelling.
    sku: base.sku ?? r.get('sku'),
    options: names.length ? opts : {},
    ...fieldsOf(r, ['price', 'mrp', 'quantity', 'netQuantity']),
  };
  const v = variantInput.safeParse(raw);
  if (v.success) return v.data;
  for (const i of v.error.issues) rowProblem(r.row, columnOf(['variants', 0, ...i.path]), plain(i.message));
  return undefined;
}

/** The options a group's variants name, values in the order they first appear (after `start`'s). */
function optionsOf(names: readonly string[], variants: readonly VariantInput[], start: readonly ProductOption[] = []): ProductOption[] {
  return names.map((name) => {
    const values = [...(start.find((o) => o.name === name)?.values ?? [])];
    for (const v of variants) if (v.options[name] !== undefined && !values.includes(v.options[name])) values.push(v.options[name]);
    return { name, values };
  });
}

/** Option limits and the variant rules of the product API, reported on the rows (`rowOf` maps a variant's index). */
function checkOptions(options: ProductOption[], variants: VariantInput[], rowOf: (i: number) => number, rowProblem: Err): boolean {
  const o = optionsSchema.safeParse(options);
  if (!o.success) {
    for (const i of o.error.issues) rowProblem(rowOf(0), 'option1Name', plain(i.message));
    return false;
  }
  const problem = variantProblem(options, variants);
  if (!problem) return true;
  const at = typeof problem.path[1] === 'number' ? problem.path[1] : 0;
  rowProblem(rowOf(at), columnOf(problem.path), problem.message.replace(/^variants\[\d+\] \(([^)]*)\)/, 'SKU $1'));
  return false;
}

function checkDeclarations(row: number, packaged: boolean, d: Declarations | null | undefined, rowProblem: Err): boolean {
  const missing = packaged ? missingDeclaration(d) : undefined;
  if (!missing) return true;
  const key = DECLARATION_FIELDS.find((f) => f.required && !d?.[f.key]?.trim())!.key;
  rowProblem(row, key, `${key} is required for pre-packed goods (packaged true): ${DECLARATION_FIELDS.find((f) => f.key === key)!.label}`);
  return false;
}

function planCreate(rows: SheetRow[], names: string[], rowProblem: Err): Plan | undefined {
  const first = rows[0]!;
  if (!names.length && rows.length > 1) {
    for (const r of rows.slice(1))
      rowProblem(
        r.row,
        'name',
        `Row ${first.row} has this name too: rows with one name are one product's variants, so give them option columns (option1Name, option1Value)`,
      );
    return undefined;
  }
  const variants = rows.map((r) => variantOf(r, names, {}, rowProblem));
  if (variants.some((v) => v === undefined)) return undefined;
  const vs = variants as VariantInput[];
  const fields = fieldsOf(first, PRODUCT_FIELDS);
  const declarations = declarationsOf(first);
  if (declarations) fields.declarations = JSON.stringify(declarations);
  fields.price = String(Math.min(...vs.map((v) => v.price)));
  const parsed = productBody.safeParse(normaliseProductFields(fields, false));
  if (!parsed.success) {
    for (const i of parsed.error.issues) rowProblem(first.row, columnOf(i.path), plain(i.message));
    return undefined;
  }
  const options = optionsOf(names, vs);
  if (names.length && !checkOptions(options, vs, (i) => rows[i]!.row, rowProblem)) return undefined;
  const single = vs[0]!;
  if (!names.length && !mrpAllows(toPaise(single.price), single.mrp === undefined ? null : toPaise(single.mrp)))
    return void rowProblem(first.row, 'mrp', MRP_BELOW_PRICE('mrp'));
  if (!checkDeclarations(first.row, parsed.data.packaged ?? false, parsed.data.declarations, rowProblem)) return undefined;
  return { kind: 'create', body: parsed.data, options, variants: vs, sku: single.sku };
}

function planUpdate(p: ProductDto, rows: SheetRow[], names: string[], rowProblem: Err): Plan | undefined {
  const first = rows[0]!;
  const parsed = productPatchBody.safeParse(fieldsOf(first, PRODUCT_FIELDS));
  if (!parsed.success) {
    for (const i of parsed.error.issues) rowProblem(first.row, columnOf(i.path), plain(i.message));
    return undefined;
  }
  const b = parsed.data;
  const given = declarationsOf(first);
  const declarations = given ? { ...(p.declarations ?? {}), ...given } : p.declarations;
  const patch: ProductPatch = {};
  if (b.name !== undefined) patch.name = b.name;
  if (b.description !== undefined) patch.description = b.description;
  if (b.category !== undefined) patch.category = b.category;
  if (b.subCategory !== undefined) patch.subCategory = b.subCategory || null;
  if (b.unit !== undefined) patch.unit = b.unit || null;
  if (b.netQuantity != null) patch.netQuantityMilli = toMilli(b.netQuantity);
  if (b.hsnCode !== undefined) patch.hsnCode = b.hsnCode;
  if (b.gstRate !== undefined) patch.gstRateBp = rateToBp(b.gstRate);
  if (b.packaged !== undefined) patch.packaged = b.packaged;
  if (b.originCountry !== undefined) patch.originCountry = b.originCountry;
  if (given) patch.declarations = declarations as Declarations;
  if (!checkDeclarations(first.row, b.packaged ?? p.packaged, declarations, rowProblem)) return undefined;
  const current = p.options.map((o) => o.name);
  if (!p.options.length) {
    if (names.length || rows.length > 1) {
      rowProblem(first.row, names.length ? 'option1Name' : 'name', `${p.name} has no options: add options (e.g. Size) on the product's page first`);
      return undefined;
    }
    const v = variantOf(first, [], { price: p.price, quantity: p.quantity, ...(p.mrp === null ? {} : { mrp: p.mrp }) }, rowProblem);
    if (!v) return undefined;
    if (!mrpAllows(toPaise(v.price), v.mrp === undefined ? null : toPaise(v.mrp))) return void rowProblem(first.row, 'mrp', MRP_BELOW_PRICE('mrp'));
    Object.assign(patch, { pricePaise: toPaise(v.price), quantity: v.quantity, mrpPaise: v.mrp === undefined ? null : toPaise(v.mrp) });
    return { kind: 'update', productId: p._id, patch };
  }
  if (names.length && names.join('\u0000') !== current.join('\u0000')) {
    rowProblem(first.row, 'option1Name', `${p.name} has the options ${current.join(', ')}: name them in that order (option1Name …)`);
    return undefined;
  }
  const merged: VariantInput[] = p.variants.map((v) => ({
    _id: v._id,
    sku: v.sku,
    options: v.options,
    price: v.price,
    quantity: v.quantity,
    ...(v.mrp === null ? {} : { mrp: v.mrp }),
    ...(v.netQuantity === null ? {} : { netQuantity: v.netQuantity }),
  }));
  const rowOfIndex = new Map<number, number>();
  for (const r of rows) {
    const at = merged.findIndex((v) => v.sku.toLowerCase() === (r.get('sku') ?? '').toLowerCase());
    const v = variantOf(r, current, at >= 0 ? merged[at]! : {}, rowProblem);
    if (!v) return undefined;
    if (at >= 0) merged[at] = v;
    else merged.push(v);
    rowOfIndex.set(at >= 0 ? at : merged.length - 1, r.row);
  }
  const options = optionsOf(current, merged, p.options);
  if (!checkOptions(options, merged, (i) => rowOfIndex.get(i) ?? first.row, rowProblem)) return undefined;
  patch.options = options;
  return { kind: 'update', productId: p._id, patch, variants: merged };
}

/** Writes checked plans inside the caller's transaction. */
export async function writePlans(tx: Db, shopId: string, plans: readonly Plan[]): Promise<void> {
  for (const plan of plans) {
    if (plan.kind === 'update') {
      const row = await updateProductRow(tx, plan.productId, shopId, plan.patch);
      if (row && plan.variants) await writeVariants(tx, row, plan.variants);
      continue;
    }
    const { body, options, variants } = plan;
    const single = options.length ? undefined : variants[0]!;
    const cheapest = single ?? variants.reduce((a, v) => (v.price < a.price ? v : a));
    const inserted = await insertProductRow(tx, {
      id: newId(),
      shopId,
      name: body.name,
      description: body.description,
      pricePaise: toPaise(cheapest.price),
      mrpPaise: cheapest.mrp === undefined ? null : toPaise(cheapest.mrp),
      quantity: variants.reduce((n, v) => n + v.quantity, 0),
      options,
      packaged: body.packaged ?? false,
      returnable: true,
      declarations: body.declarations ?? null,
      category: body.category,
      subCategory: body.subCategory ?? null,
      unit: body.unit ?? null,
      netQuantityMilli: single?.netQuantity !== undefined ? toMilli(single.netQuantity) : body.netQuantity === undefined ? null : toMilli(body.netQuantity),
      image: null,
      hsnCode: body.hsnCode ?? null,
      gstRateBp: body.gstRate === undefined ? null : rateToBp(body.gstRate),
      ondcCategory: null,
      originCountry: originOf(body.originCountry, body.declarations),
    });
    if (options.length) await writeVariants(tx, inserted, variants);
    else await setDefaultSku(tx, inserted.id, plan.sku);
  }
}
