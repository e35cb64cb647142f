import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsBody, notificationsReply } from '@bazaar/shared';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { getNotifications, putNotifications } from './notifications.service.js';

const SHAPE =
  'One entry per kind of message that concerns the caller (a shopper’s order updates and COD code, a shop owner’s `new-order`, `password-reset` for an account with an email), each `{ email, sms, whatsapp }`, and `whatsappOptIn: { at, via } | null`.';

/** The caller's channels per kind of message and the WhatsApp opt-in (issue 27 #3, decision 086). */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { database, clock } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/notifications',
    {
      preValidation: allow(),
      schema: { ...doc('Auth', 'logged in', 'My notification channels', SHAPE), response: { 200: notificationsReply } },
    },
    async (req) => getNotifications(database.db, callerOf(req)),
  );

  r.put(
    '/api/account/notifications',
    {
      preValidation: allow(),
      schema: {
        ...doc(
          'Auth',
          'logged in',
          'Choose notification channels',
          `Any kinds, each with all three channels, and \`whatsappOptIn\` (true records the opt-in with its time; false opts out). WhatsApp only after the opt-in; the COD code always by email to an account with one, and by SMS or WhatsApp as chosen (one of them for an account without email); email only for an account with one; SMS for order updates only with a confirmed mobile number: otherwise 400 naming the kind (its label in \`message\`, its name in \`details.kind\`). Answers as GET. ${SHAPE}`,
        ),
        body: notificationsBody,
        response: { 200: notificationsReply },
      },
    },
    async (req) => putNotifications(database.db, callerOf(req), req.body, clock()),
  );
}
