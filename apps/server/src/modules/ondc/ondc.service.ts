/**
 * Bazaar as an ONDC seller app (issue 29, decisions 075 and 076). A buyer app's request is checked (its signature,
 * with the sender's key from the registry, and its context), answered ACK at once, and recorded as an `ondc.request`
 * event in the same transaction; after commit the `ondc` subscriber builds the `on_{action}`, signs it and POSTs it
 * to `{bap_uri}/on_{action}`. The event dispatcher retries a failed callback with back-off and claims each event on
 * one instance at a time, so a callback is sent once whichever instance took the request (decision 054).
 */
import type { Db } from '../../db/client.js';
import { recordEvent, type Delivered, type Subscriber } from '../events/events.service.js';
import { authorizationHeader, parseAuthorization, verifyAuthorization } from './domain/signing.js';
import { buildCatalog, onlyChangedProviders } from './domain/catalog.js';
import { getPlatformProfile } from '../platform/platform.service.js';
import { citiesOf, domainOf } from './domain/network.js';
import type { OndcConfig } from './ondc-config.js';
import type { Registry } from './registry.js';
import { findOndcOrderById, selectCatalogItems, selectCatalogShops, selectChangedItems } from './ondc.repo.js';
import { selectRemovedItems } from './catalog-removals.repo.js';
import { describe, onCancel, onConfirm, onInit, onSelect, onStatus, onTrack, unsolicitedAction, type Answer } from './ondc-orders.service.js';
import { onUpdate, returnMoved } from './ondc-update.service.js';
import { isUuid } from '../../lib/ids.js';
import { conflict, notFound } from '../../lib/errors.js';
import { invoiceAttachment, type DocumentFile } from '../invoices/documents.service.js';
import { invoiceTokenValid } from './domain/invoice-link.js';
import { finderFeeOf } from './domain/order-shapes.js';
import { keepSearchFee } from './search-fees.repo.js';

/** The actions Bazaar answers so far; any other path under the base is a 404. */
export const ONDC_ACTIONS = ['search', 'select', 'init', 'confirm', 'status', 'track', 'cancel', 'update'] as const;
export type OndcAction = (typeof ONDC_ACTIONS)[number];

/** How long a callback's signature is valid (its `expires` minus `created`), in seconds. */
const CALLBACK_TTL_SECONDS = 300;
/** A buyer app that has not answered a callback by then is tried again later. */
const CALLBACK_TIMEOUT_MS = 10_000;

export interface OndcContext {
  domain: string;
  action: string;
  country?: string;
  city: string;
  core_version: string;
  bap_id: string;
  bap_uri: string;
  bpp_id?: string;
  bpp_uri?: string;
  transaction_id: string;
  message_id: string;
  timestamp: string;
  ttl?: string;
}

export interface OndcRuntime {
  config: OndcConfig;
  registry: Registry;
  clock: () => Date;
}

export type OndcBody = { context: OndcContext; message?: unknown };
export type Verdict = { ok: true; context: OndcContext; body: OndcBody } | { ok: false; status: 400 | 401; error: string };

export const ACK = { message: { ack: { status: 'ACK' } } };
/** A refusal in the protocol's shape; `message` says what was wrong (never a key or personal data). */
export const nack = (code: string, message: string) => ({ message: { ack: { status: 'NACK' } }, error: { type: 'CONTEXT-ERROR', code, message } });

/**
 * Checks a request as it arrived (`raw`: the body's exact bytes, which the signature covers): the Authorization
 * header with the sender's key from the registry (401 when missing, unreadable, tampered, expired, signed with another
 * key or by a subscriber the registry does not list), then its context: the action matches the path, the keyId's
 * subscriber is the context's bap_id, the city is one Bazaar serves, version 1.2.5 (400).
 */
export async function checkRequest(rt: OndcRuntime, action: OndcAction, raw: string, header: string | undefined): Promise<Verdict> {
  const auth = parseAuthorization(header);
  if ('error' in auth) return { ok: false, status: 401, error: auth.error };
  const key = await rt.registry.signingKey(auth.subscriberId, auth.uniqueKeyId);
  if (!key) return { ok: false, status: 401, error: `the registry has no valid key ${auth.uniqueKeyId} for ${auth.subscriberId}` };
  const verified = verifyAuthorization(auth, raw, key.publicKey, Math.floor(rt.clock().getTime() / 1000));
  if (verified !== true) return { ok: false, status: 401, error: verified.error };
  let body: { context?: Partial<OndcContext>; message?: unknown };
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    return { ok: false, status: 400, error: 'the body is not JSON' };
  }
  const c = body?.context;
  if (!c || typeof c !== 'object') return { ok: false, status: 400, error: 'context is required' };
  for (const f of ['domain', 'city', 'core_version', 'bap_id', 'bap_uri', 'transaction_id', 'message_id', 'timestamp'] as const)
    if (typeof c[f] !== 'string' || !c[f]) return { ok: false, status: 400, error: `context.${f} is required` };
  if (c.action !== action) return { ok: false, status: 400, error: `context.action must be ${action} on this path` };
  if (c.bap_id !== auth.subscriberId) return { ok: false, status: 401, error: 'context.bap_id is not the signing subscriber' };
  if (c.core_version !== '1.2.5') return { ok: false, status: 400, error: 'context.core_version must be 1.2.5' };
  if (c.city !== '*' && !rt.config.cities.includes(c.city!)) return { ok: false, status: 400, error: `context.city ${c.city} is not served` };
  if (!/^https?:\/\//.test(c.bap_uri!)) return { ok: false, status: 400, error: 'context.bap_uri must be an http(s) URL' };
  return { ok: true, context: c as OndcContext, body: body as OndcBody };
}

/** Records the accepted request in `tx`: its callback is sent after commit, by whichever instance claims it. */
export async function acceptRequest(db: Db, action: OndcAction, body: unknown): Promise<void> {
  await db.transaction(async (tx) => recordEvent(tx, { type: 'ondc.request', action, body }));
}

/** The callback's context: the request's, with Bazaar's ids, the on_ action and a fresh timestamp. */
function replyContext(rt: OndcRuntime, c: OndcContext): OndcContext {
  return { ...c, action: `on_${c.action}`, bpp_id: rt.config.subscriberId, bpp_uri: rt.config.subscriberUrl, timestamp: rt.clock().toISOString() };
}

/** The time window of an incremental refresh (`intent.tags` `catalog_inc` with `start_time`, `end_time`), if asked. */
export function incrementalWindow(message: unknown): { from: Date; to: Date } | { error: string } | undefined {
  const tags = (message as { intent?: { tags?: Array<{ code?: string; list?: Array<{ code?: string; value?: string }> }> } } | undefined)?.intent?.tags;
  const inc = tags?.find((t) => t.code === 'catalog_inc');
  if (!inc) return undefined;
  const at = (code: string) => new Date(inc.list?.find((l) => l.code === code)?.value ?? 'none');
  const from = at('start_time');
  const to = at('end_time');
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return { error: 'catalog_inc needs start_time and end_time as ISO times' };
  if (from > to) return { error: 'catalog_inc start_time must not be after end_time' };
  return { from, to };
}

/**
 * The `on_search` of a full catalog refresh: the shops of the city (all served cities for `*`) trading in the domain,
 * with their products in stock. An incremental refresh (a `catalog_inc` window) lists only the products changed in
 * the window (sold-out ones with a count of 0), the items taken off sale in it (disabled), and the shops that changed
 * or have such items.
 */
async function onSearch(db: Db, rt: OndcRuntime, appUrl: string, c: OndcContext, message: unknown) {
  const cities = citiesOf(c.city === '*' ? rt.config.cities : [c.city]);
  const window = incrementalWindow(message);
  if (window && 'error' in window) return { context: replyContext(rt, c), error: { type: 'DOMAIN-ERROR', code: '40000', message: window.error } };
  // The buyer app's finder fee for this transaction: its init need not repeat it, and on_init gives it back.
  const fee = finderFeeOf((message as { intent?: { payment?: unknown } } | undefined)?.intent?.payment);
  if (fee) await keepSearchFee(db, c.bap_id, c.transaction_id, fee);
  const supportEmail = (await getPlatformProfile(db)).supportEmail;
  // A shop's contact email, else the platform's support email (issue 29 #3).
  // An incremental refresh also sends each shop deactivated in the window, disabled and without items.
  let shops = (await selectCatalogShops(db, cities, window))
    .filter((s) => domainOf(s.category) === c.domain)
    .map((s) => ({ ...s, contactEmail: s.contactEmail ?? supportEmail }));
  const ids = shops.filter((s) => !s.deactivatedAt).map((s) => s.id);
  // An incremental refresh also sends each item taken off sale in the window, disabled (decision 112).
  const items = window
    ? [...(await selectChangedItems(db, ids, window.from, window.to)), ...(await selectRemovedItems(db, ids, window.from, window.to))]
    : await selectCatalogItems(db, ids);
  const changedShops = new Set(window ? shops.filter((s) => s.deactivatedAt || (s.updatedAt >= window.from && s.updatedAt <= window.to)).map((s) => s.id) : []);
  if (window) shops = shops.filter((s) => changedShops.has(s.id) || items.some((i) => i.shopId === s.id));
  const catalog = buildCatalog({ shops, items, domain: c.domain, appUrl, incremental: !!window });
  return {
    context: replyContext(rt, c),
    message: { catalog: window ? onlyChangedProviders(catalog, changedShops) : catalog },
  };
}

/**
 * The GST invoice PDF behind an ONDC order's `documents` link: the token must be the order's (else 404, as for an
 * order that does not exist), the order an ONDC one, and its invoice issued (else 409 saying when it will be).
 */
export async function ondcInvoicePdf(db: Db, rt: OndcRuntime, orderId: string, token: unknown): Promise<DocumentFile> {
  if (!isUuid(orderId) || !invoiceTokenValid(rt.config.signingKey, orderId, token)) throw notFound('Invoice');
  if (!(await findOndcOrderById(db, orderId))) throw notFound('Invoice');
  const file = await invoiceAttachment(db, orderId);
  if (!file) throw conflict('This order has no invoice yet: the shop issues it when it confirms the order');
  return file;
}

/** POSTs a signed callback; throws (to be retried) unless the buyer app answered 2xx. */
export async function sendCallback(rt: OndcRuntime, bapUri: string, action: string, payload: unknown): Promise<void> {
  const body = JSON.stringify(payload);
  const authorization = authorizationHeader(body, {
    subscriberId: rt.config.subscriberId,
    uniqueKeyId: rt.config.uniqueKeyId,
    key: rt.config.signingKey,
    created: Math.floor(rt.clock().getTime() / 1000),
    ttlSeconds: CALLBACK_TTL_SECONDS,
  });
  const res = await fetch(`${bapUri.replace(/\/+$/, '')}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body,
    signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${action} to the buyer app answered ${res.status}`);
}

interface Log {
  info(o: object, m: string): void;
}

/** The `on_{action}` of an order action: the answer's message (or error) under the reply's context. */
async function orderReply(db: Db, rt: OndcRuntime, action: string, c: OndcContext, message: never, at: string): Promise<Answer | undefined> {
  if (action === 'select') return onSelect(db, c, message);
  if (action === 'init') return onInit(db, rt, c, message);
  if (action === 'confirm') return onConfirm(db, rt, c, message, at);
  if (action === 'status') return onStatus(db, rt, c);
  if (action === 'track') return onTrack(db, rt, c);
  if (action === 'cancel') return onCancel(db, rt, c, message);
  if (action === 'update') return onUpdate(db, rt, c, message);
  return undefined;
}

/** Runs a subscriber's work in an events scope of its own and dispatches what it recorded when it is done. */
export type RunInScope = <T>(fn: () => Promise<T>) => Promise<T>;

/**
 * The `ondc` subscriber: builds and sends the callback of each accepted request, and the unsolicited `on_status` /
 * `on_cancel` of a shop's move on an ONDC order (logged by ids, never its content). Its work runs in `run`'s scope:
 * the events a confirm or a cancel records (order placed, stock changed, status changed) are dispatched as soon as the
 * callback is built, as a request's are, rather than waiting for the poller's grace.
 */
export function ondcSubscriber(db: Db, rt: OndcRuntime, appUrl: string, log: Log, run: RunInScope): Subscriber {
  return {
    name: 'ondc',
    takes: (type) => type === 'ondc.request' || type === 'order.status-changed' || type === 'return.status-changed',
    handle: (e) => run(() => handle(e)),
  };
  async function handle(e: Delivered): Promise<void> {
    if (e.type === 'order.status-changed' || e.type === 'return.status-changed') {
      const action = e.type === 'return.status-changed' ? 'on_update' : unsolicitedAction(e.to, e.by);
      const link = action && (await findOndcOrderById(db, e.type === 'return.status-changed' ? e.orderId : e.order.id));
      if (!action || !link) return;
      const c: OndcContext = {
        domain: link.domain,
        action: action.slice(3),
        country: 'IND',
        city: link.city,
        core_version: '1.2.5',
        bap_id: link.bapId,
        bap_uri: link.bapUri,
        transaction_id: link.transactionId,
        // The event's id: a retry of this callback carries the same message id, and the platform owner's screen shows it.
        message_id: e.id,
        timestamp: rt.clock().toISOString(),
        ttl: 'PT30S',
      };
      const answer = e.type === 'return.status-changed' ? await returnMoved(db, rt, link.orderId, e.returnId, e.to) : await describe(db, rt, link.orderId);
      if (!answer) return;
      await sendCallback(rt, c.bap_uri, action, { context: replyContext(rt, c), ...answer });
      log.info({ action, transactionId: c.transaction_id, messageId: c.message_id, bapId: c.bap_id }, 'ondc: unsolicited callback sent');
      return;
    }
    if (e.type !== 'ondc.request') return;
    const request = e.body as { context: OndcContext; message?: unknown };
    const c = request.context;
    let reply: { context: OndcContext } | undefined;
    if (e.action === 'search') reply = await onSearch(db, rt, appUrl, c, request.message);
    else {
      const context = replyContext(rt, c);
      const answer = await orderReply(db, rt, e.action, c, (request.message ?? {}) as never, context.timestamp);
      if (answer) reply = { context, ...answer };
    }
    if (!reply) return;
    await sendCallback(rt, c.bap_uri, reply.context.action, reply);
    log.info({ action: reply.context.action, transactionId: c.transaction_id, messageId: c.message_id, bapId: c.bap_id }, 'ondc: callback sent');
  }
}
