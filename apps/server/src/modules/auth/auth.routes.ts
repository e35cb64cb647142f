import type { FastifyInstance } from 'fastify';
import { changePasswordBody, loginBody, registerBody } from '@bazaar/shared';
import { endSession, requireUser, startSession } from '../../plugins/auth.js';
import { FailureCounter, humanWait, routeLimit } from '../../plugins/rate-limit.js';
import { AppError } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { authenticate, changePassword, registerUser, toUserDto } from './auth.service.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { limits, database } = app.ctx;
  const failedLogins = new FailureCounter(limits.loginPerAccount);

  app.get('/api/auth/me', async (req) => {
    const user = await requireUser(req);
    return toUserDto(user);
  });

  app.post('/api/auth/login', { config: routeLimit(limits.login) }, async (req, reply) => {
    const body = parse(loginBody, req.body);
    const wait = failedLogins.blockedFor(body.email);
    if (wait)
      throw new AppError('RATE_LIMITED', `Too many failed logins for this account. Please wait ${humanWait(wait)} and try again.`, { retryAfter: wait });
    let user;
    try {
      user = await authenticate(database.db, body);
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNAUTHENTICATED') failedLogins.fail(body.email);
      throw err;
    }
    failedLogins.reset(body.email);
    await startSession(req, reply, user.id);
    return { message: 'Login successful', ...toUserDto(user), user: toUserDto(user) };
  });

  app.post('/api/auth/register', { config: routeLimit(limits.register) }, async (req, reply) => {
    const body = parse(registerBody, req.body);
    const user = await registerUser(database.db, body);
    return reply.status(201).send({ message: 'Registration successful! Please login.', user: toUserDto(user) });
  });

  // Every other session of the account ends; this browser gets a fresh one.
  app.post('/api/auth/change-password', { config: routeLimit(limits.login) }, async (req, reply) => {
    const user = await requireUser(req);
    const body = parse(changePasswordBody, req.body);
    await changePassword(database.db, user.id, body.currentPassword, body.newPassword);
    await startSession(req, reply, user.id);
    return { message: 'Password changed. Other devices have been logged out.' };
  });

  // Logging out without a session is fine (idempotent): the cookie is cleared either way.
  app.post('/api/auth/logout', async (req, reply) => {
    await endSession(req, reply);
    return { message: 'Logged out' };
  });
}
