import type { ChannelMessageDto, Paged } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { toPaged } from '../../lib/paging.js';
import { selectChannelMessagePage, selectChannelMessagesOfPerson, selectConsent, type ChannelMessageRow } from './channels.repo.js';

/** A message as the Outbox screen shows it: never its variables (decision 086). */
function toDto(r: ChannelMessageRow): ChannelMessageDto {
  return {
    _id: r.id,
    channel: r.channel,
    kind: r.kind,
    recipient: r.recipient,
    status: r.status,
    attempts: r.attempts,
    providerMessageId: r.providerMessageId,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    statusAt: r.statusAt?.toISOString() ?? null,
  };
}

/** The platform owner's Outbox screen, its SMS and WhatsApp part: newest first. */
export async function listChannelMessagePage(db: Db, page: number, pageSize: number): Promise<Paged<ChannelMessageDto>> {
  const { rows, total } = await selectChannelMessagePage(db, page, pageSize);
  return toPaged(rows.map(toDto), total, page, pageSize);
}

/** A person's data export (issue 26 #7): the texts and WhatsApp messages sent to them, as the Outbox shows them. */
export async function listChannelMessagesTo(db: Db, userId: string, phones: readonly string[]): Promise<ChannelMessageDto[]> {
  return (await selectChannelMessagesOfPerson(db, userId, phones)).map(toDto);
}

/** A person's data export: their number's WhatsApp consent, as recorded (null when never given). */
export async function whatsappConsentOf(db: Db, phone: string | null) {
  const row = phone ? await selectConsent(db, phone) : undefined;
  if (!row) return null;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return { phone: row.phone, optedInAt: iso(row.optedInAt), optedInVia: row.optedInVia, optedOutAt: iso(row.optedOutAt), optedOutVia: row.optedOutVia };
}
