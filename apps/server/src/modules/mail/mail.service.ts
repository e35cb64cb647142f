import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language, OutboxMessageDetailDto, OutboxMessageDto, Paged } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import { toPaged } from '../../lib/paging.js';
import type { MailContent } from './layout.js';
import { insertOutbox, selectOutboxMessage, selectOutboxPage, type OutboxListRow } from './outbox.repo.js';
import { selectAccountLanguages, selectOutboxForRecipient } from './outbox.repo.js';
import { redacted, sealSecret, SECRET_MARK, type OutboxKey } from './secrets.js';

export const DEFAULT_APP_URL = 'http://localhost:3000';

/**
 * What a request's messages need from the app that serves it: whether this instance sends mail at all (without
 * SMTP_URL it holds them for the Outbox screen), the links' origin, and whether the request queued anything (the
 * worker is woken once the reply is sent, i.e. after the commit).
 */
export interface MailScope {
  hold: boolean;
  appUrl: string;
  queued: boolean;
  /** Seals the secrets of messages to be sent (decision 039); the worker of this process opens them. */
  key?: OutboxKey;
  /** The language of the request (decision 091): the caller's account's, else Accept-Language's, else English. */
  language?: () => Promise<Language>;
}
export const mailScope = new AsyncLocalStorage<MailScope>();

/** The origin of links in messages: APP_URL of the app serving this request. */
export function appUrl(): string {
  return mailScope.getStore()?.appUrl ?? DEFAULT_APP_URL;
}

/**
 * The language of the request being served (for a mail to someone without an account who made it); else English.
 * Call it before opening a transaction, never inside one: it may look the caller's session up through the pool,
 * and the embedded database has one connection, held by the transaction, so the lookup would wait for ever.
 */
export async function requestLanguage(): Promise<Language> {
  return (
    (await mailScope
      .getStore()
      ?.language?.()
      .catch(() => undefined)) ?? 'en'
  );
}

export interface OutgoingMail {
  /** Null (an account made with a mobile number, decision 078): the message is skipped. */
  to: string | null;
  kind: string;
  /**
   * The message, or how to write it in a language: then it is written in the language of the account with the
   * address `to` as it is when queued, else in `language`, else English (decision 091). The outbox keeps the
   * text, so a retry sends the same words.
   */
  content: MailContent | ((language: Language) => MailContent);
  /** For an address without an account: the language of the person who caused the mail, when known. */
  language?: Language;
  /** Rendered when the message is sent: the order's invoice PDF. */
  attachment?: { kind: 'invoice'; orderId: string };
  /**
   * A secret the message carries (a reset token, a COD code): `content` has SECRET_MARK in its place. It is kept
   * sealed until the send puts it in (decision 039); a held message keeps none (it is never sent).
   */
  secret?: string;
}

/**
 * Addresses in the reserved `.invalid` domain (RFC 2606) stand for people Bazaar cannot mail: an ONDC buyer app's
 * placeholder account (its buyer hears through the buyer app) and an erased account. Nothing is queued to them.
 */
const UNDELIVERABLE = /\.invalid$/i;

/**
 * Writes messages to the outbox with `tx`, the transaction of the event that causes them: they exist exactly when
 * the event committed. Nothing is sent here; the outbox worker sends after commit, so a mail server that is down
 * never fails or slows the request. `held` is for the demo data (kept, never sent).
 */
export async function queueMail(tx: Db, messages: OutgoingMail[], held = false): Promise<void> {
  const scope = mailScope.getStore();
  const status = held || scope?.hold ? ('held' as const) : ('pending' as const);
  const sendable = messages.filter((m): m is OutgoingMail & { to: string } => !!m.to && !UNDELIVERABLE.test(m.to));
  const toWrite = sendable.filter((m) => typeof m.content === 'function').map((m) => m.to);
  const accounts = toWrite.length ? await selectAccountLanguages(tx, toWrite) : new Map<string, Language>();
  await insertOutbox(
    tx,
    sendable.map((m) => {
      const content = typeof m.content === 'function' ? m.content(accounts.get(m.to.toLowerCase()) ?? m.language ?? 'en') : m.content;
      return {
        id: newId(),
        recipient: m.to,
        kind: m.kind,
        subject: content.subject,
        html: content.html,
        text: content.text,
        attachment: m.attachment ?? null,
        secret: m.secret === undefined || status === 'held' ? null : sealed(m, content, scope?.key),
        status,
      };
    }),
  );
  if (scope && sendable.length) scope.queued = true;
}

/** The message's secret sealed with this process's key; a message whose content still holds the secret is a bug. */
function sealed(m: OutgoingMail, content: MailContent, key: OutboxKey | undefined): string {
  const secret = m.secret!;
  const { subject, html, text } = content;
  if (!secret || [subject, html, text].some((s) => s.includes(secret)) || !text.includes(SECRET_MARK))
    throw new Error(`outbox: a ${m.kind} message must carry its secret as SECRET_MARK, never in clear`);
  if (!key) throw new Error(`outbox: a ${m.kind} message with a secret needs the app's mail scope (its key)`);
  return sealSecret(secret, key);
}

function toOutboxDto(r: OutboxListRow): OutboxMessageDto {
  return {
    _id: r.id,
    recipient: r.recipient,
    kind: r.kind,
    subject: redacted(r.subject),
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    hasAttachment: r.hasAttachment,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

/** The platform owner's Outbox screen: newest first. */
export async function listOutboxPage(db: Db, page: number, pageSize: number): Promise<Paged<OutboxMessageDto>> {
  const { rows, total } = await selectOutboxPage(db, page, pageSize);
  return toPaged(rows.map(toOutboxDto), total, page, pageSize);
}

export async function getOutboxMessage(db: Db, id: string): Promise<OutboxMessageDetailDto> {
  const row = isUuid(id) ? await selectOutboxMessage(db, id) : undefined;
  if (!row) throw notFound('Message');
  return { ...toOutboxDto({ ...row, hasAttachment: row.attachment !== null }), text: redacted(row.text) };
}

/** The messages Bazaar wrote to one address (a person's data export, issue 26 #7): subjects redacted as on the Outbox screen. */
export async function listMailsTo(db: Db, email: string): Promise<OutboxMessageDto[]> {
  return (await selectOutboxForRecipient(db, email)).map(toOutboxDto);
}
