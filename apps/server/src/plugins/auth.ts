import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@bazaar/shared';
import { AppError } from '../lib/errors.js';
import type { SessionUser } from '../lib/session-user.js';
import type { SessionCache } from './session-cache.js';

export type { SessionUser };

export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 10 * 60 * 1000;

/**
 * Where sessions are kept: app.ts passes the auth module's (modules/auth/session.service.ts), so this plugin
 * imports nothing from the modules (decision 057).
 */
export interface SessionStore {
  /** The user of a live session not idle since `idleSince`, or null. */
  find(idHash: string, idleSince: Date): Promise<SessionUser | null>;
  touch(idHash: string): Promise<void>;
  insert(row: { idHash: string; userId: string; expiresAt: Date }): Promise<void>;
  delete(idHash: string): Promise<void>;
}

export interface SessionOptions {
  store: SessionStore;
  cookieSecure: boolean;
  idleMs?: number;
  absoluteMs?: number;
  /** Session lookups kept for a moment (plugins/session-cache.ts). */
  cache: SessionCache;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised session lookup; null for anonymous. */
    sessionUser?: Promise<SessionUser | null>;
    /** The user a route's `allow()` guard let in. */
    caller: SessionUser | null;
  }
  interface FastifyInstance {
    sessionCookieName: string;
    authSettings: { store: SessionStore; idleMs: number; absoluteMs: number; cookieSecure: boolean; cache: SessionCache };
  }
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function registerAuth(app: FastifyInstance, opts: SessionOptions): Promise<void> {
  await app.register(cookie);
  // `__Host-` binds the cookie to this exact host over HTTPS; it needs Secure, so only with COOKIE_SECURE.
  app.decorate('sessionCookieName', opts.cookieSecure ? '__Host-bazaar_sid' : 'bazaar_sid');
  const idleMs = opts.idleMs ?? SESSION_IDLE_MS;
  const absoluteMs = opts.absoluteMs ?? SESSION_ABSOLUTE_MS;
  app.decorate('authSettings', { store: opts.store, idleMs, absoluteMs, cookieSecure: opts.cookieSecure, cache: opts.cache });
  app.decorateRequest('caller', null);
}

const settingsOf = (req: FastifyRequest) => req.server.authSettings;

export function currentUser(req: FastifyRequest): Promise<SessionUser | null> {
  if (!req.sessionUser) req.sessionUser = lookup(req);
  return req.sessionUser;
}

async function lookup(req: FastifyRequest): Promise<SessionUser | null> {
  const token = req.cookies[req.server.sessionCookieName];
  if (!token || token.length > 200) return null;
  const { store, idleMs, cache } = settingsOf(req);
  const hash = hashToken(token);
  const user = await cache.lookup(hash, () => store.find(hash, new Date(Date.now() - idleMs)));
  if (user && Date.now() - user.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await store.touch(user.sessionHash);
    cache.touched(user.sessionHash, new Date());
  }
  return user;
}

/** Whether a session (by its stored hash) still exists and is not idle past the limit: long-lived streams re-check it (never cached). */
export async function isSessionActive(app: FastifyInstance, sessionHash: string): Promise<boolean> {
  const { store, idleMs } = app.authSettings;
  return (await store.find(sessionHash, new Date(Date.now() - idleMs))) !== null;
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

/**
 * Route option `preValidation: allow(...)`: who may call. It runs before the route's schemas validate the
 * request, so a caller without the right session gets 401/403 before any 400 about the body. With no roles,
 * any logged-in account; `check` adds a rule with its own 403 message (e.g. shoppers only).
 */
export function allow(...roles: Role[]): (req: FastifyRequest) => Promise<void>;
export function allow(check: (user: SessionUser, req: FastifyRequest) => void): (req: FastifyRequest) => Promise<void>;
export function allow(...args: Role[] | [(user: SessionUser, req: FastifyRequest) => void]) {
  return async (req: FastifyRequest) => {
    const [first] = args;
    if (typeof first === 'function') {
      const user = await requireUser(req);
      first(user, req);
      req.caller = user;
    } else req.caller = args.length ? await requireRole(req, ...(args as Role[])) : await requireUser(req);
  };
}

/** The user the route's `allow()` guard let in. */
export function callerOf(req: FastifyRequest): SessionUser {
  if (!req.caller) throw new Error(`${req.method} ${req.routeOptions.url} has no allow() guard`);
  return req.caller;
}

/** Starts a fresh session (a new id at every login) and sets the cookie. */
export async function startSession(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const { store, absoluteMs, cookieSecure, cache } = settingsOf(req);
  const old = req.cookies[req.server.sessionCookieName];
  if (old) {
    await store.delete(hashToken(old));
    await cache.forgetSession(hashToken(old));
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await store.insert({ idHash: hashToken(token), userId, expiresAt: new Date(Date.now() + absoluteMs) });
  reply.setCookie(req.server.sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    maxAge: Math.floor(absoluteMs / 1000),
  });
}

/** Deletes the session and clears the cookie; answers the ended session's hash (undefined when there was none). */
export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
  const { store, cookieSecure, cache } = settingsOf(req);
  const token = req.cookies[req.server.sessionCookieName];
  const hash = token ? hashToken(token) : undefined;
  if (hash) {
    await store.delete(hash);
    await cache.forgetSession(hash);
  }
  reply.clearCookie(req.server.sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookieSecure });
  return hash;
}
