import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { insertEntries, selectUnreversedOfOrder } from './ledger.repo.js';

/**
 * A credit note reverses what its order posted, in the transaction that issues it (the one place credit notes
 * are issued, so cancellation, refusal and any later path get it). Each reversal keeps the due date of what it
 * reverses, so the two cancel out in "due by when" too.
 */
export async function reverseOrderPostings(tx: Db, orderId: string, creditNoteId: string, creditNoteNumber: string, now: Date): Promise<void> {
  const posted = await selectUnreversedOfOrder(tx, orderId);
  await insertEntries(
    tx,
    posted.map((e) => ({
      id: newId(),
      shopId: e.shopId,
      kind: 'reversal' as const,
      amountPaise: -e.amountPaise,
      orderId,
      creditNoteId,
      reversesId: e.id,
      note: `Credit note ${creditNoteNumber}`,
      postedAt: now,
      dueAt: e.dueAt,
      idempotencyKey: `reverse:${e.id}`,
    })),
  );
}
