import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { channelAttempts, channelMessages, notificationPreferences, users, whatsappConsents } from '../../db/schema.js';
import { rows } from '../../db/rows.js';
import { newId } from '../../lib/ids.js';
import { offsetOf } from '../../lib/paging.js';

export type ChannelMessageRow = typeof channelMessages.$inferSelect;
export type ChannelMessageInsert = Omit<typeof channelMessages.$inferInsert, 'id'>;
export type Consent = typeof whatsappConsents.$inferSelect;

/** Writes messages; one whose (event, person, channel) key exists already is skipped (never sent twice). */
export async function insertChannelMessages(db: Db, messages: ChannelMessageInsert[]): Promise<number> {
  if (!messages.length) return 0;
  const done = await db
    .insert(channelMessages)
    .values(messages.map((m) => ({ ...m, id: newId() })))
    .onConflictDoNothing({ target: channelMessages.dedupeKey })
    .returning({ id: channelMessages.id });
  return done.length;
}

/** Claims due messages for `leaseMs` (FOR UPDATE SKIP LOCKED: two instances never claim the same row). */
export async function claimDueChannelMessages(db: Db, limit: number, leaseMs: number): Promise<ChannelMessageRow[]> {
  const claimed = await rows<{ id: string }>(
    db,
    sql`
    update channel_messages set status = 'sending', attempts = attempts + 1, next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
    where id in (
      select id from channel_messages
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`,
  );
  if (!claimed.length) return [];
  return db
    .select()
    .from(channelMessages)
    .where(
      inArray(
        channelMessages.id,
        claimed.map((c) => c.id),
      ),
    );
}

/** A try that the provider accepted: `sent` with its message id, and the try recorded. */
export async function markChannelSent(db: Db, m: ChannelMessageRow, providerMessageId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(channelMessages)
      .set({ status: 'sent', providerMessageId, sentAt: sql`now()`, statusAt: sql`now()`, lastError: null })
      .where(and(eq(channelMessages.id, m.id), eq(channelMessages.status, 'sending')));
    await tx.insert(channelAttempts).values({ id: newId(), messageId: m.id, attempt: m.attempts, outcome: 'sent', providerMessageId });
  });
}

/** A failed try, recorded; the message is due again after `retryInMs`, or `failed` for good when `final`. */
export async function markChannelFailed(db: Db, m: ChannelMessageRow, error: string, retryInMs: number, final: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(channelMessages)
      .set({
        status: final ? 'failed' : 'pending',
        lastError: error.slice(0, 500),
        nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
        ...(final ? { statusAt: sql`now()` } : {}),
      })
      .where(and(eq(channelMessages.id, m.id), eq(channelMessages.status, 'sending')));
    await tx.insert(channelAttempts).values({ id: newId(), messageId: m.id, attempt: m.attempts, outcome: 'failed', error: error.slice(0, 500) });
  });
}

/**
 * A provider's status for its message id: moves the message forward only (sent → delivered → read; failed from
 * sent or delivered), since webhooks may arrive out of order or twice. Returns whether a message changed.
 */
export async function applyProviderStatus(
  db: Db,
  channel: 'sms' | 'whatsapp',
  providerMessageId: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  error?: string,
): Promise<boolean> {
  const rank = sql`(case status when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 3 else 0 end)`;
  const newRank = { sent: 1, delivered: 2, read: 3, failed: 3 }[status];
  const done = await rows<{ id: string }>(
    db,
    sql`
    update channel_messages set status = ${status}, status_at = now()${error ? sql`, last_error = ${error.slice(0, 500)}` : sql``}
    where channel = ${channel} and provider_message_id = ${providerMessageId}
      and status in ('sent', 'delivered', 'read') and ${rank} < ${newRank}
      and not (status = 'read' and ${status} = 'failed')
    returning id`,
  );
  return done.length > 0;
}

export async function selectConsent(db: Db, phone: string): Promise<Consent | undefined> {
  const [row] = await db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone)).limit(1);
  return row;
}

/** Opts a number in (clearing an earlier opt-out), recording when and how. */
export async function upsertOptIn(db: Db, phone: string, via: string, at: Date): Promise<void> {
  await db
    .insert(whatsappConsents)
    .values({ phone, optedInAt: at, optedInVia: via })
    .onConflictDoUpdate({ target: whatsappConsents.phone, set: { optedInAt: at, optedInVia: via, optedOutAt: null, optedOutVia: null } });
}

/** Opts a number out ("STOP", or the screen), keeping when it had opted in. */
export async function upsertOptOut(db: Db, phone: string, via: string, at: Date): Promise<void> {
  await db
    .insert(whatsappConsents)
    .values({ phone, optedOutAt: at, optedOutVia: via })
    .onConflictDoUpdate({ target: whatsappConsents.phone, set: { optedOutAt: at, optedOutVia: via } });
}

export async function selectPreferences(db: Db, userId: string) {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
  return row;
}

export async function upsertPreferences(db: Db, userId: string, choices: Record<string, { email: boolean; sms: boolean; whatsapp: boolean }>): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, choices })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { choices, updatedAt: sql`now()` } });
}

/** A message and its tries, newest try last (tests and the Outbox screen). */
export async function selectChannelMessagesTo(db: Db, recipient: string): Promise<ChannelMessageRow[]> {
  return db.select().from(channelMessages).where(eq(channelMessages.recipient, recipient)).orderBy(desc(channelMessages.createdAt));
}

export async function selectAttempts(db: Db, messageId: string) {
  return db.select().from(channelAttempts).where(eq(channelAttempts.messageId, messageId)).orderBy(channelAttempts.attempt);
}

/** What a shopper's order update by SMS or WhatsApp needs: the shopper, their number and choices, and the order's total. */
export async function selectShopperUpdateTarget(db: Db, orderId: string) {
  const found = await rows<{
    user_id: string;
    name: string;
    role: 'user' | 'admin' | 'superadmin';
    email: string | null;
    mobile: string | null;
    total_paise: string | number;
    choices: Record<string, { email?: boolean; sms?: boolean; whatsapp?: boolean }> | null;
  }>(
    db,
    sql`
    select u.id as user_id, u.name, u.role, u.email, u.mobile, o.total_paise, p.choices
    from orders o join users u on u.id = o.user_id
    left join notification_preferences p on p.user_id = u.id
    where o.id = ${orderId}`,
  );
  return found[0];
}

/** The key of an address and a kind in selectEmailsMuted's answer. */
export const mutedKey = (email: string, kind: string) => `${kind} ${email}`;

/** Of these (address, kind) pairs, those whose person turned email off for that kind, in one statement (keys: mutedKey). */
export async function selectEmailsMuted(db: Db, asked: ReadonlyArray<{ email: string; kind: string }>): Promise<Set<string>> {
  if (!asked.length) return new Set();
  const found = await rows<{ email: string; kind: string }>(
    db,
    sql`
    select u.email, k.kind from (values ${sql.join(
      asked.map((a) => sql`(${a.email}::text, ${a.kind}::text)`),
      sql`, `,
    )}) as k(email, kind)
    join users u on u.email = k.email join notification_preferences p on p.user_id = u.id
    where (p.choices -> k.kind ->> 'email') = 'false'`,
  );
  return new Set(found.map((r) => mutedKey(r.email, r.kind)));
}

/** What a shop owner's new-order message needs: the owner, their number and choices, the items and the total (no address). */
export async function selectNewOrderTarget(db: Db, orderId: string) {
  const found = await rows<{
    user_id: string;
    name: string;
    role: 'user' | 'admin' | 'superadmin';
    email: string | null;
    mobile: string | null;
    total_paise: string | number;
    choices: Record<string, { email?: boolean; sms?: boolean; whatsapp?: boolean }> | null;
  }>(
    db,
    sql`
    select u.id as user_id, u.name, u.role, u.email, u.mobile, o.total_paise, p.choices
    from orders o join shops s on s.id = o.shop_id join users u on u.id = s.admin_id
    left join notification_preferences p on p.user_id = u.id
    where o.id = ${orderId}`,
  );
  const target = found[0];
  if (!target) return undefined;
  // The chosen options as the order recorded them (a product without options has none: `{}`).
  const items = await rows<{ name: string; quantity: number; options: Record<string, string> | null }>(
    db,
    sql`select name, quantity, options from order_items where order_id = ${orderId} order by name, id`,
  );
  return { ...target, items };
}

/** The start of today in India (the caps' day), as PostgreSQL computes it. */
const IST_DAY_START = sql`(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

export type CapScope = 'number' | 'account';

/**
 * How many messages this number (or this account, `scope`) has had on this channel today, besides `m`: those the
 * provider accepted since the day began, and those another worker is sending now that were claimed ahead of it (a
 * lower id), so two instances sending at once never both pass the last place under the cap.
 */
export async function countSentToday(db: Db, m: ChannelMessageRow, scope: CapScope): Promise<number> {
  if (scope === 'account' && !m.userId) return 0;
  const whose = scope === 'number' ? sql`recipient = ${m.recipient}` : sql`user_id = ${m.userId}`;
  const [found] = await rows<{ n: string | number }>(
    db,
    sql`
    select count(*) as n from channel_messages
    where ${whose} and channel = ${m.channel} and id <> ${m.id}
      and (sent_at >= ${IST_DAY_START} or (status = 'sending' and sent_at is null and id < ${m.id}))`,
  );
  return Number(found?.n ?? 0);
}

/**
 * Marks `m` as over its cap (never sent). Returns whether it is the first message capped today for this number (or
 * account) and channel: the one that writes the day's `channel_cap_alerts` row, so the platform owner is alerted
 * once whichever instance caps it.
 */
export async function markChannelCapped(tx: Db, m: ChannelMessageRow, reason: string, scope: CapScope): Promise<boolean> {
  await tx
    .update(channelMessages)
    .set({ status: 'capped', lastError: reason.slice(0, 500), statusAt: sql`now()` })
    .where(and(eq(channelMessages.id, m.id), eq(channelMessages.status, 'sending')));
  const subject = scope === 'number' ? m.recipient : m.userId!;
  const first = await rows<{ day: string }>(
    tx,
    sql`
    insert into channel_cap_alerts (day, channel, scope, subject)
    values ((now() at time zone 'Asia/Kolkata')::date, ${m.channel}, ${scope}, ${subject})
    on conflict do nothing
    returning day`,
  );
  return first.length === 1;
}

/** A page of channel messages, newest first (the platform owner's Outbox screen). */
export async function selectChannelMessagePage(db: Db, page: number, pageSize: number): Promise<{ rows: ChannelMessageRow[]; total: number }> {
  const [found, counted] = await Promise.all([
    db.select().from(channelMessages).orderBy(desc(channelMessages.createdAt), desc(channelMessages.id)).limit(pageSize).offset(offsetOf(page, pageSize)),
    db.select({ n: sql<number>`count(*)::int` }).from(channelMessages),
  ]);
  return { rows: found, total: Number(counted[0]?.n ?? 0) };
}

/** An account's name, for the platform owner's alert when the account reached its cap. */
export async function selectAccountName(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name;
}

/** The texts and WhatsApp messages to a person: by account, or to one of their numbers (newest first, at most 1,000). */
export async function selectChannelMessagesOfPerson(db: Db, userId: string, phones: readonly string[]): Promise<ChannelMessageRow[]> {
  const to = phones.length ? inArray(channelMessages.recipient, [...phones]) : undefined;
  return db
    .select()
    .from(channelMessages)
    .where(to ? or(eq(channelMessages.userId, userId), to) : eq(channelMessages.userId, userId))
    .orderBy(desc(channelMessages.createdAt), desc(channelMessages.id))
    .limit(1000);
}
