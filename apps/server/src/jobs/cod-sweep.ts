import type { FastifyInstance } from 'fastify';
import { cancelUnconfirmedOrders } from '../modules/cod-confirmation/cod-confirmation.service.js';
import { runEvery, runJob } from './run-job.js';

/**
 * Cancels COD orders whose shopper never gave the code in time (issue 13 #5), every `everyMs` on every instance:
 * each cancellation goes through changeOrderStatus (the platform's move), so instances never cancel one twice, and
 * its effects (the shop's pages, the owners' live feed, the shopper's mail) follow from its events (runJob).
 */
export function registerCodSweep(app: FastifyInstance, everyMs: number): void {
  runEvery(app, everyMs, 'the sweep of unconfirmed COD orders failed; it runs again', async () => {
    const cancelled = await runJob(app, () => cancelUnconfirmedOrders(app.ctx.database.db, app.ctx.clock()));
    if (cancelled.length) app.log.info({ orders: cancelled.map((o) => o._id) }, 'unconfirmed COD orders cancelled');
  });
}
