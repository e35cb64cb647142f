/**
 * Options, variants, MRP and the unit sale price (issue 24, decision 072): the rules both the server and the
 * owner's form apply. Pure functions and zod schemas; amounts in paise unless a name says rupees.
 */
import { z } from 'zod';
import { rupees, stock } from './schemas.js';
import { netQuantitySchema, unitSchema } from './catalog-schemas.js';

/** A product has at most 3 options (Size, Colour, …), each with at most 30 values, and at most 100 variants. */
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 100;

export interface ProductOption {
  name: string;
  values: string[];
}

export const MRP_BELOW_PRICE = (label: string) => `${label}: MRP must be at least the selling price`;

/** True when an MRP (paise, or absent) allows the price: the law forbids selling above the MRP. */
export function mrpAllows(pricePaise: number, mrpPaise: number | null | undefined): boolean {
  return mrpPaise === null || mrpPaise === undefined || mrpPaise >= pricePaise;
}

/** The discount off the MRP in whole percent, rounded down ("35% off" never overstates); null when there is none. */
export function discountPercent(pricePaise: number, mrpPaise: number | null | undefined): number | null {
  if (mrpPaise === null || mrpPaise === undefined || mrpPaise <= pricePaise || mrpPaise <= 0) return null;
  const pct = Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
  return pct > 0 ? pct : null;
}

/** The unit sale price the rules ask for: per kg or per 100 g, per litre or per 100 ml, per metre, per piece. */
export interface UnitSalePrice {
  paise: number;
  per: 'kg' | '100 g' | 'litre' | '100 ml' | 'metre' | 'piece';
}

const UNIT_BASES: Record<string, { per: UnitSalePrice['per']; big: UnitSalePrice['per']; factor: number }> = {
  g: { per: '100 g', big: 'kg', factor: 1 },
  kg: { per: '100 g', big: 'kg', factor: 1000 },
  ml: { per: '100 ml', big: 'litre', factor: 1 },
  L: { per: '100 ml', big: 'litre', factor: 1000 },
};

/**
 * The price per standard unit of a pack: `netQuantity` of `unit` sold for `pricePaise`. Packs under 1 kg (1 L) are
 * priced per 100 g (100 ml), larger ones per kg (litre), as Legal Metrology rule 2(r) reads; pieces, pairs and the
 * like per piece; metres per metre. Null when the pack has no net quantity or no measurable unit. Rounded to paise.
 */
export function unitSalePrice(pricePaise: number, netQuantity: number | null | undefined, unit: string | null | undefined): UnitSalePrice | null {
  if (!netQuantity || netQuantity <= 0 || !unit) return null;
  const base = UNIT_BASES[unit];
  if (base) {
    const inSmall = netQuantity * base.factor; // grams or millilitres
    if (inSmall >= 1000) return { paise: Math.round((pricePaise * 1000) / inSmall), per: base.big };
    return { paise: Math.round((pricePaise * 100) / inSmall), per: base.per };
  }
  if (unit === 'metre') return { paise: Math.round(pricePaise / netQuantity), per: 'metre' };
  if (['piece', 'pack', 'dozen', 'pair', 'box', 'set', 'bag', 'plate'].includes(unit)) {
    const pieces = unit === 'dozen' ? netQuantity * 12 : netQuantity;
    return { paise: Math.round(pricePaise / pieces), per: 'piece' };
  }
  return null;
}

/** A variant's name from its options in the product's order: "8 / Red"; '' for the default variant. */
export function variantName(options: Record<string, string>, order?: readonly ProductOption[]): string {
  const names = order ? order.map((o) => o.name).filter((n) => n in options) : Object.keys(options);
  return names.map((n) => options[n]).join(' / ');
}

// ---------- schemas ----------

/** A field that may arrive as JSON text (a multipart form) or as the value itself (a JSON body). */
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

const label = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(max, `${what} must be at most ${max} characters`);

export const optionsSchema = z.preprocess(
  jsonText,
  z
    .array(
      z.object({
        name: label(30, 'options[].name'),
        values: z
          .array(label(40, 'options[].values[]'), { error: 'options[].values must be a list of text' })
          .min(1, 'options[].values must have at least one value')
          .max(MAX_OPTION_VALUES, `options[].values can have at most ${MAX_OPTION_VALUES} values`),
      }),
      { error: 'options must be a list like [{"name":"Size","values":["7","8"]}]' },
    )
    .max(MAX_OPTIONS, `A product can have at most ${MAX_OPTIONS} options`)
    .superRefine((opts, ctx) => {
      const seen = new Set<string>();
      opts.forEach((o, i) => {
        const k = o.name.toLowerCase();
        if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `options: "${o.name}" is given twice` });
        seen.add(k);
        if (new Set(o.values.map((v) => v.toLowerCase())).size !== o.values.length)
          ctx.addIssue({ code: 'custom', path: [i, 'values'], message: `options: a value of ${o.name} is given twice` });
      });
    }),
);

const sku = z
  .string({ error: 'variants[].sku is required' })
  .trim()
  .min(1, 'variants[].sku is required')
  .max(64, 'variants[].sku must be at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'variants[].sku may use letters, digits and . _ / - only');

export const variantInput = z.object({
  _id: z.string().uuid('variants[]._id is not a valid id').optional(),
  sku,
  options: z.record(z.string(), z.string({ error: 'variants[].options values must be text' }), { error: 'variants[].options must be like {"Size":"8"}' }),
  price: rupees('variants[].price'),
  mrp: rupees('variants[].mrp').optional(),
  quantity: stock('variants[].quantity', 0),
  netQuantity: netQuantitySchema('variants[].netQuantity').optional(),
});
export type VariantInput = z.infer<typeof variantInput>;

export const variantsSchema = z.preprocess(
  jsonText,
  z
    .array(variantInput, { error: 'variants must be a list like [{"sku":"SH-8","options":{"Size":"8"},"price":999,"quantity":5}]' })
    .min(1, 'variants must have at least one variant')
    .max(MAX_VARIANTS, `A product can have at most ${MAX_VARIANTS} variants`),
);

/**
 * The rules tying variants to options: every variant names a value of each option and nothing else, no two
 * variants share a combination or a SKU, and each MRP is at least its price. Returns the first problem, naming the
 * variant by position and SKU, or undefined.
 */
export function variantProblem(
  options: readonly ProductOption[],
  variants: readonly VariantInput[],
): { path: (string | number)[]; message: string } | undefined {
  if (options.length === 0 && variants.length > 1)
    return { path: ['variants'], message: 'A product without options has exactly one variant: add options (e.g. Size) first' };
  const combos = new Set<string>();
  const skus = new Set<string>();
  for (const [i, v] of variants.entries()) {
    const who = `variants[${i}] (${v.sku})`;
    for (const o of options) {
      const value = v.options[o.name];
      if (value === undefined) return { path: ['variants', i, 'options'], message: `${who} needs a value for ${o.name}` };
      if (!o.values.includes(value)) return { path: ['variants', i, 'options'], message: `${who}: ${o.name} must be one of ${o.values.join(', ')}` };
    }
    const extra = Object.keys(v.options).find((k) => !options.some((o) => o.name === k));
    if (extra !== undefined) return { path: ['variants', i, 'options'], message: `${who}: "${extra}" is not one of the product's options` };
    const combo = JSON.stringify(options.map((o) => v.options[o.name]));
    if (combos.has(combo)) return { path: ['variants', i, 'options'], message: `${who} repeats the options of another variant` };
    combos.add(combo);
    const k = v.sku.toLowerCase();
    if (skus.has(k)) return { path: ['variants', i, 'sku'], message: `${who}: SKU ${v.sku} is given twice` };
    skus.add(k);
    if (v.mrp !== undefined && Math.round(v.mrp * 100) < Math.round(v.price * 100)) return { path: ['variants', i, 'mrp'], message: MRP_BELOW_PRICE(who) };
  }
  return undefined;
}

export const packagedSchema = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.boolean({ error: 'packaged must be true or false' }).optional(),
);

/** false: the product is sold as not returnable, narrowing the shop's return policy (issue 26 #1). */
export const returnableSchema = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.boolean({ error: 'returnable must be true or false' }).optional(),
);

/**
 * The declarations Legal Metrology (Packaged Commodities) Rules 2011 rule 6(10) asks an e-commerce entity to show
 * for pre-packed goods (with the MRP, net quantity and unit sale price, kept in their own fields).
 */
export const DECLARATION_FIELDS = [
  { key: 'manufacturer', label: 'Name and address of the manufacturer, packer or importer', required: true },
  { key: 'countryOfOrigin', label: 'Country of origin', required: true },
  { key: 'genericName', label: 'Common or generic name', required: true },
  { key: 'bestBefore', label: 'Month and year of manufacture or best before', required: false },
  { key: 'size', label: 'Size or dimensions', required: false },
  { key: 'consumerCare', label: 'Consumer care details', required: true },
] as const;

export const declarationsSchema = z.preprocess(
  jsonText,
  z
    .object(
      Object.fromEntries(
        DECLARATION_FIELDS.map((f) => [
          f.key,
          z
            .string({ error: `declarations.${f.key} must be text` })
            .trim()
            .max(500)
            .optional(),
        ]),
      ) as Record<(typeof DECLARATION_FIELDS)[number]['key'], z.ZodOptional<z.ZodString>>,
      { error: 'declarations must be an object like {"manufacturer":"…","countryOfOrigin":"India"}' },
    )
    .strict(),
);
export type Declarations = z.infer<typeof declarationsSchema>;

/** The first required declaration missing for a pre-packed product, as a message; undefined when complete. */
export function missingDeclaration(d: Declarations | null | undefined): string | undefined {
  const f = DECLARATION_FIELDS.find((x) => x.required && !d?.[x.key]?.trim());
  return f ? `declarations.${f.key} is required for pre-packed goods: ${f.label}` : undefined;
}

/** `netQuantity` as the issue's object ({"value":500,"unit":"g"}) as well as the plain number the form sends. */
export const netQuantityObject = z.object({ value: netQuantitySchema('netQuantity.value'), unit: unitSchema('netQuantity.unit') });

/** `GET /api/admin/products/export?template=true`: the header and one example row instead of the catalog. */
export const catalogExportQuery = z.object({
  template: z
    .enum(['true', 'false'], { error: 'template must be true or false' })
    .optional()
    .transform((v) => v === 'true')
    .describe('true: the header and one example row (the upload template) instead of the catalog'),
});

/** `POST /api/admin/products/import?dryRun=…`: true (the default) checks only; false applies when every row is right. */
export const catalogImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((v) => v !== 'false')
    .describe('true (the default): check every row and write nothing; false: apply, all or nothing'),
});
