import { formatRupees, istDate, toPaise, type LedgerEntryReply, type RecordPaymentBody } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/auth.js';
import { recordEvent } from '../events/events.service.js';
import { balanceOf, entryDto, shopOr404 } from './entries.js';
import { insertEntries, selectEntryByKey } from './ledger.repo.js';

/** A payment date (IST, not in the future) as the instant it is posted at: now for today, else noon IST that day. */
function paymentInstant(date: string | undefined, now: Date): Date {
  const today = istDate(now);
  if (date === undefined || date === today) return now;
  if (date > today)
    throw new AppError('VALIDATION', `date must not be in the future (today is ${today})`, {
      issues: [{ field: 'date', message: 'date must not be in the future' }],
    });
  return new Date(Date.parse(`${date}T12:00:00+05:30`));
}

/**
 * The platform owner records money received from a shop. With an Idempotency-Key, a retry of the same request
 * answers the entry already written instead of recording the payment twice.
 */
export async function recordPayment(
  db: Db,
  user: Pick<SessionUser, 'id'> | null,
  shopId: string,
  body: RecordPaymentBody,
  now: Date,
  key?: string,
): Promise<LedgerEntryReply & { created: boolean }> {
  const shop = await shopOr404(db, shopId);
  const postedAt = paymentInstant(body.date, now);
  const paymentId = newId();
  const idempotencyKey = key ? `payment:${user?.id ?? 'system'}:${key}` : `payment:${paymentId}`;
  // A payment may unblock the shop (its page says whether it takes orders): the entry and `catalog.changed` in one
  // transaction, the cached reads drop after commit (decision 054). A replay writes nothing and records nothing.
  const [written] = await db.transaction(async (tx) => {
    const rows = await insertEntries(tx, [
      {
        id: newId(),
        shopId: shop.id,
        kind: 'payment',
        amountPaise: -toPaise(body.amount),
        paymentId,
        method: body.method,
        reference: body.reference || null,
        postedAt,
        dueAt: postedAt,
        idempotencyKey,
        createdBy: user?.id ?? null,
      },
    ]);
    if (rows.length) await recordEvent(tx, { type: 'catalog.changed' });
    return rows;
  });
  const entry = written ?? (await selectEntryByKey(db, idempotencyKey));
  if (!entry) throw new Error('payment neither written nor found');
  if (!written && (entry.shopId !== shop.id || entry.amountPaise !== -toPaise(body.amount)))
    throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different payment: use a new key for a new payment');
  const balance = await balanceOf(db, shop.id);
  return {
    created: !!written,
    message: written ? `Payment of ${formatRupees(body.amount)} recorded for ${shop.name}` : 'This payment was already recorded',
    entry: await entryDto(db, entry),
    balance,
  };
}
