import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromHeader, type Language } from '@bazaar/shared';
import { translateMessage } from '../i18n/translate.js';
import { currentUser } from './auth.js';

/**
 * The language of a request (issue 28, decision 091): the account's when someone is logged in, else the first
 * language of `Accept-Language` Bazaar speaks (`hi`, `hi-IN` → Hindi), else English. A server error (5xx) does not
 * look the session up: the database may be what failed.
 */
export async function requestLanguage(req: FastifyRequest, lookUpSession = true): Promise<Language> {
  if (req.caller) return req.caller.language;
  if (lookUpSession) {
    const user = await currentUser(req).catch(() => null);
    if (user) return user.language;
  }
  return languageFromHeader(req.headers['accept-language']) ?? 'en';
}

/**
 * Every error reply's `message` in the request's language, in one place: whatever made the reply (the error handler,
 * the validation of a contract, a plugin that answers by itself), `{ message, code, details? }` leaves through here.
 * The `code` and every other field stay as they are; so do the messages of the validation's `issues`, translated too.
 * A successful reply passes untouched and synchronously (decision 033: no promise per request).
 */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !isJson(reply)) return done(null, payload);
    localize(req, reply, payload).then(
      (p) => done(null, p),
      () => done(null, payload),
    );
  });
}

const isJson = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('application/json');

type ErrorBody = { message?: unknown; issues?: unknown; details?: { issues?: unknown } };

async function localize(req: FastifyRequest, reply: FastifyReply, payload: string): Promise<string> {
  const language = await requestLanguage(req, reply.statusCode < 500);
  if (language === 'en') return payload;
  const body = JSON.parse(payload) as ErrorBody;
  if (!body || typeof body.message !== 'string') return payload;
  body.message = translateMessage(body.message, language);
  for (const list of [body.issues, body.details?.issues])
    if (Array.isArray(list))
      for (const issue of list as { message?: unknown }[]) if (typeof issue?.message === 'string') issue.message = translateMessage(issue.message, language);
  reply.header('content-language', language);
  return JSON.stringify(body);
}
