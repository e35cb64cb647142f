import type { FastifyInstance } from 'fastify';
import { escalateOverdueGrievances } from '../modules/grievances/escalate-grievances.service.js';
import { runEvery, runJob } from './run-job.js';

/**
 * Escalates complaints whose clock ran out (issue 26 #5) to the platform owner, every `everyMs` on every instance;
 * the rows are locked and skipped by the other instances' sweeps, so a ticket is escalated (and mailed) once.
 */
export function registerGrievanceSweep(app: FastifyInstance, everyMs: number): void {
  runEvery(app, everyMs, 'the sweep of overdue complaints failed; it runs again', async () => {
    const escalated = await runJob(app, () => escalateOverdueGrievances(app.ctx.database.db, app.ctx.clock()));
    if (escalated.length) app.log.info({ grievances: escalated }, 'overdue complaints escalated');
  });
}
