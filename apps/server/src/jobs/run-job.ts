import type { FastifyInstance } from 'fastify';
import { eventScope } from '../modules/events/events.service.js';
import { mailScope, type MailScope } from '../modules/mail/mail.service.js';

/**
 * Runs a scheduled job's work as a request runs (issue 23 #1): in a mail scope (messages held or sent as the app's
 * mail says) and an events scope, so what the services record is dispatched after its commits, the same effects a
 * route's call has (the catalog cache, the live feed, texts, PDFs), and the mail worker is woken if it queued mail.
 */
export async function runJob<T>(app: FastifyInstance, fn: () => Promise<T>): Promise<T> {
  const scope: MailScope = { hold: !app.ctx.mailWorker, appUrl: app.ctx.appUrl, queued: false, key: app.ctx.mailKey };
  const events = app.ctx.events.scope(!!app.ctx.sms);
  try {
    return await mailScope.run(scope, () => eventScope.run(events, fn));
  } finally {
    await app.ctx.events.dispatch(events);
    if (scope.queued) app.ctx.mailWorker?.kick();
  }
}

/**
 * Runs `job` every `everyMs` on this instance once the app is ready, never two at once (a slow run skips the
 * ticks it overlaps), and waits for a run in progress when the app closes. A failure is logged as `failure` and
 * the job runs again at the next tick. The job keeps its rows safe from the other instances itself (row locks).
 */
export function runEvery(app: FastifyInstance, everyMs: number, failure: string, job: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      await job();
    } catch (err) {
      app.log.error({ err }, failure);
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= sweep().finally(() => (running = undefined));
    }, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
