import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Msg91SmsSender, TwilioSmsSender } from '../sms/sms.js';
import { MSG91_REPORT_PATH, readMsg91Reports, readTwilioStatus, TWILIO_STATUS_PATH, validTwilioSignature } from '../sms/delivery-reports.js';
import { takeSmsReports } from './channels.service.js';

/** A provider's endpoint, not part of the API: left out of the OpenAPI document and the access matrix. */
const HIDDEN = { schema: { hide: true } };

const form = (raw: string): Record<string, string> => Object.fromEntries(new URLSearchParams(raw));

const sameSecret = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * SMS delivery reports (decision 086 addendum 2), registered only for the deployment's provider:
 * - `POST /api/webhooks/sms/twilio`, Twilio's status callback (every text is sent with it as StatusCallback, built
 *   from APP_URL), only with a valid `X-Twilio-Signature` for that URL and these parameters;
 * - `POST /api/webhooks/sms/msg91?token=…`, MSG91's delivery-report webhook (set on MSG91's panel), only with
 *   MSG91_WEBHOOK_TOKEN (MSG91 signs nothing).
 * A missing or wrong signature or token answers 401 and writes nothing. Each final status (delivered, failed) is
 * recorded on the channel message with the provider's id.
 */
export async function smsWebhookRoutes(app: FastifyInstance): Promise<void> {
  const sms = app.ctx.sms;
  const db = app.ctx.database.db;
  const twilio = sms instanceof TwilioSmsSender && sms.o.statusCallback ? sms.o : undefined;
  const msg91 = sms instanceof Msg91SmsSender && sms.o.webhookToken ? sms.o : undefined;
  if (!twilio && !msg91) return;
  await app.register(async (scope) => {
    // Only here: bodies kept as text (Twilio's signature covers the exact parameters).
    for (const type of ['application/x-www-form-urlencoded', 'application/json'])
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 256 * 1024 }, (req, body, done) => {
        req.rawBody = body as string;
        done(null, {});
      });

    if (twilio)
      scope.post(TWILIO_STATUS_PATH, HIDDEN, async (req, reply) => {
        const params = form(req.rawBody ?? '');
        const sig = req.headers['x-twilio-signature'];
        if (!validTwilioSignature(twilio.statusCallback!, params, typeof sig === 'string' ? sig : undefined, twilio.authToken)) {
          req.log.info('sms: Twilio status callback with a missing or wrong signature refused');
          return reply.code(401).send({ message: 'The X-Twilio-Signature header is missing or does not match this request.' });
        }
        const report = readTwilioStatus(params);
        const changed = report ? await takeSmsReports(db, [report]) : 0;
        req.log.info({ changed }, 'sms: Twilio status callback taken');
        return reply.code(204).send();
      });

    if (msg91)
      scope.post(MSG91_REPORT_PATH, HIDDEN, async (req, reply) => {
        const token = (req.query as Record<string, unknown>).token;
        if (typeof token !== 'string' || !sameSecret(token, msg91.webhookToken!)) {
          req.log.info('sms: MSG91 delivery report without the right token refused');
          return reply.code(401).send({ message: 'The token in the URL does not match MSG91_WEBHOOK_TOKEN.' });
        }
        const raw = req.rawBody ?? '';
        let body: unknown;
        try {
          body = (req.headers['content-type'] ?? '').startsWith('application/json') ? JSON.parse(raw) : form(raw);
        } catch {
          return reply.code(400).send({ message: 'The body is not JSON.' });
        }
        const changed = await takeSmsReports(db, readMsg91Reports(body));
        req.log.info({ changed }, 'sms: MSG91 delivery report taken');
        return { ok: true };
      });
  });
}
