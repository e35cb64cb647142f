import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery } from '@bazaar/shared';
import { idParams, outboxMessageDetailDto, outboxMessageDto, paged } from '@bazaar/shared/responses';
import { allow } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { getOutboxMessage, listOutboxPage } from './mail.service.js';

const TAG = 'Outbox';

export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/superadmin/outbox',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'A page of the outbox',
          'Every message the platform wrote, newest first: `held` when the server has no SMTP_URL (kept, never sent), else `pending`, `sending`, `sent` or `failed` after the last try.',
        ),
        querystring: pageQuery,
        response: { 200: paged(outboxMessageDto) },
      },
    },
    async (req) => listOutboxPage(db, req.query.page, req.query.limit),
  );

  r.get(
    '/api/superadmin/outbox/:id',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(TAG, 'superadmin', 'One outbox message with its plain-text part', '404 for an unknown id.'),
        params: idParams('message'),
        response: { 200: outboxMessageDetailDto },
      },
    },
    async (req) => getOutboxMessage(db, req.params.id),
  );
}
