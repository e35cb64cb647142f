import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { platformProfileChangeReply, platformProfilePatchBody, platformProfileView as viewDto, publicProfileReply } from '@bazaar/shared';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { changePlatformProfile, platformProfileView, publicPlatformProfile } from './platform.service.js';

export const TAG = 'Platform details and payments to Bazaar';

/**
 * Issue 22 #7 (decision 051): the platform's public details and the platform owner's changes to them. The payee
 * details and the payments shops report are in payment-claims.routes.ts.
 */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/platform/profile',
    {
      schema: {
        ...doc(
          TAG,
          'all',
          'The platform’s support contacts and social pages',
          'Only what the platform owner filled in: an empty value is null (or left out of `social`).',
        ),
        response: { 200: publicProfileReply },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return publicPlatformProfile(db);
    },
  );

  r.get(
    '/api/superadmin/platform-profile',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(TAG, 'superadmin', 'Every detail the platform shows and the payee details', 'Empty strings for values never filled in.'),
        response: { 200: viewDto },
      },
    },
    async () => platformProfileView(db),
  );

  r.patch(
    '/api/superadmin/platform-profile',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Change the support contacts, social pages or payee details',
          'Any of `supportEmail`, `supportPhone`, `supportAddress`, `supportHours`, `facebookUrl`, `instagramUrl`, `xUrl`, `youtubeUrl`, `payeeName`, `upiId`, `bankAccountName`, `bankAccountNumber`, `bankIfsc`, `bankName`; an empty string removes a value. ' +
            'Appends a version (earlier ones are kept). 400 names the first bad field.',
        ),
        body: platformProfilePatchBody,
        response: { 200: platformProfileChangeReply },
      },
    },
    async (req) => changePlatformProfile(db, callerOf(req), req.body, app.ctx.clock()),
  );
}
