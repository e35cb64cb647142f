import type { LedgerEntryReply } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { recordEvent } from '../events/events.service.js';
import { balanceOf, entryDto } from './entries.js';
import { insertEntries, selectEntryById } from './ledger.repo.js';

/**
 * A reversing entry for a mistaken payment or posting: the opposite amount, pointing at the original, with the
 * reason. Once only (a unique index on `reverses_id`); a reversal itself is not reversed (record the entry again).
 */
export async function reverseEntry(db: Db, user: SessionUser, entryId: string, reason: string, now: Date): Promise<LedgerEntryReply> {
  const original = isUuid(entryId) ? await selectEntryById(db, entryId) : undefined;
  if (!original) throw notFound('Ledger entry');
  if (original.kind === 'reversal') throw conflict('A reversal cannot be reversed: record the payment or charge again instead');
  // The balance moves, which may block or unblock the shop: the entry and `catalog.changed` in one transaction.
  const [written] = await db.transaction(async (tx) => {
    const rows = await insertEntries(tx, [
      {
        id: newId(),
        shopId: original.shopId,
        kind: 'reversal',
        amountPaise: -original.amountPaise,
        orderId: original.orderId,
        reversesId: original.id,
        note: reason,
        postedAt: now,
        dueAt: original.dueAt,
        idempotencyKey: `reverse:${original.id}`,
        createdBy: user.id,
      },
    ]);
    if (rows.length) await recordEvent(tx, { type: 'catalog.changed' });
    return rows;
  });
  if (!written) throw conflict('This entry has already been reversed', { entryId: original.id });
  return { message: 'Entry reversed', entry: await entryDto(db, written), balance: await balanceOf(db, original.shopId) };
}
