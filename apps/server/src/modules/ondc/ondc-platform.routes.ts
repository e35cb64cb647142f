import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ondcCallbackDto, ondcOrderRowDto, ondcOverviewDto, pageQuery } from '@bazaar/shared';
import { paged } from '@bazaar/shared/responses';
import { allow } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { listOndcCallbacks, listOndcOrders, ondcOverview } from './ondc-platform.service.js';

const TAG = 'ONDC';

/**
 * The platform owner's ONDC screen (issue 29 #3): registered whether ONDC is on or not, so the screen can say it is
 * off (and orders taken while it was on stay listed).
 */
export async function ondcPlatformRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/superadmin/ondc',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Whether Bazaar is on ONDC',
          '`enabled` is false unless the server was started with `ONDC_SUBSCRIBER_ID` (and the other ONDC_* variables); then the subscriber id, its URL and the cities served.',
        ),
        response: { 200: ondcOverviewDto },
      },
    },
    async () => ondcOverview(app.ctx.ondc?.config),
  );

  r.get(
    '/api/superadmin/ondc/orders',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'A page of the orders buyer apps placed on ONDC',
          'Newest first: the buyer app, its own order id and transaction, the shop, the Bazaar status and total. Never the buyer’s name, phone or address.',
        ),
        querystring: pageQuery,
        response: { 200: paged(ondcOrderRowDto) },
      },
    },
    async (req) => listOndcOrders(db, req.query.page, req.query.limit),
  );

  r.get(
    '/api/superadmin/ondc/callbacks',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'A page of the callbacks to buyer apps not sent yet',
          'Newest first: each `on_{action}` still to be tried (`pending`, with its next try) or given up after the last try (`failed`), with its transaction and message ids, tries and the last error. Never the callback’s content.',
        ),
        querystring: pageQuery,
        response: { 200: paged(ondcCallbackDto) },
      },
    },
    async (req) => listOndcCallbacks(db, req.query.page, req.query.limit),
  );
}
