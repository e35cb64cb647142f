import { WHATSAPP_KINDS, type PlatformSettings, type WhatsAppKind } from '@bazaar/shared';
import { getPlatformSettings } from '../settings/settings.service.js';
import type { Db } from '../../db/client.js';
import { retryDelay } from '../../lib/retry-delay.js';
import { platformOwnerEmails } from '../auth/auth.service.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { channelCapMail } from '../mail/messages.js';
import {
  applyProviderStatus,
  claimDueChannelMessages,
  countSentToday,
  selectAccountName as accountName,
  markChannelCapped,
  markChannelFailed,
  markChannelSent,
  selectConsent,
  upsertOptOut,
  type CapScope,
  type ChannelMessageRow,
  type Consent,
} from './channels.repo.js';
import { SmsNotSendable, type SmsSender } from '../sms/sms.js';
import type { SmsReport } from '../sms/delivery-reports.js';
import { isOrderSmsKind, orderSms } from './order-texts.js';
import { isStop, type WebhookNews, type WhatsAppSender } from './whatsapp.js';

/**
 * Messages by WhatsApp and SMS (issue 27, decision 086). They are rows of `channel_messages`, written once per event
 * (`order-messages.ts`) and sent by a `ChannelWorker` on every instance (claimed with FOR UPDATE SKIP LOCKED, so
 * each once); a failed or slow provider is retried with back-off and never reaches the request. Every try is
 * recorded with the provider's message id or its error; WhatsApp's status webhooks then move the message on
 * (delivered, read, failed). A number that said "STOP" gets nothing more on WhatsApp.
 */

/** Whether a consent row lets WhatsApp messages go: opted in, and not out since. */
export const optedIn = (c: Consent | undefined): c is Consent & { optedInAt: Date } => !!c?.optedInAt && (!c.optedOutAt || c.optedOutAt < c.optedInAt);

/** A number as the platform owner's alert shows it: the country code and the last four digits. */
export const maskNumber = (e164: string) => `${e164.slice(0, 3)}${'•'.repeat(Math.max(0, e164.length - 7))}${e164.slice(-4)}`;

export interface ChannelWorkerOptions {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  leaseMs: number;
  batch: number;
}

export const DEFAULT_CHANNEL_WORKER_OPTIONS: ChannelWorkerOptions = {
  pollMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 8,
  leaseMs: 2 * 60_000,
  batch: 20,
};

interface Log {
  warn(o: object, m: string): void;
}

export class ChannelWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly senders: { whatsapp?: WhatsAppSender; sms?: SmsSender },
    private readonly opts: ChannelWorkerOptions,
    private readonly log: Log,
  ) {}

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Sends what is due now (the poller calls it; tests call it instead of waiting). A run already going may have
   * read the due messages before the caller's were written: the caller then waits for one more run after it, which
   * every caller meanwhile shares, so what was due when `drain` was called has been tried when it resolves.
   */
  drain(): Promise<void> {
    if (!this.running) {
      this.running = this.sendDue().finally(() => (this.running = undefined));
      return this.running;
    }
    this.again ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.again = undefined;
        return this.drain();
      });
    return this.again;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.drain()
        .catch((err: unknown) => this.log.warn({ err }, 'channels: could not read the due messages'))
        .finally(() => this.schedule(this.opts.pollMs));
    }, ms);
    this.timer.unref();
  }

  private async sendDue(): Promise<void> {
    while (!this.stopped) {
      const claimed = await claimDueChannelMessages(this.db, this.opts.batch, this.opts.leaseMs);
      // The caps are platform settings with effective dates: read as they are now, for each batch.
      const settings = claimed.length ? await getPlatformSettings(this.db) : undefined;
      for (const m of claimed) await this.send(m, settings!);
      if (claimed.length < this.opts.batch) return;
    }
  }

  private async send(m: ChannelMessageRow, settings: PlatformSettings): Promise<void> {
    const provider = this.providerFor(m);
    if (typeof provider === 'string') {
      await markChannelFailed(this.db, m, provider, 0, true);
      return;
    }
    if (m.channel === 'whatsapp' && !optedIn(await selectConsent(this.db, m.recipient))) {
      await markChannelFailed(this.db, m, 'not sent: the number has not opted in to WhatsApp (or said STOP)', 0, true);
      return;
    }
    if (await capIfOver(this.db, m, settings)) return;
    let id: string | null;
    try {
      id = await provider();
    } catch (err) {
      const final = m.attempts >= this.opts.maxAttempts || err instanceof SmsNotSendable;
      const message = err instanceof Error ? err.message : String(err);
      const channel = m.channel === 'sms' ? 'SMS' : 'WhatsApp';
      this.log.warn({ channelMessageId: m.id, kind: m.kind, attempts: m.attempts, final, error: message }, `channels: ${channel} send failed`);
      await markChannelFailed(this.db, m, message, retryDelay(m.attempts, this.opts), final);
      return;
    }
    await markChannelSent(this.db, m, id);
  }

  /** The call that sends `m`, or why it cannot go (no provider for its channel, or none sends its kind). */
  private providerFor(m: ChannelMessageRow): (() => Promise<string | null>) | string {
    const { whatsapp, sms } = this.senders;
    // A code is never a queued row (it would rest in `params`): it goes from its event (cod-code-channels.ts).
    if (m.channel === 'whatsapp' && whatsapp && m.kind !== 'cod-code' && (WHATSAPP_KINDS as readonly string[]).includes(m.kind))
      return () => whatsapp.sendTemplate(m.recipient, m.kind as WhatsAppKind, m.params);
    const kind = m.kind;
    if (m.channel === 'sms' && sms && isOrderSmsKind(kind)) return () => sms.send(m.recipient, orderSms(kind, m.params));
    return `not sent: no ${m.channel} provider sends ${m.kind} messages`;
  }
}

/** The caps in force for `m`'s channel: per number and per account (platform settings, decision 086). */
export function capsOf(settings: PlatformSettings, channel: 'sms' | 'whatsapp'): Record<CapScope, number> {
  return channel === 'sms'
    ? { number: settings.smsDailyCapPerNumber, account: settings.smsDailyCapPerAccount }
    : { number: settings.whatsappDailyCapPerNumber, account: settings.whatsappDailyCapPerAccount };
}

/**
 * Helper of ChannelWorker.send: a message over its number's or its account's daily cap is kept as `capped`; the
 * first capped for that number (or account) and channel today alerts the platform owners.
 */
async function capIfOver(db: Db, m: ChannelMessageRow, settings: PlatformSettings): Promise<boolean> {
  const caps = capsOf(settings, m.channel);
  let scope: CapScope | undefined;
  for (const s of ['number', 'account'] as const) if (!scope && (await countSentToday(db, m, s)) >= caps[s]) scope = s;
  if (!scope) return false;
  const cap = caps[scope];
  const channel = m.channel === 'sms' ? 'SMS' : 'WhatsApp';
  await db.transaction(async (tx) => {
    const first = await markChannelCapped(tx, m, `not sent: this ${scope} reached its daily cap of ${cap} ${channel} messages`, scope);
    if (!first) return;
    const who = scope === 'number' ? maskNumber(m.recipient) : ((await accountName(tx, m.userId!)) ?? 'a deleted account');
    const content = channelCapMail(appUrl(), { channel: m.channel, number: who, cap, scope });
    await queueMail(
      tx,
      (await platformOwnerEmails(tx)).map((to) => ({ to, kind: 'channel-cap-reached', content })),
    );
  });
  return true;
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/**
 * A verified webhook's news: each known status moves its message on; an inbound "STOP" opts its number out.
 * Returns what it did (the route logs it).
 */
export async function takeWebhook(db: Db, news: WebhookNews, now: Date): Promise<{ statuses: number; optedOut: number }> {
  let statuses = 0;
  let optedOut = 0;
  for (const s of news.statuses) {
    if (!STATUSES.has(s.status)) continue;
    if (await applyProviderStatus(db, 'whatsapp', s.id, s.status as 'sent' | 'delivered' | 'read' | 'failed', s.error)) statuses++;
  }
  for (const m of news.inbound) {
    if (!isStop(m.text) || !/^\d{8,15}$/.test(m.from)) continue;
    await upsertOptOut(db, `+${m.from}`, 'whatsapp-stop', now);
    optedOut++;
  }
  return { statuses, optedOut };
}

/**
 * A verified SMS delivery report (Twilio's status callback, MSG91's webhook; decision 086 addendum 2): each final
 * status moves its text on, found by the provider's id; a report for a text that is not a channel message (a login
 * or COD code) or that came twice changes nothing. Returns how many messages changed.
 */
export async function takeSmsReports(db: Db, reports: SmsReport[]): Promise<number> {
  let changed = 0;
  for (const r of reports) if (await applyProviderStatus(db, 'sms', r.id, r.status, r.reason)) changed++;
  return changed;
}
