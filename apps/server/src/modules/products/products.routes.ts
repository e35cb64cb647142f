import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminProductQuery, latestProductsQuery, productBody, productListQuery, productPatchBody, productSearchQuery } from '@bazaar/shared';
import { idParams, messageReply, paged, productDto, productReply, productSearchItem, shopIdParams } from '@bazaar/shared/responses';
import { z } from 'zod';
import { readForm } from '../../lib/multipart.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc, formBody } from '../../plugins/contracts.js';
import {
  createProduct,
  deleteProduct,
  getProduct,
  latestProducts,
  listAdminProducts,
  listShopProductPage,
  listShopProducts,
  searchProducts,
  updateProduct,
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
          'Search over name and description; `price` is one of the price ranges (each above its lower bound up to and including its upper one).',
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
          '`q` (2–100 characters) is contained in the product’s name; only active shops. In-stock products first; `inStock=true` leaves out sold-out ones. Each hit carries its shop’s `_id`, `name` and `location`.',
        ),
        querystring: productSearchQuery,
        response: { 200: paged(productSearchItem) },
      },
    },
    async (req) => search.run((tx) => searchProducts(tx, req.query)),
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
            'Without `hsnCode`/`gstRate` the dated suggestion for the category applies (`suggestedTax`).',
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
    async (req) => getProduct(db, req.params.id),
  );

  r.patch(
    '/api/products/:id',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc('Products', 'the owning admin', 'Change a product', 'Any of the create fields; quantity may be 0; a new `image` replaces the old one.'),
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
