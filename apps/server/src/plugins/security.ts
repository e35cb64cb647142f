import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The security headers helmet sets, computed once (issue 15 #2): they do not depend on the request, and
 * @fastify/helmet called helmet() again for every request (building its eleven middlewares and parsing the
 * CSP directives each time: 7 % of the CPU of a cached read in a profile). Helmet writes them to this
 * stand-in response; the same list is then set on every response.
 */
export function securityHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => (failed = err));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return [...headers];
}

/** Security headers, and refusal of state-changing requests that come from another site. */
export function registerSecurity(app: FastifyInstance, opts: { cookieSecure: boolean; allowedOrigins: string[] }): void {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: opts.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // On the raw response, as @fastify/helmet did: they stay on error replies and on what Fastify's 404 sends.
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // Synchronous: every request runs it, and reads (most requests) leave at the first line.
  app.addHook('onRequest', (req, _reply, done) => {
    if (!UNSAFE.has(req.method)) return done();
    if (req.headers['sec-fetch-site'] === 'cross-site') return done(new AppError('FORBIDDEN', 'Cross-site requests are not allowed'));
    const origin = req.headers.origin;
    if (origin === undefined) return done(); // not a browser (curl, server-to-server); cookies are SameSite=Lax anyway
    if (!isOwnOrigin(req, origin, opts.allowedOrigins)) return done(new AppError('FORBIDDEN', 'Requests from another site are not allowed'));
    done();
  });
}

/**
 * Our own origin is the scheme, host and port this request reached. `req.protocol` and `req.host` read
 * `X-Forwarded-Proto` / `X-Forwarded-Host` only when TRUST_PROXY is on (Fastify's `trustProxy`); otherwise they
 * come from the connection and the Host header, which a cross-site browser request cannot forge.
 * `https://host` against a plain-HTTP server is a different origin, and so is another port.
 */
function isOwnOrigin(req: FastifyRequest, origin: string, allowed: string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    const given = new URL(origin);
    if (given.protocol !== 'http:' && given.protocol !== 'https:') return false;
    // Normalised the same way on both sides (a default port like :80 disappears in both).
    const own = new URL(`${req.protocol}://${req.host}`);
    return given.origin === own.origin;
  } catch {
    return false; // "null" or garbage
  }
}
