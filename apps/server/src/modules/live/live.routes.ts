import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveBye, LiveReady, OrderEvent } from '@bazaar/shared';
import { allow, callerOf } from '../../plugins/auth.js';
import { AppError } from '../../lib/errors.js';
import { LIVE_STREAMS_PER_SESSION } from '../../plugins/live-events.js';
import { doc } from '../../plugins/contracts.js';
import { openShopFeed, shopPendingCount, streamRefusal } from './live.service.js';

/** Tells a dropped browser to come back after this long (EventSource reconnects by itself). */
const RETRY_MS = 3000;

export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const { live } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/events',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Orders',
          'admin',
          'The shop’s live order events (Server-Sent Events)',
          'A `text/event-stream` that stays open. `event: ready` `{ pendingCount }` first; then `event: order` ' +
            '`{ type: order.placed | order.cancelled | order.status, orderId, orderNumber, shopperName, status, pendingCount, at }` for each ' +
            'committed change to an order of the caller’s own shop (never the address or another shop’s data); `: ping` every ~25 s; ' +
            '`event: bye` `{ reason }` before the server ends it (logout or session end: `session-ended`; the shop reassigned or ' +
            'the account changed: `access-changed`; shutdown; `resync`). Every event is checked against the shop’s current owner ' +
            'before it is sent. An admin without a shop gets a stream that carries no order events (`pendingCount` 0). ' +
            `At most ${LIVE_STREAMS_PER_SESSION} streams per session on one server: 429 beyond. Decision 029.`,
        ),
        response: {
          200: {
            description: 'the event stream',
            content: { 'text/event-stream': { schema: z.string().meta({ description: 'Server-Sent Events' }) } },
          },
        },
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      const shopId = await openShopFeed(db, user.id);
      // Counted and subscribed with no await in between: two opening at once cannot both slip under the cap.
      if (live.streamsOf(user.sessionHash) >= LIVE_STREAMS_PER_SESSION)
        throw new AppError(
          'RATE_LIMITED',
          `Too many live order feeds are open for this login (at most ${LIVE_STREAMS_PER_SESSION}): close a tab of Bazaar and try again`,
        );
      const stream = new PassThrough();
      const write = (text: string) => {
        if (!stream.writableEnded && !stream.destroyed) stream.write(text);
      };
      const event = (name: string, data: OrderEvent | LiveReady | LiveBye) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      let unsubscribe = () => {};
      const finish = () => {
        unsubscribe();
        if (!stream.writableEnded) stream.end();
      };
      // Subscribe before counting: an order placed in between is both counted and sent, never lost.
      unsubscribe = live.subscribe({
        shopId,
        sessionHash: user.sessionHash,
        userId: user.id,
        send: (e) => event('order', e),
        ping: () => write(': ping\n\n'),
        end: (reason) => {
          // Shutting down: the connection must not linger as keep-alive and hold the server open.
          const socket = reason === 'server-closing' ? reply.raw.socket : null;
          if (socket)
            reply.raw.once('finish', () => {
              socket.end(); // after the last chunk; a client that does not answer the FIN is cut off
              setTimeout(() => socket.destroy(), 500).unref();
            });
          event('bye', { reason });
          finish();
        },
        check: () => streamRefusal(db, { sessionHash: user.sessionHash, userId: user.id, shopId }, new Date(Date.now() - app.authSettings.idleMs)),
      });
      reply.raw.once('close', finish);
      write(`retry: ${RETRY_MS}\n\n`);
      shopPendingCount(db, shopId).then(
        (pendingCount) => event('ready', { pendingCount }),
        (err: unknown) => {
          req.log.warn({ err }, 'live feed: pending count failed');
          finish();
        },
      );
      // No compression, no buffering proxies (nginx honours X-Accel-Buffering); every onSend hook still runs,
      // so the security headers and the request id are on this reply as on any other.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-accel-buffering', 'no')
        .send(stream as unknown as string); // the contract documents the stream as text; Fastify pipes the stream
    },
  );
}
