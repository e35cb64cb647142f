/**
 * The catalog's zod schemas (category, sub-category, unit, pack size), apart from catalog.ts: the shopper's first
 * page reads category names from catalog.ts, and a module lands whole in one chunk, so keeping zod out of
 * catalog.ts keeps zod out of the first page's JavaScript (decision 045).
 */
import { z } from 'zod';
import { CATEGORY_DEFS, findCategory, findUnit, NO_UNIT_ALIASES, PRODUCT_SUB_CATEGORIES, PRODUCT_UNITS } from './catalog.js';

// ---------- schemas ----------

const mustBe = (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}`;

/** Category: stored value, label or alias; normalised to the stored value. The message lists the labels. */
export const categorySchema = (label = 'Category') => {
  const required = `${label} is required: choose ${CATEGORY_DEFS.map((c) => c.label).join(', ')}`;
  return z.string({ error: () => required }).transform((v, ctx) => {
    if (v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const c = findCategory(v.trim());
    if (!c) {
      ctx.addIssue({
        code: 'custom',
        // The value is repeated only when it is a plain word: a reply never echoes markup or code someone typed.
        message: `${label}${/^[\p{L}\p{N} &'-]{1,40}$/u.test(v.trim()) ? ` "${v.trim()}"` : ''} is not one we know: choose ${CATEGORY_DEFS.map((d) => d.label).join(', ')}`,
      });
      return z.NEVER;
    }
    return c.value;
  });
};

/** Sub-category: any accepted one (case-insensitive), normalised to its spelling. */
export const subCategorySchema = (label = 'Sub Category') =>
  z.string({ error: () => `${label} must be text` }).transform((v, ctx) => {
    const k = v.trim().toLowerCase();
    const found = PRODUCT_SUB_CATEGORIES.find((s) => s.toLowerCase() === k);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: mustBe(label, PRODUCT_SUB_CATEGORIES) });
      return z.NEVER;
    }
    return found;
  });

/** Unit: a value or alias, normalised (`litre` → `L`); the spec's `others` → null (no unit). */
export const unitSchema = (label = 'Unit') =>
  z.string({ error: () => `${label} must be text` }).transform((v, ctx): string | null => {
    const k = v.trim();
    if ((NO_UNIT_ALIASES as readonly string[]).includes(k.toLowerCase())) return null;
    const u = findUnit(k);
    if (!u) {
      ctx.addIssue({ code: 'custom', message: mustBe(label, PRODUCT_UNITS) });
      return z.NEVER;
    }
    return u.value;
  });

/** Net quantity of one unit sold ("4" L, "500" g): above 0, at most 1,00,000, up to 3 decimals. */
export const netQuantitySchema = (label = 'Net quantity') =>
  z.union([z.number(), z.string()], { error: () => `${label} must be a number` }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v.trim());
    if (!Number.isFinite(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number above 0 (e.g. 4 for a 4 L tin)` });
      return z.NEVER;
    }
    if (n > 100_000) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at most 1,00,000` });
      return z.NEVER;
    }
    if (Math.abs(n * 1000 - Math.round(n * 1000)) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: `${label} must have at most 3 decimals` });
      return z.NEVER;
    }
    return n;
  });

// ---------- photos (issue 24 #5, decision 097) ----------

/** A product has at most this many photos, the cover first. */
export const MAX_PRODUCT_PHOTOS = 8;

const photoName = z
  .string({ error: 'Each photo is named by its file name, as the product reply lists it in images' })
  .regex(/^[0-9a-f]{8,64}\.(webp|png|jpe?g|gif|avif)$/i, 'Each photo is named by its file name, as the product reply lists it in images');

/** PUT /api/products/:id/images: the product's photos in their new order; a photo left out is removed. */
export const productPhotosBody = z.strictObject({
  images: z
    .array(photoName, { error: 'images must be the list of the product’s photo names, the cover first' })
    .min(1, 'A product needs at least one photo: keep one, or add another before removing this one')
    .max(MAX_PRODUCT_PHOTOS, `A product has at most ${MAX_PRODUCT_PHOTOS} photos`)
    .refine((a) => new Set(a).size === a.length, 'images names a photo twice'),
});

/** PUT /api/products/:id/variants/:variantId/image: one of the product's photos for this variant, or null for none. */
export const variantPhotoBody = z.strictObject({
  image: photoName.nullable(),
});

export type ProductPhotosBody = z.infer<typeof productPhotosBody>;
export type VariantPhotoBody = z.infer<typeof variantPhotoBody>;
