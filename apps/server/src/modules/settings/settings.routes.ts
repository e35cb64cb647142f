import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsPatchBody, shippingTermsDto } from '@bazaar/shared';
import { platformSettingsView as viewDto, settingsChangeReply } from '@bazaar/shared/responses';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { changePlatformSettings, platformSettingsView, shippingTerms } from './settings.service.js';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/policies/shipping',
    {
      schema: {
        ...doc(
          'Settings',
          'all',
          'Delivery and cash-on-delivery terms in force',
          'What the shipping and returns pages show: the delivery charge per shop, the COD fee and limits, the legal cash ceiling (rupees).',
        ),
        response: { 200: shippingTermsDto },
      },
    },
    async () => shippingTerms(db, app.ctx.clock()),
  );

  r.get(
    '/api/superadmin/settings',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Settings',
          'superadmin',
          'The platform’s settings in force, the legal cash ceiling and the history of changes',
          'Rupees and percent as numbers. `history` lists every change, newest first (up to 100), with who made it and when; no change yet means the defaults.',
        ),
        response: { 200: viewDto },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return platformSettingsView(db, app.ctx.clock());
    },
  );

  r.patch(
    '/api/superadmin/settings',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Settings',
          'superadmin',
          'Change some of the platform’s settings',
          'A partial body of `codMaxOrderValue`, `codFee`, `duesBlockThreshold` (rupees), `commissionRate` (percent), `duesGraceDays` (days), `tcsOnCod` (boolean), `codConfirmAbove` (rupees or null), `codConfirmHours` (hours), ' +
            'and the daily caps of order messages `smsDailyCapPerNumber`, `smsDailyCapPerAccount`, `whatsappDailyCapPerNumber`, `whatsappDailyCapPerAccount` (0 to 10,000, read when each message is sent). ' +
            'Appends a version; earlier ones are kept. Applies to orders placed after it; an order keeps what it was placed with. ' +
            '400 naming the first invalid field; `codMaxOrderValue` at or above the Income-tax Act s.269ST cash ceiling (₹2,00,000) is a 400.',
        ),
        body: settingsPatchBody,
        response: { 200: settingsChangeReply },
      },
    },
    async (req) => changePlatformSettings(db, callerOf(req), req.body, app.ctx.clock()),
  );
}
