import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  grievanceBody,
  grievanceChangeReply,
  grievanceDto,
  grievanceFiledReply,
  grievanceList,
  grievanceListQuery,
  grievanceMessageBody,
  grievanceSettingsChangeReply,
  grievanceSettingsPatchBody,
  grievanceSettingsView,
  publicGrievanceInfo,
} from '@bazaar/shared';
import { idParams } from '@bazaar/shared/responses';
import { AppError } from '../../lib/errors.js';
import { allow, callerOf, currentUser } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { failureCounter, humanWait } from '../../plugins/rate-limit.js';
import { addGrievanceMessage, fileGrievance, getGrievance, listAllGrievances, listMyGrievances, listShopGrievances } from './grievances.service.js';
import { changeGrievanceSettings, grievanceSettingsForOwner, publicGrievanceInfo as publicInfo } from './grievance-settings.service.js';

const TAG = 'Grievances';

/** Issue 26 #5 (decision 081): complaints with the E-Commerce Rules' clocks, and the grievance officer. */
export async function grievancesRoutes(app: FastifyInstance): Promise<void> {
  const { database, limits, hits } = app.ctx;
  const db = database.db;
  const anonymousFilings = failureCounter('grievance-anon', limits.grievancesAnonymous, hits);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/grievances',
    {
      schema: {
        ...doc(
          TAG,
          'all (anonymous: rate-limited, with name, email and phone)',
          'File a complaint',
          'About an order (`orderId`, one of the caller’s own: login needed), a product (`productId`), a shop (`shopId`) or, with none of them, the platform. ' +
            'Acknowledged at once: the ticket number is mailed to the complainant, and the shop (or the platform owner) must answer by `respondBy` and resolve by `dueBy`, else it is escalated.',
        ),
        body: grievanceBody,
        response: { 201: grievanceFiledReply },
      },
    },
    async (req, reply) => {
      const caller = await currentUser(req);
      const now = app.ctx.clock();
      if (!caller) {
        const wait = await anonymousFilings.blockedFor(req.ip);
        if (wait)
          throw new AppError('RATE_LIMITED', `Too many complaints from this connection. Please wait ${humanWait(wait)}, or login to file without this limit.`, {
            retryAfter: wait,
          });
        await anonymousFilings.fail(req.ip);
      }
      return reply.status(201).send(await fileGrievance(db, caller, req.body, now));
    },
  );

  r.get(
    '/api/grievances',
    {
      preValidation: allow(),
      schema: { ...doc(TAG, 'logged in', 'My complaints', 'Newest first.'), response: { 200: grievanceList } },
    },
    async (req) => listMyGrievances(db, callerOf(req), app.ctx.clock()),
  );

  r.get(
    '/api/grievance-officer',
    {
      schema: {
        ...doc(TAG, 'all', 'The grievance officer and the clocks', 'What the contact page, the footer and the grievance page show.'),
        response: { 200: publicGrievanceInfo },
      },
    },
    async () => publicInfo(db),
  );

  r.get(
    '/api/grievances/:id',
    {
      preValidation: allow(),
      schema: {
        ...doc(TAG, 'the complainant, the shop it is about, superadmin', 'One complaint with its messages', 'Anyone else: 404.'),
        params: idParams('grievance'),
        response: { 200: grievanceDto },
      },
    },
    async (req) => getGrievance(db, callerOf(req), req.params.id, app.ctx.clock()),
  );

  r.post(
    '/api/grievances/:id/messages',
    {
      preValidation: allow(),
      schema: {
        ...doc(
          TAG,
          'the complainant, the shop it is about, superadmin',
          'Write on a complaint (append-only)',
          '`action: resolve` (the shop, or the platform owner; only the platform owner once escalated) or `reopen` (the complainant, within `reopenDays` of the resolution). 409 on a move the table refuses.',
        ),
        params: idParams('grievance'),
        body: grievanceMessageBody,
        response: { 201: grievanceChangeReply },
      },
    },
    async (req, reply) => reply.status(201).send(await addGrievanceMessage(db, callerOf(req), req.params.id, req.body, app.ctx.clock())),
  );

  r.get(
    '/api/admin/grievances',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(TAG, 'admin', 'Complaints about my shop, its orders and products', 'Newest first; `status` filters.'),
        querystring: grievanceListQuery,
        response: { 200: grievanceList },
      },
    },
    async (req) => listShopGrievances(db, callerOf(req), req.query.status, app.ctx.clock()),
  );

  r.get(
    '/api/superadmin/grievances',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(TAG, 'superadmin', 'Every complaint', 'Newest first; `status` filters (Escalated: the overdue ones).'),
        querystring: grievanceListQuery,
        response: { 200: grievanceList },
      },
    },
    async (req) => listAllGrievances(db, req.query.status, app.ctx.clock()),
  );

  r.get(
    '/api/superadmin/grievance-settings',
    {
      preValidation: allow('superadmin'),
      schema: { ...doc(TAG, 'superadmin', 'The complaint clocks and the grievance officer in force'), response: { 200: grievanceSettingsView } },
    },
    async () => grievanceSettingsForOwner(db),
  );

  r.patch(
    '/api/superadmin/grievance-settings',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          TAG,
          'superadmin',
          'Change the complaint clocks or the grievance officer',
          'Appends a dated version (never edits one). `ackHours` at most 48 and `resolveDays` at most 30: the law’s figures.',
        ),
        body: grievanceSettingsPatchBody,
        response: { 200: grievanceSettingsChangeReply },
      },
    },
    async (req) => changeGrievanceSettings(db, callerOf(req), req.body, app.ctx.clock()),
  );
}
