import type { ContactBody, ContactMessageDto, Language, Paged } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { platformOwnerEmails } from '../auth/auth.service.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { contactMail } from '../mail/messages.js';
import { contactReplyMail } from '../mail/onboarding-messages.js';
import { toPaged } from '../../lib/paging.js';
import {
  insertContactMessage,
  selectContactMessage,
  selectContactMessagePage,
  selectContactMessagesFrom,
  selectContactMessages,
  updateContactMessage,
  type ContactMessageRow,
} from './contact.repo.js';

export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

/** The `message` column is the spec's `yourmessage` field. */
export function toContactMessageDto(r: ContactMessageRow): ContactMessageDto {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    yourmessage: r.message,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}

/** Stores the message and, in the same transaction, queues a copy to the platform owner (decision 028). */
export async function submitContactMessage(db: Db, body: ContactBody): Promise<void> {
  await db.transaction(async (tx) => {
    await insertContactMessage(tx, { id: newId(), name: body.name, email: body.email, phone: body.phone, message: body.yourmessage });
    const content = (l: Language) => contactMail(appUrl(), { name: body.name, email: body.email, phone: body.phone, message: body.yourmessage }, l);
    await queueMail(
      tx,
      (await platformOwnerEmails(tx)).map((to) => ({ to, kind: 'contact-message', content })),
    );
  });
}

export async function listContactMessages(db: Db): Promise<ContactMessageDto[]> {
  return (await selectContactMessages(db)).map(toContactMessageDto);
}

export async function listContactMessagePage(db: Db, page: number, pageSize: number): Promise<Paged<ContactMessageDto>> {
  const { rows, total } = await selectContactMessagePage(db, page, pageSize);
  return toPaged(rows.map(toContactMessageDto), total, page, pageSize);
}

async function messageOr404(db: Db, id: string): Promise<ContactMessageRow> {
  const m = isUuid(id) ? await selectContactMessage(db, id) : undefined;
  if (!m) throw notFound('Contact message');
  return m;
}

/**
 * The platform owner answers a message (issue 22 #13): the reply is mailed to the sender and kept with the message,
 * which becomes `replied`. A second reply is allowed (a conversation), each mailed.
 */
export async function replyToContactMessage(db: Db, id: string, reply: string, viewer: SessionUser, now: Date): Promise<ContactMessageDto> {
  const m = await messageOr404(db, id);
  await db.transaction(async (tx) => {
    await updateContactMessage(tx, id, { status: 'replied', reply, repliedBy: viewer.id, repliedAt: now });
    await queueMail(tx, [{ to: m.email, kind: 'contact-reply', content: (l) => contactReplyMail(appUrl(), { name: m.name, message: m.message }, reply, l) }]);
  });
  return toContactMessageDto(await messageOr404(db, id));
}

/** Nothing to answer (spam, a thank-you): closed without a mail. 409 once it was replied to. */
export async function closeContactMessage(db: Db, id: string): Promise<ContactMessageDto> {
  const m = await messageOr404(db, id);
  if (m.status === 'replied') throw conflict('This message was already answered');
  await updateContactMessage(db, id, { status: 'closed' });
  return toContactMessageDto(await messageOr404(db, id));
}

/** The contact messages sent from one email (a person's data export, issue 26 #7). */
export async function listContactMessagesFrom(db: Db, email: string): Promise<ContactMessageDto[]> {
  return (await selectContactMessagesFrom(db, email)).map(toContactMessageDto);
}
