import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordBody, forgotPasswordBody, languageBody, languageFromHeader, loginBody, registerBody, resetPasswordBody } from '@bazaar/shared';
import { loginReply, messageReply, registerReply, userDto } from '@bazaar/shared/responses';
import { z } from 'zod';
import { allow, callerOf, currentUser, endSession, startSession } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { failureCounter, humanWait, loginGuard, routeLimit } from '../../plugins/rate-limit.js';
import { AppError } from '../../lib/errors.js';
import { DEFAULT_APP_URL, mailScope, type MailScope } from '../mail/mail.service.js';
import { requestPasswordReset, RESET_DONE, RESET_REQUESTED, resetPassword } from './password-reset.service.js';
import { authenticate, changePassword, CURRENT_PASSWORD_WRONG, registerUser, setAccountLanguage, toUserDto } from './auth.service.js';

export const REGISTERED = 'Registration successful! You are logged in.';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { limits, database, clock, hits } = app.ctx;
  const throttle = loginGuard(limits, hits);
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

  r.get(
    '/api/auth/me',
    { preValidation: allow(), schema: { ...doc('Auth', 'logged in', 'The logged-in account', '401 when anonymous.'), response: { 200: userDto } } },
    async (req) => toUserDto(callerOf(req)),
  );

  // Who is logged in, for the web app's first request (issue 22 #14): 200 for everyone, `user: null` when
  // anonymous, so a visitor's page logs no failed request. The spec's /api/auth/me (401 when anonymous) stays.
  r.get(
    '/api/auth/session',
    {
      schema: {
        ...doc('Auth', 'all', 'Who is logged in', 'Always 200: `{ user }`, the account as /api/auth/me answers it, or `null` when anonymous.'),
        response: { 200: z.strictObject({ user: userDto.nullable() }) },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return { user: user ? toUserDto(user) : null };
    },
  );

  r.post(
    '/api/auth/login',
    {
      config: routeLimit(limits.login),
      schema: {
        ...doc(
          'Auth',
          'all',
          'Log in',
          'Sets the session cookie. 401 `Invalid email or password`; 429 after too many attempts (per client address, and per account and client).',
        ),
        body: loginBody,
        response: { 200: loginReply },
      },
    },
    async (req, reply) => {
      const body = req.body;
      await throttle.check(body.email, req.ip);
      let user;
      try {
        user = await authenticate(database.db, body);
      } catch (err) {
        if (err instanceof AppError && err.code === 'UNAUTHENTICATED') await throttle.fail(body.email, req.ip);
        throw err;
      }
      await throttle.succeed(body.email, req.ip);
      await startSession(req, reply, user.id);
      return { message: 'Login successful', ...toUserDto(user), user: toUserDto(user) };
    },
  );

  r.post(
    '/api/auth/register',
    {
      config: routeLimit(limits.register),
      schema: {
        ...doc(
          'Auth',
          'all',
          'Create a shopper account',
          'Always role `user`; its `language` comes from `Accept-Language` (`hi`, `hi-IN` → hi; anything else, or none, en). Logs the new account in (sets the session cookie, ending any session this browser had). 409 when the email is taken.',
        ),
        body: registerBody,
        response: { 201: registerReply },
      },
    },
    async (req, reply) => {
      const user = await registerUser(database.db, req.body, clock(), languageFromHeader(req.headers['accept-language']));
      // Issue 22 #10: the new account is logged in; nobody types the password they just chose a second time.
      await startSession(req, reply, user.id);
      return reply.status(201).send({ message: REGISTERED, user: toUserDto(user) });
    },
  );

  // Issue 28: the account's language; the session cache forgets the account so every instance answers in it at once.
  r.put(
    '/api/account/language',
    {
      preValidation: allow(),
      schema: {
        ...doc(
          'Auth',
          'logged in',
          'Choose my language',
          '`language`: `en` (English) or `hi` (हिन्दी); anything else is 400. Error messages, mails and documents follow it from the next request. Answers the account as /api/auth/me does.',
        ),
        body: languageBody,
        response: { 200: userDto },
      },
    },
    async (req) => {
      const user = callerOf(req);
      await setAccountLanguage(database.db, user.id, req.body.language);
      await app.ctx.sessions.forgetUser(user.id);
      return toUserDto({ ...user, language: req.body.language });
    },
  );

  // Every other session of the account ends; this browser gets a fresh one.
  r.post(
    '/api/auth/change-password',
    {
      config: routeLimit(limits.login),
      preValidation: allow(),
      schema: {
        ...doc(
          'Auth',
          'logged in',
          'Change the password',
          'Every session of the account ends; this browser gets a new one. 400 when the current password is wrong; wrong guesses count towards the login lockout (429).',
        ),
        body: changePasswordBody,
        response: { 200: messageReply },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      const body = req.body;
      // Wrong current passwords are guesses too: the same counters as login, keyed by the account's email.
      await throttle.check(user.email, req.ip, 'wrong passwords');
      try {
        await changePassword(database.db, user.id, body.currentPassword, body.newPassword);
      } catch (err) {
        if (err instanceof AppError && err.code === 'VALIDATION' && err.message === CURRENT_PASSWORD_WRONG) await throttle.fail(user.email, req.ip);
        throw err;
      }
      await throttle.succeed(user.email, req.ip);
      // Every session of the account ended with the change: no instance may answer from one it kept.
      await app.ctx.sessions.forgetUser(user.id);
      await app.ctx.live.recheck({ userIds: [user.id] }); // its live streams end too, on every instance
      await startSession(req, reply, user.id);
      return { message: 'Password changed. Other devices have been logged out.' };
    },
  );

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

  // Logging out without a session is fine (idempotent): the cookie is cleared either way.
  r.post(
    '/api/auth/logout',
    { schema: { ...doc('Auth', 'all', 'Log out', 'The session is deleted server-side; the cookie is cleared either way.'), response: { 200: messageReply } } },
    async (req, reply) => {
      const ended = await endSession(req, reply);
      // Its live event streams end too, on every instance (decision 029).
      if (ended) await app.ctx.live.sessionEnded(ended);
      return { message: 'Logged out' };
    },
  );
}
