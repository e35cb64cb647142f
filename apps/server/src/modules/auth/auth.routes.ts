import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageFromHeader, loginBody, registerBody } from '@bazaar/shared';
import { loginReply, messageReply, registerReply, userDto } from '@bazaar/shared/responses';
import { z } from 'zod';
import { allow, callerOf, currentUser, endSession, startSession } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import { AppError } from '../../lib/errors.js';
import { authenticate, registerUser, toUserDto } from './auth.service.js';
import { loginThrottleOf } from './login-throttle.js';

export const REGISTERED = 'Registration successful! You are logged in.';

/**
 * Sessions: who is logged in, logging in with an email and password, creating a shopper account (which logs it in)
 * and logging out. The mobile-number login is otp.routes.ts; the account's own settings account-settings.routes.ts;
 * the reset link password-reset.routes.ts.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { limits, database, clock } = app.ctx;
  const throttle = loginThrottleOf(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

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
