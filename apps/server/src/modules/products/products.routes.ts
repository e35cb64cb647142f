import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminProductQuery, latestProductsQuery, productBody, productListQuery, productPatchBody, productSearchQuery } from '@bazaar/shared';
import { idParams, messageReply, paged, productDto, productReply, productSearchItem, shopIdParams, shopOptionValues } from '@bazaar/shared/responses';
import { z } from 'zod';
import { readForm } from '../../lib/multipart.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc, formBody } from '../../plugins/contracts.js';
import { searchProductsPage } from '../search/search.service.js';
import { createProduct, updateProduct } from './product-writes.service.js';
import {
  deleteProduct,
  getProduct,
  latestProducts,
  listAdminProducts,
  listShopOptionValues,
  listShopProductPage,
  listShopProducts,
} from './products.service.js';

export async function productsRoutes(app: FastifyInstance): Promise<void> {
  const { database, images, catalog, search } = app.ctx;
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
    async (req) => search.run((tx) => searchProductsPage(tx, req.query)),
  );

  r.get(
    '/api/admin/products',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc('Products', 'admin', 'A page of the admin’s own shop’s products'),
        querystring: adminProductQuery,
        response: { 200: paged(productDto) },
      },
    },
    async (req) => {
      const q = req.query;
      const user = callerOf(req);
      return q.search ? search.run((tx) => listAdminProducts(tx, user, q)) : listAdminProducts(db, user, q);
    },
  );

  r.post(
    '/api/products',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Products',
          'admin',
          'Add a product to the admin’s shop',
          '`shopId` (optional) must be the admin’s own shop (403 otherwise). 400 `Please upload a product image.` ' +
            '`category`: Grocery, Food, Clothing (Fashion&Design), Electronics, Construction (Building&Construction) or Other, by value or name; ' +
            '`unit`: g, kg, ml, L, metre, piece, pack, dozen, pair, box, set, bag or plate (`litre` is L, `others` none); `netQuantity` is the pack size (4 with L reads "4 L"). ' +
            'Without `hsnCode`/`gstRate` the dated suggestion for the category applies (`suggestedTax`). ' +
            'Issue 24: `mrp` (at least `price`, else 400); `options` (up to 3, e.g. `[{"name":"Size","values":["7","8"]}]`) with `variants` ' +
            '(up to 100, `[{"sku","options":{"Size":"8"},"price","mrp","quantity"}]`; SKUs unique in the shop, 409 otherwise), both JSON text in a multipart form; ' +
            'with variants, `price` may be left out (the lowest variant price). `packaged: true` requires `declarations` (manufacturer, countryOfOrigin, genericName, consumerCare; bestBefore, size optional); ' +
            '`netQuantity` may be `{"value":500,"unit":"g"}`.',
        ),
        consumes: ['multipart/form-data'],
        body: formBody(productBody.extend({ shopId: z.string().optional() }), 'A multipart form with these fields and the file `image` (required).'),
        response: { 201: productReply },
      },
    },
    async (req, reply) => {
      const product = await createProduct(db, images, callerOf(req), () => readForm(req));
      return reply.status(201).send({ message: 'Product created successfully!', product });
    },
  );

  r.get(
    '/api/products/:id',
    { schema: { ...doc('Products', 'all', 'One product', '404 when unknown.'), params: idParams('product'), response: { 200: productDto } } },
    // The same for every viewer: cached under its shop's version (plugins/catalog-cache.ts, decision 095).
    async (req, reply) => catalog.serve(req, reply, { shopOf: (p) => p.shopId }, () => getProduct(db, req.params.id)),
  );

  r.patch(
    '/api/products/:id',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Products',
          'the owning admin',
          'Change a product',
          'Any of the create fields; quantity may be 0; a new `image` replaces the old one. `variants` replaces the list: an entry with the `_id` of a variant updates it, ' +
            'one without is added, a variant left out is deleted (archived when it was ordered). A product with options takes `price`, `mrp`, `quantity` and `sku` per variant only (400).',
        ),
        params: idParams('product'),
        consumes: ['multipart/form-data', 'application/json'],
        body: formBody(productPatchBody, 'JSON, or a multipart form with these fields and optionally the file `image`.'),
        response: { 200: productReply },
      },
    },
    async (req) => {
      const product = await updateProduct(db, images, callerOf(req), req.params.id, () => readForm(req));
      return { message: 'Product updated successfully', product };
    },
  );

  r.delete(
    '/api/products/:id',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc('Products', 'the owning admin', 'Delete a product', 'Past orders keep their snapshots.'),
        params: idParams('product'),
        response: { 200: messageReply },
      },
    },
    async (req) => {
      await deleteProduct(db, callerOf(req), req.params.id);
      return { message: 'Product deleted successfully' };
    },
  );
}
