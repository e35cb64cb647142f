import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { channelMessageDto, pageQuery } from '@bazaar/shared';
import { paged } from '@bazaar/shared/responses';
import { allow } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { listChannelMessagePage } from './channel-outbox.service.js';

/** The platform owner's view of the SMS and WhatsApp messages (issue 27 #3, decision 086). */
export async function channelOutboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/superadmin/outbox/channel-messages',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Outbox',
          'superadmin',
          'A page of the SMS and WhatsApp messages',
          'Newest first, each with its channel, kind, number, status (`pending`, `sending`, `sent`, `delivered`, `read`, `failed`, or `capped`: over the number’s daily cap, never sent), tries and the provider’s message id; never the message’s variables.',
        ),
        querystring: pageQuery,
        response: { 200: paged(channelMessageDto) },
      },
    },
    async (req) => listChannelMessagePage(db, req.query.page, req.query.limit),
  );
}
