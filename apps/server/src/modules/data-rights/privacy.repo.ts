// Over 300 lines: every table that holds a person's data is erased here, in one transaction (decision 085).
import { and, asc, count, desc, eq, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cartLines,
  channelMessages,
  checkouts,
  contactMessages,
  domainEvents,
  erasureRequests,
  grievanceMessages,
  grievances,
  ondcOrders,
  orders,
  otpCodes,
  otpSends,
  outbox,
  passwordResetTokens,
  privacyNotices,
  notificationPreferences,
  rateLimitHits,
  returns,
  reviews,
  savedAddresses,
  sessions,
  shopQueries,
  whatsappConsents,
  channelCapAlerts,
  shops,
  users,
} from '../../db/schema.js';

export type PrivacyNoticeRow = typeof privacyNotices.$inferSelect;
export type ErasureRequestRow = typeof erasureRequests.$inferSelect;

/** The notice in force at `now`: the latest version already effective (else the first one). */
export async function noticeAt(db: Db, now: Date): Promise<PrivacyNoticeRow | undefined> {
  const [current] = await db.select().from(privacyNotices).where(lte(privacyNotices.effectiveFrom, now)).orderBy(desc(privacyNotices.version)).limit(1);
  if (current) return current;
  const [first] = await db.select().from(privacyNotices).orderBy(asc(privacyNotices.version)).limit(1);
  return first;
}

export const CLOSED = ['Delivered', 'Cancelled', 'Refused'] as const;

/** A number's last ten digits, in SQL: how an Indian number is compared whichever way it was written. */
const tenDigits = (e: SQL) => sql`right(regexp_replace(coalesce(${e}, ''), '[^0-9]', '', 'g'), 10)`;

/**
 * Whether an ONDC order names the person (decision 110): a buyer app's buyer has no Bazaar account, so an order is the
 * person's when its billing or delivery end gives their email, or its billing, delivery end or delivery address their
 * number. `email` and `phones` are SQL (a value, or a column of `users`).
 */
function ondcOrderOf(email: SQL, phones: SQL[]): SQL {
  const sameNumber = (e: SQL) => or(...phones.map((p) => sql`(length(${tenDigits(p)}) = 10 and ${tenDigits(e)} = ${tenDigits(p)})`));
  return or(
    sql`lower(${ondcOrders.billing}->>'email') = lower(${email})`,
    sql`lower(${ondcOrders.fulfillmentEnd}->'contact'->>'email') = lower(${email})`,
    sameNumber(sql`${ondcOrders.billing}->>'phone'`),
    sameNumber(sql`${ondcOrders.fulfillmentEnd}->'contact'->>'phone'`),
    sameNumber(sql`${orders.deliveryAddress}->>'phone'`),
  )!;
}

const personOf = (p: Pick<ErasedPerson, 'email' | 'phone' | 'mobile'>) =>
  ondcOrderOf(
    sql`${p.email}`,
    [p.phone, p.mobile].filter((x): x is string => !!x).map((x) => sql`${x}`),
  );

/** The ONDC orders a buyer app placed for the person, with their status and the buyer's GPS as the confirm gave it. */
export async function selectOndcOrdersOf(db: Db, p: Pick<ErasedPerson, 'email' | 'phone' | 'mobile'>) {
  return db
    .select({ id: orders.id, status: orders.status, end: ondcOrders.fulfillmentEnd, billing: ondcOrders.billing })
    .from(ondcOrders)
    .innerJoin(orders, eq(orders.id, ondcOrders.orderId))
    .where(personOf(p));
}

/** Whether a Bazaar account has this email, or this number as its phone or mobile (compared by the last ten digits). */
export async function accountNamedBy(db: Db, email: string | null, phone: string | null): Promise<boolean> {
  const conds: SQL[] = [];
  if (email) conds.push(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (phone)
    conds.push(sql`${tenDigits(sql`${users.phone}`)} = ${tenDigits(sql`${phone}`)}`, sql`${tenDigits(sql`${users.mobile}`)} = ${tenDigits(sql`${phone}`)}`);
  if (!conds.length) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(...conds))
    .limit(1);
  return !!row;
}

/** The person's orders not closed yet: their own, and those a buyer app placed for them on ONDC. */
export async function countOpenOrdersOf(db: Db, p: ErasedPerson): Promise<number> {
  const own = await countOpenOrders(db, p.id);
  const ondc = (await selectOndcOrdersOf(db, p)).filter((o) => !(CLOSED as readonly string[]).includes(o.status)).length;
  return own + ondc;
}

export async function countOpenOrders(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...CLOSED])));
  return Number(row?.n ?? 0);
}

export async function countShopsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shops).where(eq(shops.adminId, userId));
  return Number(row?.n ?? 0);
}

/** Records a pending request; the one already pending when there is one (a unique index keeps one per account). */
export async function insertErasureRequest(db: Db, row: typeof erasureRequests.$inferInsert): Promise<ErasureRequestRow> {
  const [created] = await db.insert(erasureRequests).values(row).onConflictDoNothing().returning();
  if (created) return created;
  const [pending] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, row.userId), eq(erasureRequests.status, 'Pending')));
  if (!pending) throw new Error('erasure request neither inserted nor pending');
  return pending;
}

export async function lockErasureRequest(db: Db, id: string): Promise<ErasureRequestRow | undefined> {
  const [row] = await db.select().from(erasureRequests).where(eq(erasureRequests.id, id)).for('update');
  return row;
}

/** Marks every pending request of the account completed (one at most). */
export async function completeErasureRequests(db: Db, userId: string, now: Date, by: string | null): Promise<void> {
  await db
    .update(erasureRequests)
    .set({ status: 'Completed', completedAt: now, completedBy: by })
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'Pending')));
}

export async function listErasureRequests(db: Db, limit: number) {
  const ondcOpen = sql`(select count(*)::int from ${ondcOrders} join ${orders} on ${orders.id} = ${ondcOrders.orderId}
    where ${orders.status} not in ('Delivered', 'Cancelled', 'Refused')
    and ${ondcOrderOf(sql`${users.email}`, [sql`${users.phone}`, sql`${users.mobile}`])})`;
  const open = sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${erasureRequests.userId}
    and ${orders.status} not in ('Delivered', 'Cancelled', 'Refused')) + ${ondcOpen}`;
  return db
    .select({ request: erasureRequests, name: users.name, openOrders: open })
    .from(erasureRequests)
    .innerJoin(users, eq(users.id, erasureRequests.userId))
    .orderBy(sql`case when ${erasureRequests.status} = 'Pending' then 0 else 1 end`, desc(erasureRequests.requestedAt))
    .limit(limit);
}

export const DELETED_NAME = 'Deleted user';
const ERASED_ADDRESS = 'Removed when the account was erased';

export interface ErasedPerson {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
}

/** `text` with every identifier of the person replaced (SQL), for records kept but no longer about them. */
function scrub(column: ReturnType<typeof sql>, needles: string[]) {
  return needles.reduce((expr, n) => sql`replace(${expr}, ${n}, '[erased]')`, column);
}

/**
 * Removes or anonymises everything personal of one account, in the caller's transaction (decision 085): tax documents
 * (tax_documents, their PDFs) are not touched. `needles` are the person's identifiers as they appear in free text
 * (email, phone numbers, a name long enough not to match other words).
 */
export async function eraseAccountData(tx: Db, p: ErasedPerson, needles: string[], now: Date): Promise<void> {
  const email = p.email?.toLowerCase() ?? null;
  const phones = [p.phone, p.mobile].filter((x): x is string => !!x);
  // The one writer allowed to change grievance messages (migration 0042).
  await tx.execute(sql`select set_config('bazaar.erasure', 'on', true)`);

  await tx.delete(sessions).where(eq(sessions.userId, p.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, p.id));
  await tx.delete(otpCodes).where(eq(otpCodes.userId, p.id));
  for (const ph of phones) {
    await tx.delete(otpCodes).where(eq(otpCodes.phone, ph));
    await tx.delete(otpSends).where(eq(otpSends.phone, ph));
  }
  await tx.delete(cartLines).where(eq(cartLines.userId, p.id));
  await tx.delete(savedAddresses).where(eq(savedAddresses.userId, p.id));
  await tx.update(checkouts).set({ address: ERASED_ADDRESS }).where(eq(checkouts.userId, p.id));
  await tx.update(orders).set({ address: ERASED_ADDRESS, deliveryAddress: null }).where(eq(orders.userId, p.id));
  // Orders a buyer app placed for them on ONDC (decision 110): the same, and the billing and delivery end the confirm
  // gave (their name, numbers, email, address, GPS) go; amounts, items, the ONDC ids and the tax documents stay.
  const ondc = await selectOndcOrdersOf(tx, p);
  if (ondc.length) {
    const ids = ondc.map((o) => o.id);
    await tx.update(ondcOrders).set({ billing: null, fulfillmentEnd: null }).where(inArray(ondcOrders.orderId, ids));
    await tx.update(orders).set({ address: ERASED_ADDRESS, deliveryAddress: null }).where(inArray(orders.id, ids));
    await tx
      .update(checkouts)
      .set({ address: ERASED_ADDRESS })
      .where(inArray(checkouts.id, tx.select({ id: orders.checkoutId }).from(orders).where(inArray(orders.id, ids))));
    // The buyer app's requests, kept in the events log, lose the buyer's GPS too (their identifiers go below).
    const gps = [...new Set(ondc.map((o) => (o.end as { location?: { gps?: string } } | null)?.location?.gps).filter((g): g is string => !!g))];
    if (gps.length) {
      const payload = scrub(sql`${domainEvents.payload}::text`, gps);
      await tx
        .update(domainEvents)
        .set({ payload: sql`(${payload})::jsonb` })
        .where(sql`${domainEvents.payload}::text <> ${payload}`);
    }
  }

  // Complaints: the contact copied onto the ticket, the author's name on messages, identifiers in any text.
  await tx.update(grievances).set({ name: DELETED_NAME, email: '', phone: null, userId: null }).where(eq(grievances.userId, p.id));
  if (email)
    await tx
      .update(grievances)
      .set({ name: DELETED_NAME, email: '', phone: null })
      .where(eq(sql`lower(${grievances.email})`, email));
  await tx.update(grievanceMessages).set({ authorName: DELETED_NAME, authorId: null }).where(eq(grievanceMessages.authorId, p.id));
  if (needles.length) {
    await tx
      .update(grievanceMessages)
      .set({ text: scrub(sql`${grievanceMessages.text}`, needles), authorName: scrub(sql`${grievanceMessages.authorName}`, needles) })
      .where(
        sql`${grievanceMessages.text} <> ${scrub(sql`${grievanceMessages.text}`, needles)} or ${grievanceMessages.authorName} <> ${scrub(sql`${grievanceMessages.authorName}`, needles)}`,
      );
    await tx
      .update(grievances)
      .set({ subject: scrub(sql`${grievances.subject}`, needles), description: scrub(sql`${grievances.description}`, needles) })
      .where(
        sql`${grievances.description} <> ${scrub(sql`${grievances.description}`, needles)} or ${grievances.subject} <> ${scrub(sql`${grievances.subject}`, needles)}`,
      );
  }

  if (email) {
    await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email));
    // Mails to them go; the shop applications they sent keep the business but not the person.
    await tx.delete(outbox).where(eq(sql`lower(${outbox.recipient})`, email));
    await tx
      .update(shopQueries)
      .set({ name: DELETED_NAME, email: `erased-${p.id}@erased.invalid`, phone: '', ownerName: null })
      .where(eq(sql`lower(${shopQueries.email})`, email));
  }
  for (const ph of phones) await tx.delete(contactMessages).where(eq(contactMessages.phone, ph));

  if (needles.length) {
    // Mails to others (a shop's "new order" mail) and the events log keep their record, without the person.
    const scrubbedHtml = scrub(sql`${outbox.html}`, needles);
    await tx
      .update(outbox)
      .set({ subject: scrub(sql`${outbox.subject}`, needles), html: scrubbedHtml, text: scrub(sql`${outbox.text}`, needles) })
      .where(
        sql`${outbox.html} <> ${scrubbedHtml} or ${outbox.text} <> ${scrub(sql`${outbox.text}`, needles)} or ${outbox.subject} <> ${scrub(sql`${outbox.subject}`, needles)}`,
      );
    const payload = scrub(sql`${domainEvents.payload}::text`, needles);
    await tx
      .update(domainEvents)
      .set({ payload: sql`(${payload})::jsonb` })
      .where(sql`${domainEvents.payload}::text <> ${payload}`);
    // Login lockout and reset counters are keyed by the email or number.
    for (const n of needles) await tx.delete(rateLimitHits).where(sql`position(${n.toLowerCase()} in lower(${rateLimitHits.key})) > 0`);
    // Texts and WhatsApp messages to others (a shop's "new order") keep their record, without the person.
    const params = scrub(sql`${channelMessages.params}::text`, needles);
    await tx
      .update(channelMessages)
      .set({ params: sql`(${params})::jsonb` })
      .where(sql`${channelMessages.params}::text <> ${params}`);
    // Free text the person wrote on their own orders stays with the shop's record, without their identifiers
    // (decision 092): review texts, return notes and refund disputes, cancel notes.
    const reviewText = scrub(sql`${reviews.text}`, needles);
    await tx
      .update(reviews)
      .set({ text: reviewText })
      .where(sql`${reviews.text} <> ${reviewText}`);
    const returnNote = scrub(sql`coalesce(${returns.note}, '')`, needles);
    const refundNote = scrub(sql`coalesce(${returns.refundNote}, '')`, needles);
    await tx
      .update(returns)
      .set({ note: sql`nullif(${returnNote}, '')`, refundNote: sql`nullif(${refundNote}, '')` })
      .where(sql`coalesce(${returns.note}, '') <> ${returnNote} or coalesce(${returns.refundNote}, '') <> ${refundNote}`);
    const cancelNote = scrub(sql`coalesce(${orders.cancelNote}, '')`, needles);
    await tx
      .update(orders)
      .set({ cancelNote: sql`nullif(${cancelNote}, '')` })
      .where(sql`coalesce(${orders.cancelNote}, '') <> ${cancelNote}`);
  }
  // Where their refunds were to go (a UPI ID, a sealed bank account with its last four digits, IFSC and holder) goes
  // with them (decision 100): it is about the person only, and no law keeps it.
  await tx
    .update(returns)
    .set({ refundUpiId: null, refundAccountSealed: null, refundAccountLast4: null, refundIfsc: null, refundHolder: null })
    .where(eq(returns.userId, p.id));
  // The person's own texts and WhatsApp messages, their number's WhatsApp consent, and their channel choices go.
  await tx.delete(channelMessages).where(eq(channelMessages.userId, p.id));
  for (const n of needles.filter((x) => /^\+?\d{10,}$/.test(x))) {
    await tx.delete(channelMessages).where(sql`position(${n} in ${channelMessages.recipient}) > 0`);
    await tx.delete(whatsappConsents).where(sql`position(${n} in ${whatsappConsents.phone}) > 0`);
    await tx.delete(channelCapAlerts).where(and(eq(channelCapAlerts.scope, 'number'), sql`position(${n} in ${channelCapAlerts.subject}) > 0`));
  }
  // A cap reached names the account or the number; the alert already sent said so in masked form.
  await tx.delete(channelCapAlerts).where(and(eq(channelCapAlerts.scope, 'account'), eq(channelCapAlerts.subject, p.id)));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, p.id));

  await tx
    .update(users)
    .set({
      name: DELETED_NAME,
      // A check keeps an email or a mobile on every account: a placeholder that names nobody and reaches nobody.
      email: `erased-${p.id}@erased.invalid`,
      phone: null,
      mobile: null,
      passwordHash: null,
      erasedAt: now,
    })
    .where(eq(users.id, p.id));
}
