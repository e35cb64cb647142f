import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { invoiceAttachment } from '../invoices/documents.service.js';
import { claimDue, failUnopenable, markFailed, markSent, releaseClaims, type OutboxRow } from './outbox.repo.js';
import { openSecret, sealedPrefix, withSecret, type OutboxKey } from './secrets.js';
import { retryDelay } from '../../lib/retry-delay.js';

/** After this, a message sealed by another process's key is given up: its link or code has expired anyway. */
const UNOPENABLE_AFTER_MS = 60 * 60_000;

/** What the worker needs of nodemailer's transporter (tests pass the same, pointed at a loopback server). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  }): Promise<unknown>;
  close?(): void;
}

export interface WorkerOptions {
  from: string;
  /** How often the worker looks for due messages besides being woken after a request that queued some. */
  pollMs: number;
  /** The wait after the first failed try; doubled after each further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many tries a message is `failed` (kept, shown on the Outbox screen, not retried). */
  maxAttempts: number;
  /** How long a claim holds a message: an instance that dies mid-send frees it after this. */
  leaseMs: number;
  batch: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  from: 'Bazaar <no-reply@localhost>',
  pollMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 2 * 60_000,
  batch: 20,
};

/**
 * Sends the outbox after commit (decision 028). Every instance runs one; they share the work through
 * `claimDue` (FOR UPDATE SKIP LOCKED), so each message is sent by one instance. A failed send is retried with
 * back-off and never reaches the request that queued the message. `stop()` waits for the message in flight.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly opts: WorkerOptions,
    private readonly log: FastifyBaseLogger,
    /** Opens the secrets this process sealed (decision 039). */
    private readonly key: OutboxKey,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Look now (a request has just committed messages). */
  kick(): void {
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close?.();
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running || this.stopped) return;
    this.running = this.drain()
      .catch((err: unknown) => this.log.warn({ err }, 'outbox: could not read the outbox'))
      .finally(() => {
        this.running = undefined;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : this.opts.pollMs);
      });
  }

  private async drain(): Promise<void> {
    const given = await failUnopenable(this.db, sealedPrefix(this.key), UNOPENABLE_AFTER_MS);
    if (given) this.log.warn({ messages: given }, 'outbox: messages sealed by another process given up (set OUTBOX_KEY on every instance)');
    while (!this.stopped) {
      const claimed = await claimDue(this.db, this.opts.batch, this.opts.leaseMs, sealedPrefix(this.key));
      for (const [i, m] of claimed.entries()) {
        // A stopping instance gives back what it has not started, so the next instance need not wait for the lease.
        if (this.stopped)
          return releaseClaims(
            this.db,
            claimed.slice(i).map((c) => c.id),
          );
        await this.send(m);
      }
      if (claimed.length < this.opts.batch) return;
    }
  }

  private async send(m: OutboxRow): Promise<void> {
    try {
      const secret = m.secret === null ? undefined : openSecret(m.secret, this.key);
      if (m.secret !== null && secret === undefined) {
        await markFailed(this.db, m.id, 'not sent: its secret could not be opened with this server’s key', 0, true);
        return;
      }
      const fill = (s: string) => (secret === undefined ? s : withSecret(s, secret));
      const attachment = m.attachment ? await invoiceAttachment(this.db, m.attachment.orderId) : null;
      await this.transport.sendMail({
        from: this.opts.from,
        to: m.recipient,
        subject: fill(m.subject),
        html: fill(m.html),
        text: fill(m.text),
        ...(attachment ? { attachments: [{ filename: attachment.fileName, content: attachment.pdf, contentType: 'application/pdf' }] } : {}),
      });
    } catch (err) {
      const final = m.attempts >= this.opts.maxAttempts;
      const retryIn = retryDelay(m.attempts, this.opts);
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ outboxId: m.id, kind: m.kind, attempts: m.attempts, final, error: message }, 'outbox: send failed');
      await markFailed(this.db, m.id, message, retryIn, final);
      return;
    }
    await markSent(this.db, m.id);
  }
}
