import type { FastifyInstance } from 'fastify';
import { eventScope } from '../events/events.service.js';
import { decryptChallenge } from './domain/subscribe-challenge.js';
import { ACK, acceptRequest, checkRequest, nack, ONDC_ACTIONS, ondcInvoicePdf } from './ondc.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's exact text: the ONDC signature covers these bytes, not a re-serialised object. */
    rawBody?: string;
  }
}

/**
 * `POST {path of ONDC_SUBSCRIBER_URL}/{action}` (issue 29): registered only when ONDC is on (app.ctx.ondc), so with
 * ONDC off every /ondc path is the usual 404. A bad signature answers 401 with a NACK and a WWW-Authenticate header,
 * a bad context 400 with a NACK; an accepted request ACK at once, its `on_{action}` following through the events.
 */
export async function ondcRoutes(app: FastifyInstance): Promise<void> {
  const rt = app.ctx.ondc;
  if (!rt) return;
  const db = app.ctx.database.db;
  // The invoice link of an order's `documents` (on_status when picked up and delivered): a token, not a session.
  app.get<{ Params: { orderId: string }; Querystring: { token?: string } }>(`${rt.config.basePath}/invoices/:orderId.pdf`, async (req, reply) => {
    const file = await ondcInvoicePdf(db, rt, req.params.orderId, req.query.token);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(file.pdf);
  });
  // The registry's subscription challenge (not signed: the registry proves nothing, Bazaar proves it holds its key).
  const subscribe = rt.config.subscribe;
  if (subscribe)
    app.post<{ Body: { subscriber_id?: unknown; challenge?: unknown } }>(`${rt.config.basePath}/on_subscribe`, async (req, reply) => {
      const { subscriber_id: subscriberId, challenge } = req.body ?? {};
      if (subscriberId !== rt.config.subscriberId)
        return reply.code(400).send({ message: `subscriber_id must be ${rt.config.subscriberId}, the id this server subscribes as` });
      const answer = typeof challenge === 'string' ? decryptChallenge(challenge, subscribe.encryptionKey, subscribe.registryKey) : undefined;
      if (answer === undefined)
        return reply.code(400).send({ message: 'challenge is not one Bazaar’s encryption key can open with the registry’s public key' });
      req.log.info({ subscriberId }, 'ondc: subscription challenge answered');
      return { answer };
    });
  await app.register(async (scope) => {
    // Only here: JSON kept as text too (the digest is over the raw bytes).
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (req, body, done) => {
      req.rawBody = body as string;
      done(null, {});
    });
    for (const action of ONDC_ACTIONS) {
      scope.post(`${rt.config.basePath}/${action}`, async (req, reply) => {
        const verdict = await checkRequest(rt, action, req.rawBody ?? '', req.headers.authorization);
        if (!verdict.ok) {
          req.log.info({ action, status: verdict.status, reason: verdict.error }, 'ondc: request refused');
          if (verdict.status === 401) reply.header('www-authenticate', `Signature realm="${rt.config.subscriberId}",headers="(created) (expires) digest"`);
          return reply.code(verdict.status).send(nack(verdict.status === 401 ? '401' : '400', verdict.error));
        }
        // Recorded in a scope of its own, dispatched once the ACK has gone: the buyer app hears ACK at once, and the
        // callback does not wait for this reply (a slow buyer app never delays the ACK).
        const events = app.ctx.events.scope(false);
        await eventScope.run(events, () => acceptRequest(db, action, verdict.body));
        reply.raw.once('finish', () => void app.ctx.events.dispatch(events));
        const c = verdict.context;
        req.log.info({ action, transactionId: c.transaction_id, messageId: c.message_id, bapId: c.bap_id }, 'ondc: request accepted');
        return ACK;
      });
    }
  });
}
