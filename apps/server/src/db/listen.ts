import type { Database } from './client.js';

/**
 * PostgreSQL LISTEN for the caches and the live events (decisions 005, 029, 032): one pooled connection per
 * database LISTENs on every channel the instance needs, reconnects when it is lost, and tells each subscriber when
 * it is deaf (`lost`) and when it hears again (`listening`), so each can forget what it may have missed.
 * On PGlite (one process) there is nothing to listen to: `listenChannel` answers a subscription that is always
 * "listening" and never hears anything.
 */
export interface ChannelSubscriber {
  /** A notification on the channel (payloads are never empty: empty ones are dropped). */
  message(payload: string): void;
  /** LISTEN is in place (the first time, and after every reconnect). */
  listening?(): void;
  /** The connection was lost: notifications are missed until `listening` runs again. */
  lost?(): void;
}

export interface Subscription {
  /** True while notifications on the channel can be heard (always on PGlite). */
  listening(): boolean;
  /** The PostgreSQL backend pid of the listening connection (tests terminate it to try reconnects). */
  pid(): number | undefined;
  close(): Promise<void>;
}

interface ListenClient {
  query(text: string): Promise<unknown>;
  on(event: 'notification', fn: (msg: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', fn: (err?: Error) => void): void;
  release(err?: Error | boolean): void;
  processID?: number;
}

interface Pool {
  connect(): Promise<ListenClient>;
}

interface Entry {
  channel: string;
  subscriber: ChannelSubscriber;
  relistenDelayMs: number;
}

/** Channel names are ours (constants), never input; quoted anyway. */
const ident = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

class Listener {
  private client: ListenClient | undefined;
  private connecting: Promise<void> | undefined;
  private readonly entries = new Set<Entry>();
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly pool: Pool) {}

  get connected(): boolean {
    return this.client !== undefined;
  }

  get pid(): number | undefined {
    return this.client?.processID;
  }

  async add(entry: Entry): Promise<void> {
    this.entries.add(entry);
    if (this.client) {
      const client = this.client;
      try {
        await client.query(`LISTEN ${ident(entry.channel)}`);
        if (this.client === client && this.entries.has(entry)) entry.subscriber.listening?.();
      } catch {
        /* the connection is going: `lost` reconnects and LISTENs again */
      }
      return;
    }
    await this.connect();
  }

  async remove(entry: Entry): Promise<void> {
    if (!this.entries.delete(entry)) return;
    const client = this.client;
    if (!client) return;
    if ([...this.entries].some((e) => e.channel === entry.channel)) return;
    await client.query(`UNLISTEN ${ident(entry.channel)}`).catch(() => {});
    if (this.entries.size === 0 && this.client === client) {
      this.client = undefined;
      client.release();
    }
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    if (this.entries.size === 0) return;
    let client: ListenClient | undefined;
    try {
      client = await this.pool.connect();
      const c = client;
      c.on('notification', (msg) => {
        if (this.client !== c || !msg.payload) return;
        for (const e of [...this.entries]) if (e.channel === msg.channel) e.subscriber.message(msg.payload);
      });
      const lost = (err?: Error) => {
        if (this.client !== c) return;
        this.client = undefined;
        c.release(err ?? true);
        for (const e of [...this.entries]) e.subscriber.lost?.();
        this.later(Math.max(...[...this.entries].map((e) => e.relistenDelayMs)));
      };
      c.on('error', lost);
      c.on('end', lost);
      for (const channel of new Set([...this.entries].map((e) => e.channel))) await c.query(`LISTEN ${ident(channel)}`);
      if (this.entries.size === 0) {
        c.release();
        return;
      }
      this.client = c;
      for (const e of [...this.entries]) e.subscriber.listening?.();
    } catch {
      if (client && this.client !== client) client.release(true);
      this.later(1000);
    }
  }

  private later(ms: number): void {
    if (this.entries.size === 0 || this.retry || !Number.isFinite(ms)) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, ms);
    this.retry.unref();
  }
}

const listeners = new WeakMap<Database, Listener>();

/**
 * Subscribes to `channel` on the database's one listening connection (opened with the first subscription,
 * released with the last). Resolves once LISTEN is in place, or after a failed first try (it retries).
 */
export async function listenChannel(
  database: Database,
  channel: string,
  subscriber: ChannelSubscriber,
  opts: { relistenDelayMs?: number } = {},
): Promise<Subscription> {
  const pool = database.kind === 'postgres' ? (database.db as unknown as { $client?: Pool }).$client : undefined;
  if (!pool) {
    let open = true;
    return { listening: () => open, pid: () => undefined, close: async () => void (open = false) };
  }
  let listener = listeners.get(database);
  if (!listener) listeners.set(database, (listener = new Listener(pool)));
  const l = listener;
  const entry: Entry = { channel, subscriber, relistenDelayMs: opts.relistenDelayMs ?? 500 };
  let closed = false;
  await l.add(entry);
  return {
    listening: () => !closed && l.connected,
    pid: () => (closed ? undefined : l.pid),
    close: async () => {
      if (closed) return;
      closed = true;
      await l.remove(entry);
    },
  };
}
