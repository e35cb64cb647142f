import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, and refusal of state-changing requests that come from another site. */
export async function registerSecurity(app: FastifyInstance, opts: { cookieSecure: boolean; allowedOrigins: string[] }): Promise<void> {
  await app.register(helmet, {
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
