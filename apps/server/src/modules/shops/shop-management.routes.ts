import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createShopBody, shopListQuery, updateShopBody } from '@bazaar/shared';
import { createShopReply, paged, shopDto, shopIdParams, shopUpdateReply } from '@bazaar/shared/responses';
import { readForm } from '../../lib/multipart.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc, formBody } from '../../plugins/contracts.js';
import { createShop, listShops, updateShop } from './shops.service.js';

/** The platform owner's shops: creating one, the list with every field and the deactivated ones, and changing one. */
export async function shopManagementRoutes(app: FastifyInstance): Promise<void> {
  const { database, images, search } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/shops',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc('Shops', 'superadmin', 'Create a shop', '400 `Please upload an image`; 409 when the admin already owns a shop.'),
        consumes: ['multipart/form-data'],
        body: formBody(createShopBody, 'A multipart form with these fields and the file `image` (required).'),
        response: { 201: createShopReply },
      },
    },
    async (req, reply) => {
      const shop = await createShop(db, images, await readForm(req), callerOf(req));
      return reply.status(201).send({ message: 'Shop created successfully', name: shop.name, shop });
    },
  );

  r.get(
    '/api/superadmin/shops',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc('Shops', 'superadmin', 'A page of shops with all their fields, deactivated shops included (`active: false`)'),
        querystring: shopListQuery,
        response: { 200: paged(shopDto) },
      },
    },
    async (req) => {
      const q = req.query;
      const user = callerOf(req);
      return q.search ? search.run((tx) => listShops(tx, q, user, { withInactive: true })) : listShops(db, q, user, { withInactive: true });
    },
  );

  // Edit, reassign, deactivate or reactivate a shop (JSON body; see updateShopBody).
  r.patch(
    '/api/superadmin/shops/:shopId',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Shops',
          'superadmin',
          'Edit, reassign, deactivate or reactivate a shop',
          'Any creation field, `admin` to reassign to an admin without a shop, `active` to deactivate/reactivate. 409 when the new admin owns a shop. ' +
            'A deactivated shop is 404 in the public catalog (shops, its products), add-to-cart and checkout answer 409 "{shop} is not taking orders right now", ' +
            'cart lines carry `unavailable`; its orders stay.',
        ),
        params: shopIdParams,
        body: updateShopBody,
        response: { 200: shopUpdateReply },
      },
    },
    async (req) => {
      const shop = await updateShop(db, callerOf(req), req.params.shopId, req.body);
      // Reassigned: the old owner's live streams end, on every instance; the new owner's reopen on its shop.
      await app.ctx.live.recheck({ shopId: shop._id, userIds: shop.admin ? [shop.admin._id] : [] });
      return { message: 'Shop updated', shop };
    },
  );
}
