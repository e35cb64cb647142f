import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOrdersQuery, cancelOrderBody, myOrdersQuery, orderStatusBody } from '@bazaar/shared';
import { adminDashboardDto, idParams, orderChangeReply, orderDto, paged, reorderReply, shopOrdersPage } from '@bazaar/shared/responses';
import { z } from 'zod';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { changeOrderStatus } from './order-status.service.js';
import { getOrder, listMyOrders, listShopOrders, pageMyOrders, pageShopOrders, reorder, shopDashboard } from './orders.service.js';

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  // HTTP only: what a change sets off (the catalog cache, the live feed, texts, PDFs) follows from the events its
  // service records (decision 054).
  const { db } = app.ctx.database;
  const { search } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---------- shopper ----------
  r.get(
    '/api/orders/my-orders',
    { preValidation: allow('user'), schema: { ...doc('Orders', 'user', 'The shopper’s orders', 'Newest first.'), response: { 200: z.array(orderDto) } } },
    async (req) => listMyOrders(db, callerOf(req).id),
  );

  r.get(
    '/api/orders/mine',
    {
      preValidation: allow('user'),
      schema: {
        ...doc(
          'Orders',
          'user',
          'A page of the shopper’s orders',
          'Newest first. Optional filters: `status`; `search` (order number, a product, the shop; at most 100 characters); `from` and `to`, IST days (YYYY-MM-DD), both included.',
        ),
        querystring: myOrdersQuery,
        response: { 200: paged(orderDto) },
      },
    },
    async (req) => {
      const q = req.query;
      const userId = callerOf(req).id;
      return q.search ? search.run((tx) => pageMyOrders(tx, userId, q)) : pageMyOrders(db, userId, q);
    },
  );

  // One order (its order page): the customer's own, or one of the admin's shop; anyone else's is 404.
  r.get(
    '/api/orders/:id',
    {
      preValidation: allow('user', 'admin'),
      schema: {
        ...doc(
          'Orders',
          'the ordering user, or the shop’s admin',
          'One order (its order page)',
          '`address` is null for the admin until Confirmed/Delivered; anyone else’s, an unknown or a malformed id answers 404.',
        ),
        params: idParams('order'),
        response: { 200: orderDto },
      },
    },
    async (req) => getOrder(db, callerOf(req), req.params.id),
  );

  // The customer, or the admin of the order's shop (spec §6: the admin table has a Cancel button too).
  r.patch(
    '/api/orders/:id/cancel',
    {
      preValidation: allow('user', 'admin'),
      schema: {
        ...doc(
          'Orders',
          'the ordering user, or the shop’s admin',
          'Cancel an order',
          'Only from Pending (409 otherwise, with `status`: the order’s status now); stock is restored. The body is optional (the spec sends none): ' +
            'the customer may give a `reason` from the shopper’s list and a `note`, which the shop sees under `cancellation`; the shop’s admin a `reason` from the shop’s list ' +
            '(Item out of stock, Cannot deliver to this address, Shop closed for now, Price or item listed wrongly, The shopper asked to cancel, Other) and a `note`, ' +
            'which the shopper sees on the order and in the cancellation mail. A reason from the other list answers 400.',
        ),
        params: idParams('order'),
        body: cancelOrderBody,
        response: { 200: orderChangeReply },
      },
    },
    async (req) => {
      const order = await changeOrderStatus(db, callerOf(req), req.params.id, 'Cancelled', app.ctx.clock(), req.body);
      return { message: 'Order cancelled successfully', order };
    },
  );

  r.post(
    '/api/orders/:id/reorder',
    {
      preValidation: allow('user'),
      schema: {
        ...doc(
          'Orders',
          'the ordering user',
          'Order again: a past order’s products back into the cart',
          'At today’s prices, as far as the stock goes; `skipped` says what could not be added and why (no longer sold, shop closed, out of stock). Anyone else’s order answers 404.',
        ),
        params: idParams('order'),
        response: { 200: reorderReply },
      },
    },
    async (req) => reorder(db, callerOf(req), req.params.id, app.ctx.clock()),
  );

  // ---------- shop admin ----------
  r.get(
    '/api/admin/orders',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc('Orders', 'admin', 'The orders of the admin’s shop', '`address` is null until Confirmed/Delivered.'),
        response: { 200: z.array(orderDto) },
      },
    },
    async (req) => listShopOrders(db, callerOf(req).id),
  );

  r.get(
    '/api/admin/dashboard',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc('Orders', 'admin', 'The shop owner’s dashboard', 'Orders to act on, Delivered sales today and this month (IST), low-stock products.'),
        response: { 200: adminDashboardDto },
      },
    },
    async (req) => shopDashboard(db, callerOf(req).id),
  );

  r.get(
    '/api/admin/orders/page',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Orders',
          'admin',
          'A page of the shop’s orders with the dashboard tiles',
          'The summary is over the same filter, computed in SQL: `totalIncome` = Delivered totals only, `expectedIncome` = Pending + Confirmed totals. ' +
            'Optional filters: `status`; `search` (order number, a product, the customer’s name; at most 100 characters); `from` and `to`, IST days (YYYY-MM-DD), both included.',
        ),
        querystring: adminOrdersQuery,
        response: { 200: shopOrdersPage },
      },
    },
    async (req) => {
      const q = req.query;
      const adminId = callerOf(req).id;
      return q.search ? search.run((tx) => pageShopOrders(tx, adminId, q)) : pageShopOrders(db, adminId, q);
    },
  );

  r.patch(
    '/api/admin/orders/:id/status',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Orders',
          'the admin of the order’s shop',
          'Move an order along',
          "`{ message: 'Order marked as {status}', order }`; 409 for a transition not in the table. " +
            'After Confirmed: `Packed`, then `Shipped` (shown to people as "Out for delivery"), then `Delivered`; either step may be skipped. ' +
            '`Refused` (from Confirmed, Packed or Shipped: the parcel came back) takes an optional `reason`: refused_at_door, not_reachable, wrong_address or other; stock goes back and an invoiced order gets its credit note.',
        ),
        params: idParams('order'),
        body: orderStatusBody,
        response: { 200: orderChangeReply },
      },
    },
    async (req) => {
      const { status, reason } = req.body;
      const order = await changeOrderStatus(db, callerOf(req), req.params.id, status, app.ctx.clock(), undefined, reason ?? null);
      return { message: `Order marked as ${status}`, order };
    },
  );
}
