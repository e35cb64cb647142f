import type { ContactBody, ContactMessageDto, Paged } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { platformOwnerEmails } from '../auth/auth.service.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { contactMail } from '../mail/messages.js';
import { toPaged } from '../../lib/paging.js';
import { insertContactMessage, selectContactMessagePage, selectContactMessages, type ContactMessageRow } from './contact.repo.js';

export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

/** The `message` column is the spec's `yourmessage` field. */
export function toContactMessageDto(r: ContactMessageRow): ContactMessageDto {
  return { _id: r.id, name: r.name, email: r.email, phone: r.phone, yourmessage: r.message, createdAt: r.createdAt.toISOString() };
}

/** Stores the message and, in the same transaction, queues a copy to the platform owner (decision 028). */
export async function submitContactMessage(db: Db, body: ContactBody): Promise<void> {
  await db.transaction(async (tx) => {
    await insertContactMessage(tx, { id: newId(), name: body.name, email: body.email, phone: body.phone, message: body.yourmessage });
    const content = contactMail(appUrl(), { name: body.name, email: body.email, phone: body.phone, message: body.yourmessage });
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
