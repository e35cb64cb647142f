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
