import type { FastifyInstance } from 'fastify';
import { cartAddBody } from '@bazaar/shared';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { parse } from '../../lib/validate.js';
import { addToCart, assertShopper, cartCount, clearCart, getCart, removeFromCart } from './cart.service.js';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;

  const shopper = async (req: Parameters<typeof requireUser>[0]) => {
    const user = await requireUser(req);
    assertShopper(user);
    return user;
  };

  app.get('/api/cart/count', async (req) => ({ count: await cartCount(db, await currentUser(req)) }));

  app.get('/api/cart', async (req) => getCart(db, (await shopper(req)).id));

  app.post('/api/cart/add', async (req) => {
    const user = await shopper(req);
    return addToCart(db, user.id, parse(cartAddBody, req.body));
  });

  app.delete<{ Params: { id: string } }>('/api/cart/item/:id', async (req) => removeFromCart(db, (await shopper(req)).id, req.params.id));

  app.post('/api/cart/clear', async (req) => clearCart(db, (await shopper(req)).id));
}
