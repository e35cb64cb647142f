import type { FastifyInstance } from 'fastify';
import { adminProductQuery, productListQuery } from '@bazaar/shared';
import { readForm } from '../../lib/multipart.js';
import { parse } from '../../lib/validate.js';
import { requireRole } from '../../plugins/auth.js';
import { createProduct, deleteProduct, getProduct, listAdminProducts, listShopProductPage, listShopProducts, updateProduct } from './products.service.js';

export async function productsRoutes(app: FastifyInstance): Promise<void> {
  const { database, images, catalog } = app.ctx;
  const db = database.db;

  // Public catalog reads: the same for every viewer, cached per shop (plugins/catalog-cache.ts).
  app.get<{ Params: { shopId: string } }>('/api/products/shop/:shopId', async (req, reply) =>
    catalog.serve(req, reply, { shopId: req.params.shopId }, () => listShopProducts(db, req.params.shopId)),
  );

  app.get<{ Params: { shopId: string } }>('/api/shops/:shopId/products', async (req, reply) =>
    catalog.serve(req, reply, { shopId: req.params.shopId }, () => listShopProductPage(db, req.params.shopId, parse(productListQuery, req.query))),
  );

  app.get('/api/admin/products', async (req) => {
    const user = await requireRole(req, 'admin');
    return listAdminProducts(db, user, parse(adminProductQuery, req.query));
  });

  app.post('/api/products', async (req, reply) => {
    const user = await requireRole(req, 'admin');
    const product = await createProduct(db, images, user, () => readForm(req));
    await catalog.invalidate(product.shopId);
    return reply.status(201).send({ message: 'Product created successfully!', product });
  });

  app.get<{ Params: { id: string } }>('/api/products/:id', async (req) => getProduct(db, req.params.id));

  app.patch<{ Params: { id: string } }>('/api/products/:id', async (req) => {
    const user = await requireRole(req, 'admin');
    const product = await updateProduct(db, images, user, req.params.id, () => readForm(req));
    await catalog.invalidate(product.shopId);
    return { message: 'Product updated successfully', product };
  });

  app.delete<{ Params: { id: string } }>('/api/products/:id', async (req) => {
    const user = await requireRole(req, 'admin');
    const { shopId } = await deleteProduct(db, user, req.params.id);
    await catalog.invalidate(shopId);
    return { message: 'Product deleted successfully' };
  });
}
