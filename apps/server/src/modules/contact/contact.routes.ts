import type { FastifyInstance } from 'fastify';
import { contactBody, pageQuery } from '@bazaar/shared';
import { parse } from '../../lib/validate.js';
import { requireRole } from '../../plugins/auth.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import { CONTACT_THANKS, listContactMessagePage, listContactMessages, submitContactMessage } from './contact.service.js';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { database, limits } = app.ctx;
  const db = database.db;

  app.post('/api/contact-form', { config: routeLimit(limits.contact) }, async (req, reply) => {
    await submitContactMessage(db, parse(contactBody, req.body));
    return reply.status(201).send({ message: CONTACT_THANKS });
  });

  app.get('/api/getall-contact', async (req) => {
    await requireRole(req, 'superadmin');
    return listContactMessages(db);
  });

  app.get('/api/contact-messages', async (req) => {
    await requireRole(req, 'superadmin');
    const q = parse(pageQuery, req.query);
    return listContactMessagePage(db, q.page, q.limit);
  });
}
