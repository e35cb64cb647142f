import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveryPinsBody, shopHoursBody } from '@bazaar/shared';
import { adminDetailsDto, deliveryPinsDto, deliveryPinsReply, shopHoursDto, shopHoursReply } from '@bazaar/shared/responses';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { deliveryPinsOfAdmin, setDeliveryPins } from './delivery-pins.service.js';
import { setShopHours, shopHoursOfAdmin } from './shop-hours.service.js';
import { adminDetails } from './shops.service.js';

/** A shop admin's own shop: where it delivers, its opening hours and contact email, and the admin's details. */
export async function ownShopRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
