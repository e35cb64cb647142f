import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createShopBody, deliveryPinsBody, shopHoursBody, shopListQuery, updateShopBody } from '@bazaar/shared';
import {
  adminDetailsDto,
  createShopReply,
  deliveryPinsDto,
  deliveryPinsReply,
  shopHoursDto,
  shopHoursReply,
  paged,
  shopDto,
  shopFacetsDto,
  shopIdParams,
  shopUpdateReply,
} from '@bazaar/shared/responses';
import { z } from 'zod';
import { readForm } from '../../lib/multipart.js';
import { allow, callerOf, currentUser } from '../../plugins/auth.js';
import { shopProjection } from '../../plugins/catalog-cache.js';
import { doc, formBody } from '../../plugins/contracts.js';
import { deliveryPinsOfAdmin, setDeliveryPins } from './delivery-pins.service.js';
import { setShopHours, shopHoursOfAdmin } from './shop-hours.service.js';
import { adminDetails, createShop, getShop, listAllShops, listShops, shopFacets, updateShop } from './shops.service.js';

const PRIVATE = 'pan, gstnumber, razorpayAccountId and the admin’s email only for the superadmin and the shop’s own admin';

export async function shopsRoutes(app: FastifyInstance): Promise<void> {
  const { database, images, catalog, search } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public catalog reads: served from the catalog cache (plugins/catalog-cache.ts), keyed by what the viewer may see.
  r.get('/api/shops/all', { schema: { ...doc('Shops', 'all', 'Every shop', `${PRIVATE}.`), response: { 200: z.array(shopDto) } } }, async (req, reply) => {
    const viewer = await currentUser(req);
    return catalog.serve(req, reply, { projection: shopProjection(viewer) }, () => listAllShops(db, viewer));
  });

  r.get(
    '/api/shops',
    {
      schema: {
        ...doc(
          'Shops',
          'all',
          'A page of shops',
          `Search over shop name, owner name, category, location and the names of the shop's products (case-insensitive; a city's other name, e.g. Bangalore for Bengaluru, also matches). ${PRIVATE}.`,
        ),
        querystring: shopListQuery,
        response: { 200: paged(shopDto) },
      },
    },
    async (req, reply) => {
      const viewer = await currentUser(req);
      const q = req.query;
      return catalog.serve(req, reply, { projection: shopProjection(viewer) }, () =>
        q.search ? search.run((tx) => listShops(tx, q, viewer, { now: app.ctx.clock() })) : listShops(db, q, viewer, { now: app.ctx.clock() }),
      );
    },
  );

  r.get(
    '/api/shops/facets',
    { schema: { ...doc('Shops', 'all', 'The distinct shop categories and locations'), response: { 200: shopFacetsDto } } },
    async (req, reply) => catalog.serve(req, reply, {}, () => shopFacets(db)),
  );

  r.get(
    '/api/shops/:shopId',
    { schema: { ...doc('Shops', 'all', 'One shop', `404 when unknown. ${PRIVATE}.`), params: shopIdParams, response: { 200: shopDto } } },
    async (req, reply) => {
      const viewer = await currentUser(req);
      return catalog.serve(req, reply, { projection: shopProjection(viewer) }, () => getShop(db, req.params.shopId, viewer, app.ctx.clock()));
    },
  );

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

  r.get(
    '/api/admin/shop/delivery-pins',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc('Shops', 'admin (its own shop)', 'Where the shop delivers', 'An empty `pins` list means across India. 404 for an admin without a shop.'),
        response: { 200: deliveryPinsDto },
      },
    },
    async (req) => (await deliveryPinsOfAdmin(db, callerOf(req).id)).area,
  );

  r.put(
    '/api/admin/shop/delivery-pins',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Shops',
          'admin (its own shop)',
          'Set the PIN codes the shop delivers to',
          '`{ pins: ["560001", "561", …] }`: 6-digit PIN codes or 3-digit prefixes (at most 500; repeats and PINs under a listed prefix are dropped); `[]` = across India. ' +
            '400 naming a bad entry (`pins[2]: …`). Checkout then refuses (409, naming the shop) an address whose PIN code is not covered; the shop page shows the list.',
        ),
        body: deliveryPinsBody,
        response: { 200: deliveryPinsReply },
      },
    },
    async (req) => {
      const { area } = await setDeliveryPins(db, callerOf(req).id, req.body);
      return { message: 'Delivery area saved', ...area };
    },
  );

  r.get(
    '/api/admin/shop/hours',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc('Shops', 'admin (its own shop)', 'The shop’s opening hours and contact email', 'Empty `hours`: none given. 404 for an admin without a shop.'),
        response: { 200: shopHoursDto },
      },
    },
    async (req) => (await shopHoursOfAdmin(db, callerOf(req).id)).hours,
  );

  r.put(
    '/api/admin/shop/hours',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Shops',
          'admin (its own shop)',
          'Set the shop’s opening hours and contact email',
          '`{ hours: [{ day: 1, open: "09:00", close: "21:00" }, …], contactEmail: "orders@myshop.in" | null }`: India’s time, day 1 Monday … 7 Sunday, ' +
            'one opening a day closing after it opens; a day left out is closed; `[]` = no hours given. 400 naming a bad entry (`hours[2]: …`). ' +
            'The shop page says "Open now" or when it opens; ONDC’s catalog gives the hours as the store’s time and timing tags, and the email as its contact ' +
            '(null: the platform’s support email).',
        ),
        body: shopHoursBody,
        response: { 200: shopHoursReply },
      },
    },
    async (req) => {
      const { hours } = await setShopHours(db, callerOf(req).id, req.body);
      return { message: 'Opening hours saved', ...hours };
    },
  );

  // The spec reads the same details at both paths (with and without /api).
  for (const url of ['/admin/details', '/api/admin/details']) {
    r.get(
      url,
      {
        preValidation: allow('admin'),
        schema: {
          ...doc('Shops', 'admin', 'The shop admin and their shop', 'The same at /admin/details and /api/admin/details.'),
          response: { 200: adminDetailsDto },
        },
      },
      async (req) => adminDetails(db, callerOf(req)),
    );
  }
}
