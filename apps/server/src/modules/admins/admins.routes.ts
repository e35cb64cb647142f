import type { FastifyInstance } from 'fastify';
import { createAdminBody, pageQuery } from '@bazaar/shared';
import { parse } from '../../lib/validate.js';
import { requireRole } from '../../plugins/auth.js';
import { createAdmin, deleteAdmin, listAdminPage, listAdmins } from './admins.service.js';

export async function adminsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;

  app.get('/api/superadmin/admins', async (req) => {
    await requireRole(req, 'superadmin');
    return listAdmins(db);
  });

  app.get('/api/superadmin/admins/page', async (req) => {
    await requireRole(req, 'superadmin');
    const q = parse(pageQuery, req.query);
    return listAdminPage(db, q.page, q.limit);
  });

  app.post('/api/superadmin/create-admin', async (req, reply) => {
    await requireRole(req, 'superadmin');
    const admin = await createAdmin(db, parse(createAdminBody, req.body));
    return reply.status(201).send({ message: 'Admin created successfully', admin });
  });

  app.delete<{ Params: { id: string } }>('/api/superadmin/delete-admin/:id', async (req) => {
    await requireRole(req, 'superadmin');
    await deleteAdmin(db, req.params.id);
    return { message: 'Admin deleted successfully' };
  });
}
