import type { FastifyInstance } from 'fastify';
import { escalateUndecidedReturns } from '../modules/returns/returns.service.js';
import { mailOverdueRefunds } from '../modules/returns/refund-account.service.js';
import { runEvery, runJob } from './run-job.js';

/**
 * Escalates return requests the shop did not decide in time (issue 26 #2) to the platform owner, and mails the platform
 * owners each refund not recorded by its due date (#3), every `everyMs` on every instance; the rows are locked and
 * skipped by the other instances' sweeps, so each is escalated (and mailed) once.
 */
export function registerReturnSweep(app: FastifyInstance, everyMs: number): void {
  runEvery(app, everyMs, 'the sweep of undecided returns failed; it runs again', async () => {
    const escalated = await runJob(app, () => escalateUndecidedReturns(app.ctx.database.db, app.ctx.clock()));
    if (escalated.length) app.log.info({ returns: escalated }, 'undecided returns escalated');
    // Refunds not recorded by their due date: the platform owners are mailed once per return (issue 26 #3).
    const overdue = await runJob(app, () => mailOverdueRefunds(app.ctx.database.db, app.ctx.clock()));
    if (overdue.length) app.log.info({ returns: overdue }, 'overdue refunds mailed to the platform owners');
  });
}
