import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBody, pageQuery, replyContactBody } from '@bazaar/shared';
import { contactMessageDto, idParams, messageReply, paged } from '@bazaar/shared/responses';
import { z } from 'zod';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import {
  closeContactMessage,
  CONTACT_THANKS,
  listContactMessagePage,
  listContactMessages,
  replyToContactMessage,
  submitContactMessage,
} from './contact.service.js';

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

  r.post(
    '/api/contact-messages/:id/reply',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Answer a contact message by email',
          '`reply` (2–5000 characters) is mailed to the sender and kept; the message becomes `replied`.',
        ),
        params: idParams('contact message'),
        body: replyContactBody,
        response: { 200: z.strictObject({ message: z.string(), contact: contactMessageDto }) },
      },
    },
    async (req) => ({
      message: 'Reply sent by email',
      contact: await replyToContactMessage(db, req.params.id, req.body.reply, callerOf(req), app.ctx.clock()),
    }),
  );

  r.post(
    '/api/contact-messages/:id/close',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(TAG, 'superadmin', 'Close a contact message that needs no answer', 'No mail is sent. 409 once it was answered.'),
        params: idParams('contact message'),
        response: { 200: z.strictObject({ message: z.string(), contact: contactMessageDto }) },
      },
    },
    async (req) => ({ message: 'Closed', contact: await closeContactMessage(db, req.params.id) }),
  );
}
