import type { MailTransport } from '../../src/modules/mail/outbox-worker.js';
import { until } from './smtp.js';

/** Fast enough for tests: look every 50 ms, retry after 50, 100, 200, 200 … ms. */
export const FAST_WORKER = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200, leaseMs: 5_000, from: 'Bazaar <no-reply@bazaar.test>' };

export interface SentMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * A mail transport that keeps what it is given, in order: for tests that need a message's secret (a reset link, a
 * COD code), which only the sent mail carries (decision 039). `newest` waits for a matching message.
 */
export function memoryMailbox() {
  const sent: SentMail[] = [];
  const transport: MailTransport = {
    async sendMail(m) {
      sent.push({ to: m.to, subject: m.subject, html: m.html, text: m.text });
    },
  };
  return {
    transport,
    sent,
    /** The newest message to `to` that matches, once it has been sent (waits up to 10 s). */
    async newest(to: string, match: (m: SentMail) => boolean = () => true, count = 1): Promise<SentMail> {
      const mine = () => sent.filter((m) => m.to === to && match(m));
      await until(() => mine().length >= count, 10_000, `message ${count} to ${to}`);
      return mine().at(-1)!;
    },
  };
}
