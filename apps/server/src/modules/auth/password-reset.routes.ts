import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordBody, resetPasswordBody } from '@bazaar/shared';
import { messageReply } from '@bazaar/shared/responses';
import { doc } from '../../plugins/contracts.js';
import { failureCounter, humanWait, routeLimit } from '../../plugins/rate-limit.js';
import { AppError } from '../../lib/errors.js';
import { DEFAULT_APP_URL, mailScope, type MailScope } from '../mail/mail.service.js';
import { requestPasswordReset, RESET_DONE, RESET_REQUESTED, resetPassword } from './password-reset.service.js';

/** A forgotten password: asking for a single-use reset link by email, and choosing a new password with it. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { limits, database, clock, hits } = app.ctx;
  const resetsPerEmail = failureCounter('reset-email', limits.passwordResetPerEmail, hits);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Work a request leaves for after its answer (the reset link's lookup and message): run in the request's mail scope,
   * the outbox worker woken when it queued mail, failures logged; the app waits for it when it closes.
   */
  const afterReply = new WeakMap<object, { job: () => Promise<void>; scope: MailScope | undefined }>();
  const running = new Set<Promise<void>>();
  const runAfterReply = (req: FastifyRequest, { job, scope: given }: { job: () => Promise<void>; scope: MailScope | undefined }) => {
    const scope = given ?? { hold: !app.ctx.mailWorker, appUrl: DEFAULT_APP_URL, queued: false };
    const p: Promise<void> = mailScope
      .run(scope, job)
      .then(() => {
        if (scope.queued) app.ctx.mailWorker?.kick();
      })
      .catch((err: unknown) => req.log.error({ err }, 'password reset: the link could not be prepared'))
      .finally(() => running.delete(p));
    running.add(p);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  // The same answer whether or not the email has an account; limited per client address and per email.
  r.post(
    '/api/auth/forgot-password',
    {
      config: routeLimit(limits.passwordReset),
      onResponse: (req, _reply, done) => {
        const job = afterReply.get(req);
        afterReply.delete(req);
        if (job) runAfterReply(req, job);
        done();
      },
      schema: {
        ...doc(
          'Auth',
          'all (rate-limited)',
          'Ask for a password reset link',
          'Mails a single-use link to `/reset-password?token=…` (30 minutes) when the email has an account. The answer is the same whether or not it has one; 429 after too many requests from this client or for this email.',
        ),
        body: forgotPasswordBody,
        response: { 200: messageReply },
      },
    },
    async (req) => {
      const email = req.body.email.toLowerCase();
      const now = clock();
      const wait = await resetsPerEmail.blockedFor(email, now.getTime());
      if (wait)
        throw new AppError('RATE_LIMITED', `Too many reset requests for this email. Please wait ${humanWait(wait)} and try again.`, { retryAfter: wait });
      await resetsPerEmail.fail(email, now.getTime());
      // The database must answer before the reply promises a link (else 503), whatever the email.
      await database.ping();
      // Whether the email has an account is looked up only after the answer is sent (decision 040): the request does
      // the same work, and takes the same time, for a real account and for none.
      afterReply.set(req, { job: () => requestPasswordReset(database.db, email, now), scope: mailScope.getStore() });
      return { message: RESET_REQUESTED };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: routeLimit(limits.passwordReset),
      schema: {
        ...doc(
          'Auth',
          'all (rate-limited)',
          'Choose a new password with a reset link',
          'The token from the link works once, for 30 minutes; the password follows the registration rules. Every session of the account ends; the user then logs in. 400 when the link is invalid, used or expired.',
        ),
        body: resetPasswordBody,
        response: { 200: messageReply },
      },
    },
    async (req) => {
      const userId = await resetPassword(database.db, req.body.token, req.body.password, clock());
      await app.ctx.sessions.forgetUser(userId);
      await app.ctx.live.recheck({ userIds: [userId] }); // its live streams end too, on every instance
      return { message: RESET_DONE };
    },
  );
}
