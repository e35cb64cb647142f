/** Response schemas of the ledger routes (issue 12 #4) and their types, re-exported by responses.ts (decision 059). */
import { z } from 'zod';
import { LEDGER_KINDS } from './ledger.js';

const money = z.number().describe('rupees, at most 2 decimals');
const isoDate = z.string().describe('ISO 8601 date-time');
const day = z.string().describe('IST calendar date YYYY-MM-DD');
const pagedFields = { total: z.number(), page: z.number(), pageSize: z.number(), totalPages: z.number() };

export const ledgerEntryDto = z.strictObject({
  _id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  kind: z.enum(LEDGER_KINDS),
  label: z.string(),
  amount: money.describe('rupees, signed: positive = the shop owes the platform, negative = paid or credited'),
  balanceAfter: money.describe('running balance after this entry (of the shop; of every shop in the all-shops list)'),
  base: money.nullable().describe('the value the rate applied to'),
  ratePercent: z.number().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  creditNoteId: z.string().nullable(),
  paymentId: z.string().nullable(),
  reversesId: z.string().nullable(),
  reversedById: z.string().nullable(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  postedAt: isoDate,
  dueAt: isoDate.describe('the instant it becomes overdue (start of the day after dueDate, IST)'),
  dueDate: day.describe('the last day to pay it'),
});

const entriesPage = z.strictObject({ items: z.array(ledgerEntryDto), ...pagedFields });
const due = z.strictObject({ dueDate: day, amount: money, overdue: z.boolean() });

export const shopLedgerDto = z.strictObject({
  shop: z.strictObject({ _id: z.string(), name: z.string(), commissionRate: z.number().describe('percent'), commissionRateIsDefault: z.boolean() }),
  balance: money.describe('what the shop owes the platform now; negative = paid in advance'),
  overdue: money,
  oldestUnpaidDue: day.nullable(),
  blocked: z.boolean(),
  blockThreshold: money,
  graceDays: z.number(),
  dues: z.array(due).describe('unpaid amounts per due date, oldest first (payments settle the oldest dues first)'),
  entries: entriesPage,
});

export const ledgerOverviewDto = z.strictObject({
  balance: money.describe('sum of every shop’s balance'),
  shops: z.array(
    z.strictObject({
      shopId: z.string(),
      shopName: z.string(),
      active: z.boolean(),
      balance: money,
      overdue: money,
      oldestUnpaidDue: day.nullable(),
      blocked: z.boolean(),
    }),
  ),
  entries: entriesPage,
});

export const ledgerEntryReply = z.strictObject({ message: z.string(), entry: ledgerEntryDto, balance: money });

export type LedgerEntryDto = z.output<typeof ledgerEntryDto>;
export type ShopLedgerDto = z.output<typeof shopLedgerDto>;
export type LedgerDueDto = ShopLedgerDto['dues'][number];
export type LedgerOverviewDto = z.output<typeof ledgerOverviewDto>;
export type ShopBalanceDto = LedgerOverviewDto['shops'][number];
export type LedgerEntryReply = z.output<typeof ledgerEntryReply>;

try {
  z.globalRegistry.add(ledgerEntryDto, { ...z.globalRegistry.get(ledgerEntryDto), id: 'LedgerEntryDto' });
} catch {
  // the name is taken by an earlier evaluation of this module (the web app's hot reload)
}
