import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountExportReply, fileReply } from '@bazaar/shared/responses';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import { exportAccount, exportAsHtml } from './data-rights.service.js';

const TAG = 'Auth';

/** A person's rights over their data (issue 26 #7; decision 083): see everything Bazaar holds about them. */
export async function dataRightsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/export',
    {
      preValidation: allow(),
      config: routeLimit(app.ctx.limits.documentDownloads),
      schema: {
        ...doc(
          TAG,
          'logged in',
          'Everything Bazaar holds about me (JSON)',
          'Profile, saved addresses, cart, orders, reviews, complaints, contact messages and the emails sent to me.',
        ),
        response: { 200: accountExportReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', 'attachment; filename="bazaar-my-data.json"');
      return exportAccount(db, callerOf(req), app.ctx.clock());
    },
  );

  r.get(
    '/api/account/export/view',
    {
      preValidation: allow(),
      config: routeLimit(app.ctx.limits.documentDownloads),
      schema: {
        ...doc(TAG, 'logged in', 'Everything Bazaar holds about me, as a page to save, read or print', 'The same data as /api/account/export.'),
        response: { 200: fileReply('text/html', 'a page of the data, every value escaped') },
      },
    },
    async (req, reply) => {
      const html = exportAsHtml(await exportAccount(db, callerOf(req), app.ctx.clock()));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="bazaar-my-data.html"')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
