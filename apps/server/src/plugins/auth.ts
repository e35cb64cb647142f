import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@bazaar/shared';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { deleteSession, findSessionUser, insertSession, touchSession, type SessionUser } from '../modules/auth/session.repo.js';

export type { SessionUser };

export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 10 * 60 * 1000;

export interface SessionOptions {
  cookieSecure: boolean;
  idleMs?: number;
  absoluteMs?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised session lookup; null for anonymous. */
    sessionUser?: Promise<SessionUser | null>;
  }
  interface FastifyInstance {
    sessionCookieName: string;
    authSettings: { db: Db; idleMs: number; absoluteMs: number; cookieSecure: boolean };
  }
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function registerAuth(app: FastifyInstance, db: Db, opts: SessionOptions): Promise<void> {
  await app.register(cookie);
  // `__Host-` binds the cookie to this exact host over HTTPS; it needs Secure, so only with COOKIE_SECURE.
  app.decorate('sessionCookieName', opts.cookieSecure ? '__Host-bazaar_sid' : 'bazaar_sid');
  const idleMs = opts.idleMs ?? SESSION_IDLE_MS;
  const absoluteMs = opts.absoluteMs ?? SESSION_ABSOLUTE_MS;
  app.decorate('authSettings', { db, idleMs, absoluteMs, cookieSecure: opts.cookieSecure });
}

const settingsOf = (req: FastifyRequest) => req.server.authSettings;

export function currentUser(req: FastifyRequest): Promise<SessionUser | null> {
  if (!req.sessionUser) req.sessionUser = lookup(req);
  return req.sessionUser;
}

async function lookup(req: FastifyRequest): Promise<SessionUser | null> {
  const token = req.cookies[req.server.sessionCookieName];
  if (!token || token.length > 200) return null;
  const { db, idleMs } = settingsOf(req);
  const user = await findSessionUser(db, hashToken(token), new Date(Date.now() - idleMs));
  if (user && Date.now() - user.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, user.sessionHash);
  return user;
}

export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(req);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please login to continue');
  return user;
}

export async function requireRole(req: FastifyRequest, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(req);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', `This needs a ${roles.join(' or ')} account`);
  return user;
}

/** Starts a fresh session (a new id at every login) and sets the cookie. */
export async function startSession(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const { db, absoluteMs, cookieSecure } = settingsOf(req);
  const old = req.cookies[req.server.sessionCookieName];
  if (old) await deleteSession(db, hashToken(old));
  const token = crypto.randomBytes(32).toString('base64url');
  await insertSession(db, { idHash: hashToken(token), userId, expiresAt: new Date(Date.now() + absoluteMs) });
  reply.setCookie(req.server.sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    maxAge: Math.floor(absoluteMs / 1000),
  });
}

export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, cookieSecure } = settingsOf(req);
  const token = req.cookies[req.server.sessionCookieName];
  if (token) await deleteSession(db, hashToken(token));
  reply.clearCookie(req.server.sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure });
}
