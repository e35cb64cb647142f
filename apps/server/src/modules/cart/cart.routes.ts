import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartAddBody } from '@bazaar/shared';
import { cartChangeReply, cartCountReply, cartDto, idParams } from '@bazaar/shared/responses';
import { allow, callerOf, currentUser } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { addToCart, assertShopper, cartCount, clearCart, getCart, removeFromCart, removeShopFromCart } from './cart.service.js';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // 401 when anonymous, 403 `Only shopper accounts can use the cart` for admins and the superadmin.
  const shopper = allow(assertShopper);
  const WHO = 'user (shopper)';

  r.get(
    '/api/cart/count',
    { schema: { ...doc('Cart', 'all', 'How many items are in the cart', 'The total quantity; 0 for anonymous.'), response: { 200: cartCountReply } } },
    async (req) => ({ count: await cartCount(db, await currentUser(req)) }),
  );

  r.get(
    '/api/cart',
    {
      preValidation: shopper,
      schema: {
        ...doc(
          'Cart',
          WHO,
          'The cart',
          'Items (`_id` = product id), a per-shop breakdown, subtotal, deliveryCharge (per shop) and total. A line whose shop takes no orders now carries `unavailable` ("{shop} is not taking orders right now", whatever the reason).',
        ),
        response: { 200: cartDto },
      },
    },
    async (req) => getCart(db, callerOf(req).id, app.ctx.clock()),
  );

  r.post(
    '/api/cart/add',
    {
      preValidation: shopper,
      schema: {
        ...doc(
          'Cart',
          WHO,
          'Change the quantity of a product in the cart',
          '`quantity` is a delta (e.g. +1/-1; other fields ignored); a line reaching 0 is removed. 409 `Only N left` / `Out of stock`; 404 unknown product. ' +
            'A product with options needs `variantId` (one of its `variants[]._id`; 400 naming `variantId` without it); its line then carries `variantId`, `options` and `sku`, and `_id` is the variant’s.',
        ),
        body: cartAddBody,
        response: { 200: cartChangeReply },
      },
    },
    async (req) => addToCart(db, callerOf(req).id, req.body, app.ctx.clock()),
  );

  r.delete(
    '/api/cart/item/:id',
    {
      preValidation: shopper,
      schema: { ...doc('Cart', WHO, 'Remove a product from the cart'), params: idParams('product'), response: { 200: cartChangeReply } },
    },
    async (req) => removeFromCart(db, callerOf(req).id, req.params.id, app.ctx.clock()),
  );

  r.delete(
    '/api/cart/shop/:id',
    {
      preValidation: shopper,
      schema: {
        ...doc(
          'Cart',
          WHO,
          "Remove every line of one shop's products from the cart",
          'One tap for a shop that is not taking orders. 404 when the cart has none of its products.',
        ),
        params: idParams('shop'),
        response: { 200: cartChangeReply },
      },
    },
    async (req) => removeShopFromCart(db, callerOf(req).id, req.params.id, app.ctx.clock()),
  );

  r.post('/api/cart/clear', { preValidation: shopper, schema: { ...doc('Cart', WHO, 'Empty the cart'), response: { 200: cartChangeReply } } }, async (req) =>
    clearCart(db, callerOf(req).id, app.ctx.clock()),
  );
}
