/**
 * The one catalog vocabulary (issue 22 #6): product categories and sub-categories, the units shops sell by, and
 * the names people read for them on every screen (Create Product, edit, shop page, product page, cart, invoice).
 * Stored values stay the spec's (`Clothing`, `Construction`, `kg`, `piece`); the spec's other values are accepted
 * as aliases (`litre` → `L`, `others` → no unit, `Building&Construction` → `Construction`).
 * docs/decisions/045-catalog-vocabulary.md.
 */
export interface CategoryDef {
  /** Stored value (the spec's where it has one). */
  value: string;
  /** What people read, the same on every screen; the shop categories use the same labels. */
  label: string;
  /** Other spellings accepted on input (case-insensitive, spaces ignored). */
  aliases: readonly string[];
  /** Sub-categories offered under this category (the spec's Men/Women/Kids/Others stay accepted everywhere). */
  subCategories: readonly string[];
}

export const CATEGORY_DEFS: readonly CategoryDef[] = [
  {
    value: 'Grocery',
    label: 'Grocery',
    aliases: ['Groceries', 'Kirana'],
    subCategories: ['Staples', 'Fresh produce', 'Dairy', 'Spices', 'Tea & coffee', 'Dry fruits', 'Others'],
  },
  { value: 'Food', label: 'Food', aliases: ['Food & Sweets', 'Restaurant', 'Sweets'], subCategories: ['Sweets', 'Snacks', 'Meals', 'Beverages', 'Others'] },
  {
    value: 'Clothing',
    label: 'Fashion&Design',
    aliases: ['Fashion', 'Fashion & Design', 'Apparel'],
    subCategories: ['Men', 'Women', 'Kids', 'Fabric', 'Footwear', 'Others'],
  },
  { value: 'Electronics', label: 'Electronics', aliases: [], subCategories: ['Mobiles', 'Audio', 'Computers', 'TV', 'Lighting', 'Accessories', 'Others'] },
  {
    value: 'Construction',
    label: 'Building&Construction',
    aliases: ['Building&Construction', 'Building & Construction', 'Building Materials', 'Hardware'],
    subCategories: ['Cement', 'Steel', 'Sand & aggregate', 'Bricks & blocks', 'Paint', 'Tiles', 'Plumbing', 'Others'],
  },
  { value: 'Other', label: 'Other', aliases: ['Others', 'Home', 'Gifts'], subCategories: ['Home', 'Gifts', 'Pooja', 'Others'] },
];

/** Stored category values, in the order Create Product offers them. */
export const PRODUCT_CATEGORIES = CATEGORY_DEFS.map((c) => c.value) as unknown as readonly [
  'Grocery',
  'Food',
  'Clothing',
  'Electronics',
  'Construction',
  'Other',
];
/** The spec's sub-categories: accepted under every category. */
export const SPEC_SUB_CATEGORIES = ['Men', 'Women', 'Kids', 'Others'] as const;
/** Every sub-category accepted, spec values first. */
export const PRODUCT_SUB_CATEGORIES: readonly string[] = [...new Set([...SPEC_SUB_CATEGORIES, ...CATEGORY_DEFS.flatMap((c) => c.subCategories)])];

const squash = (s: string) => s.toLowerCase().replace(/[\s_]+/g, '');

/** A category by stored value, label or alias (case-insensitive, spaces ignored); undefined when unknown. */
export function findCategory(input: string): CategoryDef | undefined {
  const k = squash(input);
  return CATEGORY_DEFS.find((c) => squash(c.value) === k || squash(c.label) === k || c.aliases.some((a) => squash(a) === k));
}

/**
 * The name people read for a category value, products and shops alike (`Clothing` → `Fashion&Design`,
 * `Construction` and the shops' `Building&Construction` → `Building&Construction`); an unknown value as it is.
 */
export function categoryLabel(value: string | null | undefined): string {
  if (!value) return '';
  return findCategory(value)?.label ?? value;
}

/** Sub-categories offered under a category (stored value or any spelling); every known one when unknown. */
export function subCategoriesOf(category: string | null | undefined): readonly string[] {
  const c = category ? findCategory(category) : undefined;
  return c ? c.subCategories : PRODUCT_SUB_CATEGORIES;
}

// ---------- units ----------

export interface UnitDef {
  value: string;
  /** Option text in the form. */
  label: string;
  /** A measure (a net quantity reads "4 L") or a count (a net quantity reads "set of 6"). */
  kind: 'measure' | 'count';
  /** GST unit quantity code (UQC) of the HSN summary. */
  uqc: string;
  aliases: readonly string[];
}

export const UNIT_DEFS: readonly UnitDef[] = [
  { value: 'g', label: 'g (grams)', kind: 'measure', uqc: 'GMS', aliases: ['gram', 'grams', 'gm', 'gms'] },
  { value: 'kg', label: 'kg (kilograms)', kind: 'measure', uqc: 'KGS', aliases: ['kilogram', 'kilograms', 'kgs'] },
  { value: 'ml', label: 'ml (millilitres)', kind: 'measure', uqc: 'MLT', aliases: ['millilitre', 'milliliter', 'millilitres'] },
  { value: 'L', label: 'L (litres)', kind: 'measure', uqc: 'LTR', aliases: ['litre', 'liter', 'litres', 'liters', 'ltr'] },
  { value: 'metre', label: 'metre', kind: 'measure', uqc: 'MTR', aliases: ['m', 'meter', 'metres', 'meters', 'mtr'] },
  { value: 'piece', label: 'piece', kind: 'count', uqc: 'NOS', aliases: ['pieces', 'pc', 'pcs', 'nos'] },
  { value: 'pack', label: 'pack', kind: 'count', uqc: 'PAC', aliases: ['packs', 'packet', 'pkt'] },
  { value: 'dozen', label: 'dozen', kind: 'count', uqc: 'DOZ', aliases: ['doz'] },
  { value: 'pair', label: 'pair', kind: 'count', uqc: 'PRS', aliases: ['pairs'] },
  { value: 'box', label: 'box', kind: 'count', uqc: 'BOX', aliases: ['boxes'] },
  { value: 'set', label: 'set', kind: 'count', uqc: 'SET', aliases: ['sets'] },
  { value: 'bag', label: 'bag', kind: 'count', uqc: 'BAG', aliases: ['bags', 'sack'] },
  { value: 'plate', label: 'plate (serving)', kind: 'count', uqc: 'NOS', aliases: ['serving', 'plates'] },
];

/** Stored unit values, in the order Create Product offers them. */
export const PRODUCT_UNITS: readonly string[] = UNIT_DEFS.map((u) => u.value);
/** The spec's `others`: accepted, stored as no unit (shoppers never read "/ others"). */
export const NO_UNIT_ALIASES = ['others', 'other', 'none'] as const;

/** A unit by value or alias (case-insensitive; `L` and `l` both litres); undefined when unknown. */
export function findUnit(input: string): UnitDef | undefined {
  const k = input.trim().toLowerCase();
  return UNIT_DEFS.find((u) => u.value.toLowerCase() === k || u.aliases.includes(k));
}

function formatAmount(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(3)));
}

/**
 * What a product is sold by, as people read it after the price: `4 L`, `500 g`, `kg`, `piece`, `set of 6`;
 * '' for no unit (and the spec's `others`). An unknown stored unit reads as it is.
 */
export function unitLabel(unit: string | null | undefined, netQuantity?: number | null): string {
  if (!unit || (NO_UNIT_ALIASES as readonly string[]).includes(unit.toLowerCase())) return '';
  const def = findUnit(unit);
  const name = def?.value ?? unit;
  if (netQuantity === null || netQuantity === undefined || !Number.isFinite(netQuantity) || netQuantity <= 0) return name;
  if (!def || def.kind === 'measure') return `${formatAmount(netQuantity)} ${name}`;
  return netQuantity === 1 ? name : `${name} of ${formatAmount(netQuantity)}`;
}

/** "₹1,650.00 / 4 L": the suffix after a price, '' when the product has no unit. */
export function perUnitSuffix(unit: string | null | undefined, netQuantity?: number | null): string {
  const l = unitLabel(unit, netQuantity);
  return l ? ` / ${l}` : '';
}

/**
 * The UQC of an order line's unit text (a stored unit or a label such as `4 L`): a pack with a net quantity is
 * counted in pieces (the line's quantity counts packs); a bare measure is counted in that measure.
 */
export function uqcOfUnit(unit: string): string {
  const t = unit.trim();
  const measure = /^\d+(?:\.\d+)?\s+(\S+)$/.exec(t);
  if (measure) return findUnit(measure[1]!) ? 'NOS' : 'OTH';
  const of = /^(\S+) of \d+(?:\.\d+)?$/.exec(t);
  if (of) return findUnit(of[1]!)?.uqc ?? 'OTH';
  return findUnit(t)?.uqc ?? 'OTH';
}
