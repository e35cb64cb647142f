import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { savedAddressBody } from '@bazaar/shared';
import { idParams, messageReply, savedAddressChangeReply, savedAddressList } from '@bazaar/shared/responses';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { createAddress, listAddresses, removeAddress, replaceAddress } from './addresses.service.js';

/** A shopper's saved delivery addresses (issue 22 #9, decision 049). Someone else's address answers 404. */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const WHO = 'user (shopper)';
  const FIELDS =
    'The body is the checkout’s `deliveryAddress` (name, phone, line1, line2 optional, city, state as name or GST code, pincode: it must belong to the state) and `isDefault` (optional).';

  r.get(
    '/api/addresses',
    {
      preValidation: allow('user'),
      schema: {
        ...doc('Addresses', WHO, 'My saved addresses', 'The default first, then the most recently changed; `max` is the most one may keep.'),
        response: { 200: savedAddressList },
      },
    },
    async (req) => listAddresses(db, callerOf(req).id),
  );

  r.post(
    '/api/addresses',
    {
      preValidation: allow('user'),
      schema: {
        ...doc('Addresses', WHO, 'Save an address', `${FIELDS} The first address is the default. 409 beyond the most one may keep.`),
        body: savedAddressBody,
        response: { 201: savedAddressChangeReply },
      },
    },
    async (req, reply) => reply.status(201).send(await createAddress(db, callerOf(req).id, req.body, app.ctx.clock())),
  );

  r.put(
    '/api/addresses/:id',
    {
      preValidation: allow('user'),
      schema: {
        ...doc('Addresses', WHO, 'Change a saved address', `${FIELDS} \`isDefault: true\` makes it the default; 400 for \`false\` on the default.`),
        params: idParams('address'),
        body: savedAddressBody,
        response: { 200: savedAddressChangeReply },
      },
    },
    async (req) => replaceAddress(db, callerOf(req).id, req.params.id, req.body, app.ctx.clock()),
  );

  r.delete(
    '/api/addresses/:id',
    {
      preValidation: allow('user'),
      schema: {
        ...doc('Addresses', WHO, 'Delete a saved address', 'When it was the default, the most recently changed one left becomes the default.'),
        params: idParams('address'),
        response: { 200: messageReply },
      },
    },
    async (req) => removeAddress(db, callerOf(req).id, req.params.id),
  );
}
