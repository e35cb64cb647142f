import { z } from 'zod';
import { text } from './schemas.js';
import { refundAccountDto } from './refund-account.js';

/**
 * Returns (issue 26 #1-#4; decision 084). A shop's return policy is data with dates; an order keeps the one it was
 * placed under. The Consumer Protection (E-Commerce) Rules 2020 ask a marketplace to show each seller's return,
 * refund and exchange policy; they do not set one. Law as of November 2026, not legal advice.
 */
export const RETURN_POLICY_KINDS = ['none', 'return', 'replacement'] as const;
export type ReturnPolicyKind = (typeof RETURN_POLICY_KINDS)[number];
export const MAX_RETURN_DAYS = 30;

export interface ReturnPolicy {
  kind: ReturnPolicyKind;
  days: number;
}
/** A shop that never set a policy takes no returns: Bazaar does not promise what the shop has not. */
export const NO_RETURNS: Readonly<ReturnPolicy> = { kind: 'none', days: 0 };

export const RETURN_STATUSES = ['Requested', 'Accepted', 'Declined', 'PickedUp', 'Received', 'Refunded', 'Replaced'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** A return's status in words, for people (the API keeps the codes). */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  Requested: 'Asked',
  Accepted: 'Accepted',
  Declined: 'Declined',
  PickedUp: 'Picked up',
  Received: 'Received by the shop',
  Refunded: 'Refunded',
  Replaced: 'Replaced',
};
export const RETURN_RESOLUTIONS = ['refund', 'replacement'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/** Why the shopper returns items: stable API codes, with labels for people. */
export const RETURN_REASONS = ['damaged', 'defective', 'wrong_item', 'not_as_described', 'size_or_fit', 'no_longer_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  defective: 'Does not work',
  wrong_item: 'Wrong item sent',
  not_as_described: 'Not as described',
  size_or_fit: 'Size or fit',
  no_longer_needed: 'No longer needed',
  other: 'Other',
};

/** How long the shop has to accept or decline before the request goes to the platform owner (issue 26 #2). */
export const DEFAULT_RETURN_DECIDE_HOURS = 48;
/** Days after the shop received the items by which the refund should be recorded (issue 26 #3). */
export const DEFAULT_REFUND_OVERDUE_DAYS = 7;

const DAY_MS = 86_400_000;

/** Which resolutions a policy allows: a return policy refunds or replaces; a replacement-only policy replaces. */
export function allowedResolutions(policy: ReturnPolicy): readonly ReturnResolution[] {
  if (policy.kind === 'return') return ['refund', 'replacement'];
  if (policy.kind === 'replacement') return ['replacement'];
  return [];
}

/** The last instant a return may be asked for: `days` whole days after delivery; null when the policy takes none. */
export function returnWindowEnd(policy: ReturnPolicy, deliveredAt: Date): Date | null {
  if (policy.kind === 'none') return null;
  return new Date(deliveredAt.getTime() + policy.days * DAY_MS);
}

/**
 * The one transition table of a return: the shop accepts or declines a request, collects the items (its own
 * pickup), receives them, then refunds or replaces according to the resolution asked for.
 */
export const RETURN_TRANSITIONS: ReadonlyArray<{ from: ReturnStatus; to: ReturnStatus; resolution?: ReturnResolution }> = [
  { from: 'Requested', to: 'Accepted' },
  { from: 'Requested', to: 'Declined' },
  { from: 'Accepted', to: 'PickedUp' },
  { from: 'PickedUp', to: 'Received' },
  { from: 'Received', to: 'Refunded', resolution: 'refund' },
  { from: 'Received', to: 'Replaced', resolution: 'replacement' },
];

export type ReturnMove = { ok: true } | { ok: false; message: string };

/** Whether a return asking for `resolution` may move from `from` to `to`, with a message a person can act on if not. */
export function canMoveReturn(from: ReturnStatus, to: ReturnStatus, resolution: ReturnResolution): ReturnMove {
  const row = RETURN_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (!row) {
    const next = RETURN_TRANSITIONS.filter((t) => t.from === from && (!t.resolution || t.resolution === resolution)).map((t) => t.to);
    return {
      ok: false,
      message: next.length
        ? `A return that is ${from} can next be marked ${next.join(' or ')}, not ${to}`
        : `This return is ${from}: it cannot change any more`,
    };
  }
  if (row.resolution && row.resolution !== resolution)
    return { ok: false, message: `The shopper asked for a ${resolution}, so this return is closed as ${resolution === 'refund' ? 'Refunded' : 'Replaced'}` };
  return { ok: true };
}

// ---- Contracts ------------------------------------------------------------------------------------------------

export const returnPolicyBody = z
  .strictObject({
    kind: z.enum(RETURN_POLICY_KINDS, { error: `kind must be one of: ${RETURN_POLICY_KINDS.join(', ')}` }),
    days: z
      .number({ error: 'days must be a whole number of days' })
      .int('days must be a whole number of days')
      .min(0, 'days must be 0 or more')
      .max(MAX_RETURN_DAYS, `days must be at most ${MAX_RETURN_DAYS}`)
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind !== 'none' && (b.days === undefined || b.days < 1))
      ctx.addIssue({ code: 'custom', path: ['days'], message: `days must be between 1 and ${MAX_RETURN_DAYS} for a ${b.kind} policy` });
  });
export type ReturnPolicyBody = z.infer<typeof returnPolicyBody>;

export const returnPolicyDto = z.strictObject({
  kind: z.enum(RETURN_POLICY_KINDS),
  days: z.number().int().describe('days after delivery within which a return may be asked for; 0 with kind none'),
});

export const shopReturnPolicyReply = returnPolicyDto.extend({
  version: z.number().int().describe('0 until the shop first sets a policy'),
  effectiveFrom: z.string().nullable(),
});
export type ShopReturnPolicyReply = z.output<typeof shopReturnPolicyReply>;

const quantity = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(1_000_000);

export const returnRequestBody = z.strictObject({
  lines: z
    .array(z.strictObject({ itemId: z.uuid({ error: 'itemId must be the _id of an item of this order' }), quantity }), { error: 'lines must be a list' })
    .min(1, 'Choose at least one item to return')
    .max(100, 'lines must have at most 100 items')
    .refine((ls) => new Set(ls.map((l) => l.itemId)).size === ls.length, 'Each item may appear once in lines'),
  reason: z.enum(RETURN_REASONS, { error: `reason must be one of: ${RETURN_REASONS.join(', ')}` }),
  note: text('note', 1000).optional(),
  resolution: z.enum(RETURN_RESOLUTIONS, { error: 'resolution must be refund or replacement' }),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBody>;

/** The refund the shop paid for a cash order (#3): recorded once, never edited. */
export const refundRecordSchema = z.strictObject({
  reference: z
    .string({ error: 'refund.reference is required (the UPI or bank transaction reference)' })
    .trim()
    .min(4, 'refund.reference must be the UPI or bank transaction reference (at least 4 characters)')
    .max(64, 'refund.reference must be at most 64 characters'),
  date: z
    .string({ error: 'refund.date must be a date (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'refund.date must be a date (YYYY-MM-DD)')
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'refund.date must be a real date (YYYY-MM-DD)',
    )
    .refine((d) => d >= '2024-01-01' && d <= '2100-12-31', 'refund.date must be between 2024-01-01 and 2100-12-31'),
});

export const returnMoveBody = z
  .strictObject({
    status: z.enum(['Accepted', 'Declined', 'PickedUp', 'Received', 'Refunded', 'Replaced'], {
      error: 'status must be one of: Accepted, Declined, PickedUp, Received, Refunded, Replaced',
    }),
    reason: text('reason', 500).optional(),
    resellable: z.boolean({ error: 'resellable must be true or false' }).optional(),
    refund: refundRecordSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.status === 'Declined' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason is required to decline a return' });
    if (b.resellable !== undefined && b.status !== 'Received')
      ctx.addIssue({ code: 'custom', path: ['resellable'], message: 'resellable is given only with status Received' });
    if (b.status === 'Refunded' && !b.refund)
      ctx.addIssue({ code: 'custom', path: ['refund'], message: 'refund { reference, date } is required to mark a return Refunded' });
    if (b.refund && b.status !== 'Refunded') ctx.addIssue({ code: 'custom', path: ['refund'], message: 'refund is given only with status Refunded' });
  });
export type ReturnMoveBody = z.infer<typeof returnMoveBody>;

const overdueFlag = z
  .enum(['true', 'false'], { error: 'overdue must be true or false' })
  .optional()
  .transform((v) => v === 'true')
  .describe('true: only refunds not recorded by their `refundDueBy`');

export const returnListQuery = z.object({
  status: z.enum([...RETURN_STATUSES, 'all'], { error: `status must be one of ${RETURN_STATUSES.join(', ')} or all` }).default('all'),
  overdue: overdueFlag,
});

export const escalatedReturnsQuery = z.object({ overdue: overdueFlag });

/** The return clocks as dated settings (decision 092): read when a request is made and when the items are received. */
export const returnSettingsBody = z.strictObject({
  decideHours: z
    .number({ error: 'decideHours must be a whole number of hours' })
    .int('decideHours must be a whole number of hours')
    .min(1, 'decideHours must be at least 1')
    .max(168, 'decideHours must be at most 168 (7 days)'),
  refundDays: z
    .number({ error: 'refundDays must be a whole number of days' })
    .int('refundDays must be a whole number of days')
    .min(1, 'refundDays must be at least 1')
    .max(30, 'refundDays must be at most 30'),
});
export type ReturnSettingsBody = z.infer<typeof returnSettingsBody>;

export const returnSettingsReply = z.strictObject({
  decideHours: z.number().int().describe('hours the shop has to accept or decline a request before it goes to the platform owner'),
  refundDays: z.number().int().describe('days after the shop received the items by which the refund is due; past it, flagged overdue'),
  version: z.number().int(),
  effectiveFrom: z.string(),
  history: z.array(z.strictObject({ version: z.number().int(), decideHours: z.number().int(), refundDays: z.number().int(), effectiveFrom: z.string() })),
});
export type ReturnSettingsReply = z.output<typeof returnSettingsReply>;

const isoDate = z.string().describe('ISO 8601 date-time');

export const returnLineDto = z.strictObject({
  itemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number().describe('rupees per unit, as ordered'),
});

/** Photos a shopper may attach to a return request (issue 26 #2), each a JPEG, PNG or WebP up to 5 MB. */
export const MAX_RETURN_PHOTOS = 3;

export const returnPhotoDto = z.strictObject({
  _id: z.string(),
  url: z.string().describe('GET it with the session: the return’s shopper, its shop’s owner and the platform owner only (private, no-store)'),
});
export type ReturnPhotoDto = z.output<typeof returnPhotoDto>;

export const returnDto = z.strictObject({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string().describe('the order’s short number, as people see it'),
  shopId: z.string(),
  status: z.enum(RETURN_STATUSES),
  resolution: z.enum(RETURN_RESOLUTIONS),
  reason: z.enum(RETURN_REASONS),
  reasonLabel: z.string(),
  note: z.string().nullable(),
  declineReason: z.string().nullable(),
  resellable: z.boolean().nullable(),
  lines: z.array(returnLineDto),
  photos: z.array(returnPhotoDto).describe('the photos the shopper attached, oldest first (at most 3)'),
  amount: z.number().describe('rupees: the returned lines at the prices paid'),
  createdAt: isoDate,
  decideBy: isoDate.describe('the shop accepts or declines by then, else the platform owner takes it up'),
  decidedAt: isoDate.nullable(),
  pickedUpAt: isoDate.nullable(),
  receivedAt: isoDate.nullable(),
  closedAt: isoDate.nullable(),
  escalatedAt: isoDate.nullable(),
  refundDueBy: isoDate.nullable().describe('a refund return once received: the refund is due by then (the refund days in force at receipt)'),
  refundOverdue: z.boolean().describe('received, no refund recorded, and past `refundDueBy`'),
  refund: z
    .strictObject({
      reference: z.string(),
      date: z.string(),
      recordedAt: isoDate,
      confirmed: z.boolean().nullable().describe('the shopper: true received, false disputed, null not answered yet'),
      note: z.string().nullable(),
    })
    .nullable()
    .describe('the refund the shop recorded (once, never edited); null before'),
  refundAccount: refundAccountDto
    .nullable()
    .describe('where the shopper asked the refund to go (a refund return, once accepted); the account number masked; null before'),
  creditNote: z
    .strictObject({ _id: z.string(), number: z.string() })
    .nullable()
    .describe('the credit note issued when a refund return was Received (PDF at GET /api/credit-notes/:id); null otherwise'),
});
export type ReturnDto = z.output<typeof returnDto>;

export const returnReply = z.strictObject({ return: returnDto });
export const returnListReply = z.strictObject({ returns: z.array(returnDto) });

/** The shopper's answer to a recorded refund (#3): received it, or disputes it (a note says why). */
export const refundConfirmationBody = z
  .strictObject({
    ok: z.boolean({ error: 'ok must be true (received) or false (not received)' }),
    note: text('note', 500).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.ok && !b.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'note is required to dispute a refund: say what is wrong' });
  });
export type RefundConfirmationBody = z.infer<typeof refundConfirmationBody>;
