import type { FastifyInstance } from 'fastify';
import { adminOrdersQuery, orderStatusBody, pageQuery, placeOrderBody } from '@bazaar/shared';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { parse } from '../../lib/validate.js';
import { changeOrderStatus } from './order-status.service.js';
import { listMyOrders, listShopOrders, pageMyOrders, pageShopOrders } from './orders.service.js';
import { assertCanOrder, idempotencyKeyOf, placeOrder } from './place-order.service.js';

type IdParams = { Params: { id: string } };

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  // Orders change stock, which the shop pages show: the catalog cache of those shops must be dropped.
  const { catalog } = app.ctx;
  const stockChanged = async (shopIds: readonly string[]) => {
    for (const id of new Set(shopIds)) await catalog.invalidate(id);
  };

  // ---------- shopper ----------
  app.post('/api/orders', async (req, reply) => {
    const user = await requireUser(req);
    assertCanOrder(user);
    const key = idempotencyKeyOf(req.headers['idempotency-key']);
    const { created, response } = await placeOrder(db, user, parse(placeOrderBody, req.body), key);
    if (created) await stockChanged(response.orders.map((o) => o.shop._id));
    return reply.status(created ? 201 : 200).send(response);
  });

  app.get('/api/orders/my-orders', async (req) => listMyOrders(db, (await requireRole(req, 'user')).id));

  app.get('/api/orders/mine', async (req) => {
    const user = await requireRole(req, 'user');
    return pageMyOrders(db, user.id, parse(pageQuery, req.query));
  });

  // The customer, or the admin of the order's shop (spec §6: the admin table has a Cancel button too).
  app.patch<IdParams>('/api/orders/:id/cancel', async (req) => {
    const user = await requireRole(req, 'user', 'admin');
    const order = await changeOrderStatus(db, user, req.params.id, 'Cancelled');
    await stockChanged([order.shop._id]);
    return { message: 'Order cancelled successfully', order };
  });

  // ---------- shop admin ----------
  app.get('/api/admin/orders', async (req) => listShopOrders(db, (await requireRole(req, 'admin')).id));

  app.get('/api/admin/orders/page', async (req) => {
    const user = await requireRole(req, 'admin');
    return pageShopOrders(db, user.id, parse(adminOrdersQuery, req.query));
  });

  app.patch<IdParams>('/api/admin/orders/:id/status', async (req) => {
    const user = await requireRole(req, 'admin');
    const { status } = parse(orderStatusBody, req.body);
    const order = await changeOrderStatus(db, user, req.params.id, status);
    if (status === 'Cancelled') await stockChanged([order.shop._id]);
    return { message: `Order marked as ${status}`, order };
  });
}
