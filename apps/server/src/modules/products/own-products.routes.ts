import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminProductQuery, productBody, productPatchBody } from '@bazaar/shared';
import { idParams, messageReply, paged, productDto, productReply } from '@bazaar/shared/responses';
import { z } from 'zod';
import { readForm } from '../../lib/multipart.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc, formBody } from '../../plugins/contracts.js';
import { createProduct, updateProduct } from './product-writes.service.js';
import { deleteProduct, listAdminProducts } from './products.service.js';

/** A shop admin's own products: the page of its shop's products, and adding, changing and deleting one. */
export async function ownProductsRoutes(app: FastifyInstance): Promise<void> {
  const { database, images, search } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
