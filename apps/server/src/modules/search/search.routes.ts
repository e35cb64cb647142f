import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuery } from '@bazaar/shared';
import { searchReply } from '@bazaar/shared/responses';
import { doc } from '../../plugins/contracts.js';
import { searchAll } from './search.service.js';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { search, catalog } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Bounded like every search: at most 100 characters, pages of at most 48, the search guard's slots and timeout.
  r.get(
    '/api/search',
    {
      schema: {
        ...doc(
          'Search',
          'all',
          'Search products and shops',
          'Issue 25. `q` (2–100 characters) in Latin letters or Devanagari: words match whole (a prefix for the last word while it is not a word yet), Hinglish spellings and Hindi meet English ones, synonyms (chawal = rice, joote = shoes) and typos (one edit from 5 letters, two from 9) are forgiven. Products first (by default name matches, then in stock, then relevance, stars and the newest; `sort` takes the shop page’s orders instead: newest, price_asc, price_desc, discount, rating), then shops: those whose own name, category or location hold the words (read the same way), then those selling the most matching products. `facets` count the whole match by category, shop, price range, size and colour; `category`, `shop`, `price`, `size` and `colour` narrow the products. `pin` (6 digits) says per hit whether its shop delivers there. `didYouMean` when a word was read as a typo or nothing matched; `nearestCategories` when nothing matched. `mrp` is the MRP of the product, null when its owner gave none.',
        ),
        querystring: searchQuery,
        response: { 200: searchReply },
      },
    },
    // Cached like a catalog read, stale as soon as any shop's catalog or stock changes (decision 111).
    async (req, reply) => catalog.serve(req, reply, { anyShop: true }, () => search.run((tx) => searchAll(tx, req.query))),
  );
}
