import { z } from 'zod';
import { PRICE_RANGES } from './options.js';
import { PRODUCT_SORTS } from './schemas.js';

/** The most product hits one page of `GET /api/search` holds. */
export const SEARCH_PAGE_MAX = 48;

/** The orders of the search results: `relevance` (decision 071), then the shop page's own (decision 088). */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const optionValue = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(40, `${label} must be at most 40 characters`)
    .optional();

/**
 * GET /api/search (issue 25): one search over products and shops. `q` is what the shopper typed (Latin or
 * Devanagari); `pin` says which shops deliver to the shopper; `category`, `shop`, `price`, `size` and `colour`
 * narrow the product hits to one facet value each (the facets keep counting the whole match); `sort` orders them.
 */
export const searchQuery = z.object({
  q: z.string({ error: 'Type what you are looking for' }).trim().min(2, 'Type at least 2 letters to search').max(100, 'q must be at most 100 characters'),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(100, 'page must be at most 100').default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_PAGE_MAX, `limit must be at most ${SEARCH_PAGE_MAX}`)
    .default(24),
  pin: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'pin must be a 6-digit PIN code such as 302001')
    .optional(),
  category: z.string().trim().min(1).max(60, 'category must be at most 60 characters').optional(),
  shop: z.uuid({ error: 'shop must be the id of a shop' }).optional(),
  price: z.enum(PRICE_RANGES.map((r) => r.key) as [string, ...string[]], { error: 'price must be one of the price ranges' }).optional(),
  size: optionValue('size').describe('only products with a live variant of this Size (any case)'),
  colour: optionValue('colour').describe('only products with a live variant of this Colour (or Color; any case)'),
  sort: z
    .enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
    .default('relevance')
    .describe('relevance (the default), newest, price_asc, price_desc, discount (largest % off the MRP first) or rating (best rated first)'),
  view: z
    .enum(['page', 'typeahead'], { error: 'view must be page or typeahead' })
    .default('page')
    .describe(
      'page (the default): the whole answer. typeahead: only the first `limit` products by relevance and the shops whose own words match; no facets, no did-you-mean, each total is what is listed',
    ),
});
export type SearchQuery = z.infer<typeof searchQuery>;
