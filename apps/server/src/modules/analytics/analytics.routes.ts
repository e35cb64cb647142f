import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsDto, shopIdParams } from '@bazaar/shared/responses';
import { allow } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { shopAnalytics } from './analytics.service.js';

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/superadmin/shops/:shopId/analytics',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Shops',
          'superadmin',
          'A shop’s order and product figures',
          '`deliveredTotal` is the shop’s income, `expectedTotal` = Pending + Confirmed; the same computation as the owner’s tiles (decision 010). ' +
            'Refused parcels count apart from Cancelled; `rtoRate` = refused ÷ (delivered + refused), in percent (decision 022).',
        ),
        params: shopIdParams,
        response: { 200: analyticsDto },
      },
    },
    async (req) => shopAnalytics(db, req.params.shopId),
  );
}
