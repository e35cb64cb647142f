import { AsyncLocalStorage } from 'node:async_hooks';
import type { OutboxMessageDetailDto, OutboxMessageDto, Paged } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import { toPaged } from '../../lib/paging.js';
import type { MailContent } from './layout.js';
import { insertOutbox, selectOutboxMessage, selectOutboxPage, type OutboxListRow } from './outbox.repo.js';
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
}
export const mailScope = new AsyncLocalStorage<MailScope>();

/** The origin of links in messages: APP_URL of the app serving this request. */
export function appUrl(): string {
  return mailScope.getStore()?.appUrl ?? DEFAULT_APP_URL;
}

export interface OutgoingMail {
  to: string;
  kind: string;
  content: MailContent;
  /** Rendered when the message is sent: the order's invoice PDF. */
  attachment?: { kind: 'invoice'; orderId: string };
  /**
   * A secret the message carries (a reset token, a COD code): `content` has SECRET_MARK in its place. It is kept
   * sealed until the send puts it in (decision 039); a held message keeps none (it is never sent).
   */
  secret?: string;
}

/**
 * Writes messages to the outbox with `tx`, the transaction of the event that causes them: they exist exactly when
 * the event committed. Nothing is sent here; the outbox worker sends after commit, so a mail server that is down
 * never fails or slows the request. `held` is for the demo data (kept, never sent).
 */
export async function queueMail(tx: Db, messages: OutgoingMail[], held = false): Promise<void> {
  const scope = mailScope.getStore();
  const status = held || scope?.hold ? ('held' as const) : ('pending' as const);
  await insertOutbox(
    tx,
    messages
      .filter((m) => m.to)
      .map((m) => ({
        id: newId(),
        recipient: m.to,
        kind: m.kind,
        subject: m.content.subject,
        html: m.content.html,
        text: m.content.text,
        attachment: m.attachment ?? null,
        secret: m.secret === undefined || status === 'held' ? null : sealed(m, scope?.key),
        status,
      })),
  );
  if (scope && messages.length) scope.queued = true;
}

/** The message's secret sealed with this process's key; a message whose content still holds the secret is a bug. */
function sealed(m: OutgoingMail, key: OutboxKey | undefined): string {
  const secret = m.secret!;
  const { subject, html, text } = m.content;
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
