import { AsyncLocalStorage } from 'node:async_hooks';
import type { OrderStatus, ReturnStatus } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { openSecret, sealedPrefix, sealSecret, type OutboxKey } from '../mail/secrets.js';
import { claimDueEvents, claimRecorded, insertEvents, markEventRetry, markEventsDone, type EventRow } from './events.repo.js';
import { retryDelay } from '../../lib/retry-delay.js';

/**
 * Domain events (issue 23 #1, decision 054). A service records what its change sets off with `recordEvent(tx, …)`
 * in the change's own transaction; after the commit the dispatcher hands each event to every subscriber that takes
 * its type (the catalog cache, the live feed, SMS, PDFs, the mail worker), each on its own, with retries. Routes and
 * jobs only run services in an events scope: the effects follow by themselves, and never for a rolled-back change.
 */

/** What the live feed and the cache need to know of an order, taken in the transaction that changed it. */
export interface OrderRef {
  id: string;
  number: string;
  shopId: string;
  shopperName: string;
  status: OrderStatus;
  /** The order has an invoice (its PDFs are drawn after commit). */
  invoiced?: boolean;
}

/** Who changed an order's status: its shopper, its shop, or the platform (an unconfirmed COD order's time ran out). */
export type StatusActor = 'customer' | 'shopAdmin' | 'platform';

export type DomainEvent =
  | { type: 'order.placed'; orders: OrderRef[] }
  | { type: 'order.status-changed'; order: OrderRef; from: OrderStatus; to: OrderStatus; by: StatusActor }
  | { type: 'order.cod-confirmed'; order: OrderRef }
  /** A COD confirmation code to text; the code itself travels sealed in the event's `secret`, never in the payload. */
  | { type: 'cod.code-issued'; orderId: string; orderNumber: string; phone: string | null; accountId: string }
  /** A one-time login code to text (issue 27); sealed in `secret` like the COD code. `host`: the Web OTP line's. */
  | { type: 'otp.code-issued'; phone: string; purpose: 'login' | 'change-number'; host: string }
  /** A shop moved a return of an order on (issue 26); an ONDC order's buyer app hears it (issue 29). */
  | { type: 'return.status-changed'; returnId: string; orderId: string; to: ReturnStatus }
  /** A shop's catalog (no shopId: the lists of every shop) changed. */
  | { type: 'catalog.changed'; shopId?: string }
  /** An ONDC buyer app's signed request, acknowledged; its `on_{action}` is built and sent after commit (issue 29). */
  | { type: 'ondc.request'; action: string; body: unknown };

export type EventType = DomainEvent['type'];

/**
 * What the code running in a request or a job records into: the ids to dispatch after it, and the process's key to
 * seal secrets with. `sms`: whether this app sends texts at all (without a provider, no text events are recorded);
 * `whatsapp`: whether it sends WhatsApp messages (a COD code can go by WhatsApp, decision 086 addendum 2).
 */
export interface EventScope {
  recorded: string[];
  key?: OutboxKey;
  sms: boolean;
  whatsapp?: boolean;
}
export const eventScope = new AsyncLocalStorage<EventScope>();

/** Whether recording a text event makes sense here: the app has an SMS provider and a key to seal the code with. */
export function textsEnabled(): boolean {
  const s = eventScope.getStore();
  return !!s?.sms && !!s.key;
}

/** Whether a code may be sent by WhatsApp here: the app sends WhatsApp messages and has a key to seal the code with. */
export function whatsappCodesEnabled(): boolean {
  const s = eventScope.getStore();
  return !!s?.whatsapp && !!s.key;
}

/**
 * Writes events with `tx`, the transaction of the change that causes them: they exist exactly when it committed.
 * `secret`: a one-time code the event carries, sealed with the scope's key (decision 039); an event with a secret and
 * no key to seal it is not recorded (nothing could ever open it).
 */
export async function recordEvent(tx: Db, ...events: Array<DomainEvent | { event: DomainEvent; secret: string }>): Promise<void> {
  const scope = eventScope.getStore();
  const rows = [];
  for (const e of events) {
    const [event, secret] = 'event' in e ? [e.event, e.secret] : [e, undefined];
    if (secret !== undefined && !scope?.key) continue;
    const { type, ...payload } = event;
    rows.push({ id: newId(), type, payload, secret: secret === undefined ? null : sealSecret(secret, scope!.key!) });
  }
  await insertEvents(tx, rows);
  scope?.recorded.push(...rows.map((r) => r.id));
}

/** An event as subscribers get it: its payload, and its secret opened (undefined when it has none). */
export type Delivered = DomainEvent & { id: string; secret?: string; attempt: number };

export interface Subscriber {
  /** Stable: it is kept in `done` so a retry skips the subscribers that already handled the event. */
  name: string;
  takes(type: EventType): boolean;
  /** Throws to be retried (only this subscriber, only this event). */
  handle(event: Delivered): Promise<void>;
}

export interface DispatcherOptions {
  /** How often each instance looks for events to retry or left undispatched by a stopped instance. */
  pollMs: number;
  /** The wait after the first failed try; doubled after each further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many tries an event is `failed` (kept, with the last error). */
  maxAttempts: number;
  /** How long a claim holds an event: an instance that dies mid-dispatch frees it after this. */
  leaseMs: number;
  batch: number;
}

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  pollMs: 5_000,
  retryBaseMs: 5_000,
  retryMaxMs: 10 * 60_000,
  maxAttempts: 10,
  leaseMs: 60_000,
  batch: 50,
};

interface Log {
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

/**
 * Hands committed events to the subscribers. `dispatch(scope)` runs right after the request or job that recorded
 * them (before its reply is sent, as the routes' own calls did); a poller on every instance retries what failed,
 * and picks up what an instance recorded but never dispatched (it stopped), after a grace of 30 s. A failing
 * subscriber neither stops the others nor is run again for the ones that succeeded.
 */
export class EventDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private readonly inflight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly subscribers: readonly Subscriber[],
    private readonly opts: DispatcherOptions,
    private readonly log: Log,
    private readonly key: OutboxKey,
  ) {}

  /** A scope for a request or a job of this app. */
  scope(sms: boolean, whatsapp = false): EventScope {
    return { recorded: [], key: this.key, sms, whatsapp };
  }

  /** Runs `fn` (a job's work) in a scope of its own, then dispatches what it recorded, even when `fn` then threw. */
  async run<T>(fn: () => Promise<T>, sms: boolean): Promise<T> {
    const scope = this.scope(sms);
    try {
      return await eventScope.run(scope, fn);
    } finally {
      await this.dispatch(scope);
    }
  }

  /** After the commit: the scope's events, each to its subscribers. Never throws (the change is made). */
  async dispatch(scope: EventScope): Promise<void> {
    if (!scope.recorded.length) return;
    const ids = scope.recorded.splice(0);
    const p = (async () => {
      let claimed: EventRow[];
      try {
        claimed = await claimRecorded(this.db, ids, this.opts.leaseMs);
      } catch (err) {
        this.log.warn({ err }, 'events: could not claim; the poller retries them');
        return;
      }
      await this.deliverAll(claimed);
    })();
    this.inflight.add(p);
    try {
      await p;
    } finally {
      this.inflight.delete(p);
    }
  }

  start(): void {
    this.schedule(0);
  }

  /** Stops polling and waits for dispatches under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.polling;
    await Promise.allSettled([...this.inflight]);
  }

  /** One round of the poller (tests call it instead of waiting). */
  async poll(): Promise<void> {
    while (!this.stopped) {
      const due = await claimDueEvents(this.db, this.opts.batch, this.opts.leaseMs, sealedPrefix(this.key));
      await this.deliverAll(due);
      if (due.length < this.opts.batch) return;
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.polling = this.poll()
        .catch((err: unknown) => this.log.warn({ err }, 'events: could not read the pending events'))
        .finally(() => {
          this.polling = undefined;
          this.schedule(this.opts.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Each event to its subscribers, in the order they were recorded; the ones fully handled marked done at once. */
  private async deliverAll(events: EventRow[]): Promise<void> {
    const ok: string[] = [];
    for (const row of events) if (await this.deliver(row)) ok.push(row.id);
    await markEventsDone(this.db, ok).catch((err: unknown) =>
      this.log.warn({ err, events: ok }, 'events: outcome not recorded; the events are tried again after their lease'),
    );
  }

  /** True when every subscriber has now handled the event; else its retry is recorded here. */
  private async deliver(row: EventRow): Promise<boolean> {
    const done = [...row.done];
    const errors: string[] = [];
    const secret = row.secret === null ? undefined : openSecret(row.secret, this.key);
    const event = { ...(row.payload as object), type: row.type, id: row.id, attempt: row.attempts, ...(secret === undefined ? {} : { secret }) } as Delivered;
    for (const s of this.subscribers) {
      if (done.includes(s.name) || !s.takes(event.type)) continue;
      try {
        if (row.secret !== null && secret === undefined) throw new Error('its secret could not be opened with this server’s key');
        await s.handle(event);
        done.push(s.name);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        errors.push(`${s.name}: ${message}`);
        this.log.warn({ eventId: row.id, type: row.type, subscriber: s.name, attempts: row.attempts, error: message }, 'events: a subscriber failed');
      }
    }
    if (!errors.length) return true;
    const final = row.attempts >= this.opts.maxAttempts;
    if (final) this.log.error({ eventId: row.id, type: row.type, errors }, 'events: given up after the last try');
    await markEventRetry(this.db, row.id, done, errors.join('; '), retryDelay(row.attempts, this.opts), final).catch((err: unknown) =>
      this.log.warn({ err, eventId: row.id }, 'events: outcome not recorded; the event is tried again after its lease'),
    );
    return false;
  }
}
