import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { channelAttempts, channelMessages, notificationPreferences, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** What choosing the COD code's channels needs of an account: its role, email, confirmed mobile and stored choices. */
export async function selectCodeTarget(db: Db, userId: string) {
  const [row] = await db
    .select({ role: users.role, email: users.email, mobile: users.mobile, choices: notificationPreferences.choices })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Records a code sent by WhatsApp (decision 086 addendum 2) as a channel message already `sent`, so the Outbox
 * shows it and the status webhooks move it on; with no variables (never the code), and never claimed by a worker.
 * A second record of the same event (a retried dispatch) is skipped.
 */
export async function insertSentCodeMessage(
  db: Db,
  m: { dedupeKey: string; kind: string; recipient: string; userId: string; providerMessageId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const id = newId();
    const done = await tx
      .insert(channelMessages)
      .values({ id, ...m, channel: 'whatsapp', params: [], status: 'sent', attempts: 1, sentAt: sql`now()`, statusAt: sql`now()` })
      .onConflictDoNothing({ target: channelMessages.dedupeKey })
      .returning({ id: channelMessages.id });
    if (done.length)
      await tx.insert(channelAttempts).values({ id: newId(), messageId: id, attempt: 1, outcome: 'sent', providerMessageId: m.providerMessageId });
  });
}
