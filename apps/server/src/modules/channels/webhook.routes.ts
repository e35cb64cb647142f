import type { FastifyInstance } from 'fastify';
import { takeWebhook } from './channels.service.js';
import { readWebhook, validWebhookSignature } from './whatsapp.js';

/** A provider's endpoint, not part of the API: left out of the OpenAPI document and the access matrix. */
const HIDDEN = { schema: { hide: true } };

/**
 * WhatsApp's webhooks (decision 086), registered only when WhatsApp is configured (app.ctx.whatsapp), like the ONDC
 * routes: `POST /api/webhooks/whatsapp` takes status updates and inbound messages, only when `X-Hub-Signature-256`
 * is the HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET (else 401); `GET` answers Meta's subscription
 * handshake when WHATSAPP_VERIFY_TOKEN matches (else 403).
 */
export async function whatsappWebhookRoutes(app: FastifyInstance): Promise<void> {
  const wa = app.ctx.whatsapp;
  if (!wa) return;
  const db = app.ctx.database.db;
  await app.register(async (scope) => {
    // Only here: JSON kept as text (the signature covers the exact bytes).
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (req, body, done) => {
      req.rawBody = body as string;
      done(null, {});
    });
    scope.get('/api/webhooks/whatsapp', HIDDEN, async (req, reply) => {
      const q = req.query as Record<string, string | undefined>;
      if (q['hub.mode'] !== 'subscribe' || !wa.options.verifyToken || q['hub.verify_token'] !== wa.options.verifyToken)
        return reply.code(403).send({ message: 'The verify token does not match WHATSAPP_VERIFY_TOKEN.' });
      return reply.type('text/plain').send(String(q['hub.challenge'] ?? ''));
    });
    scope.post('/api/webhooks/whatsapp', HIDDEN, async (req, reply) => {
      const raw = req.rawBody ?? '';
      const sig = req.headers['x-hub-signature-256'];
      if (!validWebhookSignature(raw, typeof sig === 'string' ? sig : undefined, wa.options.appSecret)) {
        req.log.info('whatsapp: webhook with a missing or wrong signature refused');
        return reply.code(401).send({ message: 'The X-Hub-Signature-256 header is missing or does not match this body.' });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ message: 'The body is not JSON.' });
      }
      const done = await takeWebhook(db, readWebhook(body), app.ctx.clock());
      req.log.info(done, 'whatsapp: webhook taken');
      return { ok: true };
    });
  });
}
