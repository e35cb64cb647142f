/** The reply of GET /api/search (issue 25), written once like every reply (decision 059). */
import { z } from 'zod';

const money = z.number().describe('rupees, at most 2 decimals');
const image = z.string().nullable().describe('file name under /uploads/{area}/ (thumbnail under /uploads/{area}/thumb/)');
const facetValue = z.strictObject({ value: z.string(), label: z.string(), count: z.number() });

/** One reason a product matched (issue 28: the screen says it in the reader's language; `why` is the English). */
export const whyPart = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('name'), shown: z.string().describe('the words of the name'), typed: z.string().describe('what was typed') }),
  z.strictObject({ kind: z.literal('category'), category: z.string() }),
  z.strictObject({ kind: z.literal('description'), typed: z.string() }),
]);
export type WhyPart = z.output<typeof whyPart>;

export const searchProductHit = z.strictObject({
  _id: z.string(),
  name: z.string(),
  price: money,
  mrp: money.nullable().describe('the maximum retail price (MRP), null when the owner gave none'),
  image,
  unit: z.string().nullable(),
  netQuantity: z.number().nullable(),
  category: z.string(),
  subCategory: z.string().nullable(),
  inStock: z.boolean(),
  shop: z.strictObject({ _id: z.string(), name: z.string(), location: z.string() }),
  deliversToPin: z.boolean().nullable().describe('whether the shop delivers to `pin`; null when no `pin` was given'),
  why: z.string().nullable().describe('why it matched, when its name does not hold the words typed (a synonym, a typo, the category or description)'),
  whyParts: z
    .array(whyPart)
    .describe('`why` in parts, for a screen to say in its own language: a word of the name for a word typed, the category, or the description'),
});

export const searchShopHit = z.strictObject({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  image,
});

export const searchReply = z.strictObject({
  products: z.strictObject({ items: z.array(searchProductHit), total: z.number(), page: z.number(), totalPages: z.number() }),
  shops: z.strictObject({ items: z.array(searchShopHit), total: z.number() }),
  didYouMean: z.string().optional().describe('a spelling the catalog knows, when the query had a typo or found nothing'),
  nearestCategories: z.array(z.string()).optional().describe('when nothing matched: the product categories closest to the query'),
  facets: z.strictObject({
    category: z.array(facetValue),
    shop: z.array(facetValue).describe('value: the shop id'),
    price: z.array(facetValue).describe('value: a price range key (the `price` query values)'),
    size: z.array(facetValue).describe('sizes of the matching products’ live variants (the `size` query values), in natural order'),
    colour: z.array(facetValue).describe('colours of the matching products’ live variants (the `colour` query values), in natural order'),
  }),
});

export type SearchProductHit = z.output<typeof searchProductHit>;
export type SearchShopHit = z.output<typeof searchShopHit>;
export type SearchReply = z.output<typeof searchReply>;
