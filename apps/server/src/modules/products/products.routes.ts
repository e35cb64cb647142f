import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { latestProductsQuery, productListQuery, productSearchQuery } from '@bazaar/shared';
import { idParams, paged, productDto, productSearchItem, shopIdParams, shopOptionValues } from '@bazaar/shared/responses';
import { z } from 'zod';
import { doc } from '../../plugins/contracts.js';
import { searchProductsPage } from '../search/search.service.js';
import { getProduct, latestProducts, listShopOptionValues, listShopProductPage, listShopProducts } from './products.service.js';

/**
 * The products as the catalog shows them, to everyone: a shop's, the newest, the search and one product. A shop
 * admin's own products (its list, adding, changing, deleting) are own-products.routes.ts.
 */
export async function productsRoutes(app: FastifyInstance): Promise<void> {
  const { database, catalog, search } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public catalog reads: the same for every viewer, cached per shop (plugins/catalog-cache.ts).
  r.get(
    '/api/products/shop/:shopId',
    { schema: { ...doc('Products', 'all', 'Every product of a shop', 'Newest first.'), params: shopIdParams, response: { 200: z.array(productDto) } } },
    async (req, reply) => catalog.serve(req, reply, { shopId: req.params.shopId }, () => listShopProducts(db, req.params.shopId)),
  );

  r.get(
    '/api/shops/:shopId/products',
    {
      schema: {
        ...doc(
          'Products',
          'all',
          'A page of a shop’s products',
          'Search over name and description; `price` is one of the price ranges (each above its lower bound up to and including its upper one); `sort` orders the page (newest first by default); `size`, `colour` and `inStock` read the variants.',
        ),
        params: shopIdParams,
        querystring: productListQuery,
        response: { 200: paged(productDto) },
      },
    },
    async (req, reply) => {
      const q = req.query;
      return catalog.serve(req, reply, { shopId: req.params.shopId }, () =>
        q.search ? search.run((tx) => listShopProductPage(tx, req.params.shopId, q)) : listShopProductPage(db, req.params.shopId, q),
      );
    },
  );

  r.get(
    '/api/shops/:shopId/product-options',
    {
      schema: {
        ...doc(
          'Products',
          'all',
          'The sizes and colours a shop sells',
          'Distinct values of the options named Size and Colour (or Color) among the shop’s variants, for the `size` and `colour` filters of its product list; empty lists when its products have none.',
        ),
        params: shopIdParams,
        response: { 200: shopOptionValues },
      },
    },
    async (req, reply) => catalog.serve(req, reply, { shopId: req.params.shopId }, () => listShopOptionValues(db, req.params.shopId)),
  );

  // Every search is bounded: at most 100 characters, a page of at most 48, the search guard's slots and timeout.
  r.get(
    '/api/products/latest',
    {
      schema: {
        ...doc(
          'Products',
          'all',
          'The newest products in stock across active shops',
          '`limit` 1–24 (default 8). The home page shows them; cached like every catalog read.',
        ),
        querystring: latestProductsQuery,
        response: { 200: z.array(productSearchItem) },
      },
    },
    async (req, reply) => catalog.serve(req, reply, {}, () => latestProducts(db, req.query.limit)),
  );

  r.get(
    '/api/products/search',
    {
      schema: {
        ...doc(
          'Products',
          'all',
          'Search products across all shops',
          '`q` (2–100 characters): products whose name, category or description hold its words, read as `GET /api/search` reads them (Hinglish, Devanagari, synonyms, typos; issue 25); only active shops. In-stock products first; `inStock=true` leaves out sold-out ones. Each hit carries its shop’s `_id`, `name` and `location`.',
        ),
        querystring: productSearchQuery,
        response: { 200: paged(productSearchItem) },
      },
    },
    // Cached like a catalog read, stale as soon as any shop's catalog or stock changes (decision 111).
    async (req, reply) => catalog.serve(req, reply, { anyShop: true }, () => search.run((tx) => searchProductsPage(tx, req.query))),
  );

  r.get(
    '/api/products/:id',
    { schema: { ...doc('Products', 'all', 'One product', '404 when unknown.'), params: idParams('product'), response: { 200: productDto } } },
    // The same for every viewer: cached under its shop's version (plugins/catalog-cache.ts, decision 095).
    async (req, reply) => catalog.serve(req, reply, { shopOf: (p) => p.shopId }, () => getProduct(db, req.params.id)),
  );
}
