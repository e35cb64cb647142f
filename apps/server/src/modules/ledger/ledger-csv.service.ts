import { istDate, LEDGER_KIND_LABELS, orderNumber } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { csvCell, csvMoney } from '../../lib/csv.js';
import { dueDateOf } from './domain/dues.js';
import { shopOr404 } from './entries.js';
import { selectEntriesPage, selectShopForLedger } from './ledger.repo.js';

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

/** Every entry of one shop (or of all), oldest first, as CSV; the last line is the balance. */
export async function ledgerCsv(db: Db, scope: { shopId?: string; adminId?: string }): Promise<{ fileName: string; csv: string }> {
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
  const { items } = await selectEntriesPage(db, shopId, 1, 1, true);
  const money = csvMoney;
  const lines = [CSV_HEADER];
  let total = 0;
  for (const e of [...items].reverse()) {
    total += e.amountPaise;
    lines.push([
      istDate(e.postedAt),
      e.shopName,
      LEDGER_KIND_LABELS[e.kind],
      e.orderId ? orderNumber(e.orderId) : '',
      money(e.basePaise),
      e.rateBp === null ? '' : (e.rateBp / 100).toString(),
      money(e.amountPaise),
      money(e.balanceAfterPaise),
      e.amountPaise > 0 && e.kind !== 'reversal' ? dueDateOf(e.dueAt) : '',
      e.method ?? '',
      e.reference ?? '',
      e.note ?? '',
      e.id,
      e.reversesId ?? '',
    ]);
  }
  lines.push(['', '', 'Balance', '', '', '', money(total), money(total), '', '', '', '', '', '']);
  return { fileName: `Bazaar_ledger_${label}.csv`, csv: lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n' };
}
