import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordBody, languageBody } from '@bazaar/shared';
import { messageReply, userDto } from '@bazaar/shared/responses';
import { allow, callerOf, startSession } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import { AppError } from '../../lib/errors.js';
import { changePassword, CURRENT_PASSWORD_WRONG, setAccountLanguage, toUserDto } from './auth.service.js';
import { loginThrottleOf } from './login-throttle.js';

/** The logged-in account's own settings: its language, and its password (guarded by the login's counters). */
export async function accountSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { limits, database } = app.ctx;
  const throttle = loginThrottleOf(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
