import { istDate, LEDGER_KIND_LABELS, orderNumber } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { csvCell, csvMoney } from '../../lib/csv.js';
import { dueDateOf } from './domain/dues.js';
import { shopOr404 } from './entries.js';
import { selectEntriesAfter, selectShopForLedger, type EntryKey } from './ledger.repo.js';

const CSV_HEADER = [
  'Date (IST)',
  'Shop',
  'Entry',
  'Order',
  'Base (Rs)',
  'Rate (%)',
  'Amount (Rs)',
  'Balance after (Rs)',
  'Due date',
  'Method',
  'Reference',
  'Note',
  'Entry id',
  'Reverses',
];

/**
 * Entries read per statement by the CSV (issue 30): memory holds one batch, whatever the ledger's size. 500, not
 * 1,000: at 100,000 entries over HTTP, batches of 1,000 grew the server's RSS by 123–138 MB per three calls (the
 * JS heap rose from 40 to 165 MB between full collections, each young collection moving about 2 MB to the old
 * generation), batches of 500 by 8–13 MB and of 200 by 10 MB, in about the same time (decision 115).
 */
export const LEDGER_CSV_BATCH = 500;

/**
 * Every entry of one shop (or of all), oldest first, as CSV; the last line is the balance. The shop is checked
 * first (a 404 is still a whole reply); the lines are then streamed, read batch by batch, each with its CRLF, the
 * balance after each entry summed as the entries pass (of the shop, or of every shop for the whole platform's file).
 */
export async function ledgerCsv(db: Db, scope: { shopId?: string; adminId?: string }): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
  let shopId = scope.shopId;
  let label = 'all_shops';
  if (scope.adminId) {
    const shop = await selectShopForLedger(db, { adminId: scope.adminId });
    if (!shop) throw notFound('Shop');
    shopId = shop.id;
  }
  if (shopId) {
    const shop = await shopOr404(db, shopId);
    label = shop.name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'shop';
  }
  const line = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
  async function* lines(): AsyncGenerator<string> {
    const money = csvMoney;
    let total = 0;
    let after: EntryKey | null = null;
    yield line(CSV_HEADER);
    for (;;) {
      const batch = await selectEntriesAfter(db, shopId, after, LEDGER_CSV_BATCH);
      let out = '';
      for (const { entry: e } of batch) {
        total += e.amountPaise;
        out += line([
          istDate(e.postedAt),
          e.shopName,
          LEDGER_KIND_LABELS[e.kind],
          e.orderId ? orderNumber(e.orderId) : '',
          money(e.basePaise),
          e.rateBp === null ? '' : (e.rateBp / 100).toString(),
          money(e.amountPaise),
          money(total),
          e.amountPaise > 0 && e.kind !== 'reversal' ? dueDateOf(e.dueAt) : '',
          e.method ?? '',
          e.reference ?? '',
          e.note ?? '',
          e.id,
          e.reversesId ?? '',
        ]);
      }
      if (out) yield out;
      if (batch.length < LEDGER_CSV_BATCH) break;
      after = batch.at(-1)!.key;
    }
    yield line(['', '', 'Balance', '', '', '', money(total), money(total), '', '', '', '', '', '']);
  }
  return { fileName: `Bazaar_ledger_${label}.csv`, lines: lines() };
}
