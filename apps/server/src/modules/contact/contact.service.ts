import type { ContactBody, ContactMessageDto, Paged } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { toPaged } from '../../lib/paging.js';
import { insertContactMessage, selectContactMessagePage, selectContactMessages, type ContactMessageRow } from './contact.repo.js';

export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

/** The `message` column is the spec's `yourmessage` field. */
export function toContactMessageDto(r: ContactMessageRow): ContactMessageDto {
  return { _id: r.id, name: r.name, email: r.email, phone: r.phone, yourmessage: r.message, createdAt: r.createdAt.toISOString() };
}

export async function submitContactMessage(db: Db, body: ContactBody): Promise<void> {
  await insertContactMessage(db, { id: newId(), name: body.name, email: body.email, phone: body.phone, message: body.yourmessage });
}

export async function listContactMessages(db: Db): Promise<ContactMessageDto[]> {
  return (await selectContactMessages(db)).map(toContactMessageDto);
}

export async function listContactMessagePage(db: Db, page: number, pageSize: number): Promise<Paged<ContactMessageDto>> {
  const { rows, total } = await selectContactMessagePage(db, page, pageSize);
  return toPaged(rows.map(toContactMessageDto), total, page, pageSize);
}
