import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdminBody, pageQuery, updateAdminBody } from '@bazaar/shared';
import { adminDto, createAdminReply, idParams, messageReply, paged } from '@bazaar/shared/responses';
import { z } from 'zod';
import { allow } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { createAdmin, deleteAdmin, listAdminPage, listAdmins, updateAdmin } from './admins.service.js';

export async function adminsRoutes(app: FastifyInstance): Promise<void> {
  const { database, catalog } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const superadmin = allow('superadmin');

  r.get(
    '/api/superadmin/admins',
    { preValidation: superadmin, schema: { ...doc('Admins', 'superadmin', 'Every shop admin account'), response: { 200: z.array(adminDto) } } },
    // Unpaged (the spec's call): at 10,000 admins one reply is ~2 MB, and building it for each of 100 concurrent
    // calls stalled the whole process (issue 9 #5). Served from the read cache: one load and one serialization
    // shared by concurrent calls, kept until an admin or a shop changes (private, never stored by browsers).
    async (req, reply) => catalog.serve(req, reply, { projection: 'superadmin:admins' }, () => listAdmins(db)),
  );

  r.get(
    '/api/superadmin/admins/page',
    {
      preValidation: superadmin,
      schema: { ...doc('Admins', 'superadmin', 'A page of shop admin accounts'), querystring: pageQuery, response: { 200: paged(adminDto) } },
    },
    async (req) => listAdminPage(db, req.query.page, req.query.limit),
  );

  r.post(
    '/api/superadmin/create-admin',
    {
      preValidation: superadmin,
      schema: {
        ...doc('Admins', 'superadmin', 'Create a shop admin account', '409 when the email is taken.'),
        body: createAdminBody,
        response: { 201: createAdminReply },
      },
    },
    async (req, reply) => {
      const admin = await createAdmin(db, req.body);
      return reply.status(201).send({ message: 'Admin created successfully', admin });
    },
  );

  r.patch(
    '/api/superadmin/admins/:id',
    {
      preValidation: superadmin,
      schema: {
        ...doc(
          'Admins',
          'superadmin',
          'Correct a shop admin’s name or phone',
          'At least one of `name`, `phone` (a 10-digit Indian mobile number). 404 when no admin has this id.',
        ),
        params: idParams('admin'),
        body: updateAdminBody,
        response: { 200: z.strictObject({ message: z.string(), admin: adminDto }) },
      },
    },
    async (req) => {
      const admin = await updateAdmin(db, req.params.id, req.body);
      await app.ctx.sessions.forgetUser(req.params.id); // their "Hi, name" reads the new name
      return { message: 'Admin updated', admin };
    },
  );

  r.delete(
    '/api/superadmin/delete-admin/:id',
    {
      preValidation: superadmin,
      schema: {
        ...doc('Admins', 'superadmin', 'Delete a shop admin account', '409 naming the shop when the admin owns one; 404 when unknown.'),
        params: idParams('admin'),
        response: { 200: messageReply },
      },
    },
    async (req) => {
      await deleteAdmin(db, req.params.id);
      await app.ctx.sessions.forgetUser(req.params.id); // its sessions went with it
      await app.ctx.live.recheck({ userIds: [req.params.id] }); // and its live streams, on every instance
      return { message: 'Admin deleted successfully' };
    },
  );
}
