import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBody, pageQuery } from '@bazaar/shared';
import { contactMessageDto, messageReply, paged } from '@bazaar/shared/responses';
import { z } from 'zod';
import { allow } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import { CONTACT_THANKS, listContactMessagePage, listContactMessages, submitContactMessage } from './contact.service.js';

const TAG = 'Contact and shop registration';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { database, limits } = app.ctx;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contact-form',
    {
      config: routeLimit(limits.contact),
      schema: { ...doc(TAG, 'all (rate-limited)', 'Send a message to the platform'), body: contactBody, response: { 201: messageReply } },
    },
    async (req, reply) => {
      await submitContactMessage(db, req.body);
      return reply.status(201).send({ message: CONTACT_THANKS });
    },
  );

  r.get(
    '/api/getall-contact',
    {
      preValidation: allow('superadmin'),
      schema: { ...doc(TAG, 'superadmin', 'Every contact message', 'Newest first.'), response: { 200: z.array(contactMessageDto) } },
    },
    async () => listContactMessages(db),
  );

  r.get(
    '/api/contact-messages',
    {
      preValidation: allow('superadmin'),
      schema: { ...doc(TAG, 'superadmin', 'A page of contact messages'), querystring: pageQuery, response: { 200: paged(contactMessageDto) } },
    },
    async (req) => listContactMessagePage(db, req.query.page, req.query.limit),
  );
}
