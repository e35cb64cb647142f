import {
  canReopen,
  grievanceDeadlines,
  nextGrievanceStatus,
  type GrievanceAbout,
  type GrievanceActor,
  type GrievanceBody,
  type GrievanceDto,
  type GrievanceFiledReply,
  type GrievanceMessageBody,
  type GrievanceStatus,
  type Language,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { findAccount, platformOwnerEmails } from '../auth/auth.service.js';
import { appUrl, queueMail, requestLanguage, type OutgoingMail } from '../mail/mail.service.js';
import { grievanceAcknowledgedMail, grievanceFiledMail, grievanceUpdateMail } from '../mail/grievance-messages.js';
import { mailTicket, toDto } from './grievance-dto.js';
import { getOrder } from '../orders/orders.service.js';
import { getProduct } from '../products/products.service.js';
import { findShopOr404, findVisibleShopOr404, shopOfAdmin } from '../shops/shops.service.js';
import { grievanceSettingsNow } from './grievance-settings.service.js';
import {
  insertGrievance,
  insertGrievanceMessage,
  nextTicketNumber,
  selectGrievance,
  selectGrievances,
  selectMessages,
  updateGrievanceStatus,
  type GrievanceWithShop,
} from './grievances.repo.js';

export const GRIEVANCE_FILED = 'Your complaint is registered. We have sent the acknowledgement with its ticket number to your email.';

// ---------- tickets ----------
async function dtos(db: Db, rows: GrievanceWithShop[], now: Date): Promise<GrievanceDto[]> {
  const [messages, s] = await Promise.all([
    selectMessages(
      db,
      rows.map((r) => r.id),
    ),
    grievanceSettingsNow(db),
  ]);
  return rows.map((g) => toDto(g, messages, s.officer, s.reopenDays, now));
}

/** Who must answer: the shop's admin, or else the platform owner(s). */
async function answererEmails(db: Db, shopId: string | null): Promise<{ to: string[]; shop: boolean }> {
  if (shopId) {
    const shop = await findShopOr404(db, shopId).catch(() => undefined);
    const admin = shop ? await findAccount(db, shop.adminId) : undefined;
    if (admin) return { to: admin.email ? [admin.email] : [], shop: true }; // a phone-only owner gets no mail
  }
  return { to: await platformOwnerEmails(db), shop: false };
}

/** What the ticket is about and the shop that answers it, checked against what the caller may name. */
async function subjectOf(
  db: Db,
  caller: SessionUser | null,
  body: GrievanceBody,
): Promise<{ about: GrievanceAbout; orderId: string | null; productId: string | null; shopId: string | null }> {
  if (body.orderId) {
    if (!caller) throw new AppError('UNAUTHENTICATED', 'Please login to complain about an order (it must be one of your own orders)');
    if (caller.role !== 'user') throw notFound('Order');
    const order = await getOrder(db, caller, body.orderId);
    return { about: 'order', orderId: order._id, productId: null, shopId: order.shop._id };
  }
  if (body.productId) {
    const product = await getProduct(db, body.productId);
    return { about: 'product', orderId: null, productId: product._id, shopId: product.shopId };
  }
  if (body.shopId) {
    const shop = await findVisibleShopOr404(db, body.shopId, caller);
    return { about: 'shop', orderId: null, productId: null, shopId: shop.id };
  }
  return { about: 'platform', orderId: null, productId: null, shopId: null };
}

/**
 * POST /api/grievances: anyone, logged in (name, email and phone from the account) or not (they give them). The
 * ticket is acknowledged at once (the complainant's mail carries its number), and the shop or the platform owner
 * must answer within the clock in force at filing.
 */
export async function fileGrievance(db: Db, caller: SessionUser | null, body: GrievanceBody, now: Date): Promise<GrievanceFiledReply> {
  const who = caller ? { name: caller.name, email: caller.email, phone: caller.phone } : { name: body.name, email: body.email, phone: body.phone ?? null };
  if (!who.name) throw new AppError('VALIDATION', 'Name is required (or login to file with your account)', { field: 'name' });
  if (!who.email) throw new AppError('VALIDATION', 'Email is required: the acknowledgement and the answers are sent there', { field: 'email' });
  const about = await subjectOf(db, caller, body);
  const s = await grievanceSettingsNow(db);
  const { respondBy, dueBy } = grievanceDeadlines(now, s);
  const answerers = await answererEmails(db, about.shopId);
  const id = newId();
  // Read before the transaction: it may look the session up, which on the embedded database's one connection
  // would wait for this transaction for ever.
  const language = await requestLanguage();
  const ticketNumber = await db.transaction(async (tx) => {
    const number = await nextTicketNumber(tx);
    await insertGrievance(tx, {
      id,
      ticketNumber: number,
      userId: caller?.id ?? null,
      name: who.name!,
      email: who.email!,
      phone: who.phone,
      subject: body.subject,
      description: body.description,
      ...about,
      status: 'Open',
      createdAt: now,
      acknowledgedAt: now,
      respondBy,
      dueBy,
      settingsVersion: s.version,
    });
    const t = mailTicket({ id, ticketNumber: number, subject: body.subject, dueBy });
    const url = appUrl();
    const mails: OutgoingMail[] = [
      {
        to: who.email!,
        kind: 'grievance-acknowledged',
        content: (l) => grievanceAcknowledgedMail(url, who.name!, t, s.officer, !!caller, l),
        // A complainant without an account reads it in the language they wrote in.
        language,
      },
      ...answerers.to.map((to) => ({ to, kind: 'grievance-filed', content: (l: Language) => grievanceFiledMail(url, t, respondBy, answerers.shop, l) })),
    ];
    await queueMail(tx, mails);
    return number;
  });
  return {
    _id: id,
    ticketNumber,
    status: 'Open',
    acknowledgedAt: now.toISOString(),
    dueBy: dueBy.toISOString(),
    respondBy: respondBy.toISOString(),
    message: GRIEVANCE_FILED,
  };
}

/** The viewer's part in a ticket, or 404 when it is none of theirs (its existence is private). */
async function actorOf(db: Db, viewer: SessionUser, g: GrievanceWithShop): Promise<Exclude<GrievanceActor, 'clock'>> {
  if (g.userId && g.userId === viewer.id) return 'complainant';
  if (viewer.role === 'superadmin') return 'platform';
  if (viewer.role === 'admin' && g.shopId) {
    const shop = await shopOfAdmin(db, viewer.id);
    if (shop && shop.id === g.shopId) return 'shop';
  }
  throw notFound('Grievance');
}

async function ticketOr404(db: Db, id: string, forUpdate = false): Promise<GrievanceWithShop> {
  const g = isUuid(id) ? await selectGrievance(db, id, forUpdate) : undefined;
  if (!g) throw notFound('Grievance');
  return g;
}

export async function getGrievance(db: Db, viewer: SessionUser, id: string, now: Date): Promise<GrievanceDto> {
  const g = await ticketOr404(db, id);
  await actorOf(db, viewer, g);
  const [dto] = await dtos(db, [g], now);
  return dto!;
}

/**
 * POST /api/grievances/:id/messages: a message on the ticket (append-only), and with `action` a move of the one
 * transition table. The first answer of the shop or the platform stops the answer clock; a reopened ticket gets a
 * fresh clock. The other side is mailed.
 */
export async function addGrievanceMessage(
  db: Db,
  viewer: SessionUser,
  id: string,
  body: GrievanceMessageBody,
  now: Date,
): Promise<{ message: string; grievance: GrievanceDto }> {
  const s = await grievanceSettingsNow(db);
  const done = await db.transaction(async (tx) => {
    const g = await ticketOr404(tx, id, true);
    const actor = await actorOf(tx, viewer, g);
    const move = nextGrievanceStatus(g.status, body.action ?? 'reply', actor);
    if (!move.ok) throw conflict(move.message, { status: g.status });
    if (body.action === 'reopen' && !canReopen(g.resolvedAt, now, s.reopenDays))
      throw conflict(`A ticket can be reopened within ${s.reopenDays} days of its resolution; please file a new complaint`, { status: g.status });
    const set: Parameters<typeof updateGrievanceStatus>[3] = { status: move.to };
    if (actor !== 'complainant' && !g.answeredAt) set.answeredAt = now;
    if (move.to === 'Resolved') set.resolvedAt = now;
    if (move.to === 'Reopened') Object.assign(set, { answeredAt: null, resolvedAt: null, ...grievanceDeadlines(now, s) });
    if (!(await updateGrievanceStatus(tx, g.id, g.status, set)))
      throw conflict('This ticket was changed at the same time; please look again', { status: g.status });
    await insertGrievanceMessage(tx, {
      id: newId(),
      grievanceId: g.id,
      author: actor,
      authorId: viewer.id,
      authorName: authorName(actor, viewer, g),
      text: body.text,
      createdAt: now,
    });
    await mailOtherSide(tx, g, actor, move.to, body.text);
    return move.to;
  });
  const said: Record<GrievanceStatus, string> = {
    Open: 'Message sent',
    InProgress: 'Answer sent',
    Escalated: 'Message sent',
    Resolved: 'Resolved',
    Reopened: 'Reopened',
  };
  return { message: said[done], grievance: await getGrievance(db, viewer, id, now) };
}

const authorName = (actor: GrievanceActor, viewer: SessionUser, g: GrievanceWithShop) =>
  actor === 'shop' ? (g.shopName ?? 'The shop') : actor === 'platform' ? 'Bazaar' : viewer.name;

async function mailOtherSide(tx: Db, g: GrievanceWithShop, actor: GrievanceActor, status: GrievanceStatus, text: string): Promise<void> {
  const s = await grievanceSettingsNow(tx);
  const t = mailTicket(g);
  const url = appUrl();
  const mails: OutgoingMail[] = [];
  const from = actor === 'complainant' ? g.name : actor === 'shop' ? (g.shopName ?? 'The shop') : 'Bazaar';
  if (actor !== 'complainant')
    mails.push({
      to: g.email,
      kind: 'grievance-update',
      content: (l) => grievanceUpdateMail(url, t, status, from, text, s.officer, g.userId ? `/grievances/${g.id}` : null, l),
    });
  if (actor !== 'shop' && g.shopId && g.status !== 'Escalated') {
    const a = await answererEmails(tx, g.shopId);
    if (a.shop)
      mails.push(
        ...a.to.map((to) => ({
          to,
          kind: 'grievance-update',
          content: (l: Language) => grievanceUpdateMail(url, t, status, from, text, s.officer, `/admin/grievances/${g.id}`, l),
        })),
      );
  }
  if (actor !== 'platform' && (!g.shopId || g.status === 'Escalated'))
    mails.push(
      ...(await platformOwnerEmails(tx)).map((to) => ({
        to,
        kind: 'grievance-update',
        content: (l: Language) => grievanceUpdateMail(url, t, status, from, text, s.officer, `/superadmin/grievances/${g.id}`, l),
      })),
    );
  await queueMail(tx, mails);
}

/** GET /api/admin/grievances: the tickets about the admin's shop, its orders and products. */
export async function listShopGrievances(db: Db, admin: SessionUser, status: GrievanceStatus | 'all', now: Date): Promise<{ items: GrievanceDto[] }> {
  const shop = await shopOfAdmin(db, admin.id);
  if (!shop) return { items: [] };
  return { items: await dtos(db, await selectGrievances(db, { shopId: shop.id, ...(status === 'all' ? {} : { status }) }), now) };
}

/** GET /api/superadmin/grievances: every ticket. */
export async function listAllGrievances(db: Db, status: GrievanceStatus | 'all', now: Date): Promise<{ items: GrievanceDto[] }> {
  return { items: await dtos(db, await selectGrievances(db, status === 'all' ? {} : { status }), now) };
}

/** GET /api/grievances: the caller's own tickets. */
export async function listMyGrievances(db: Db, user: SessionUser, now: Date): Promise<{ items: GrievanceDto[] }> {
  return { items: await dtos(db, await selectGrievances(db, { userId: user.id }), now) };
}
