import { z } from 'zod';
import { email, phone, text } from './schemas.js';

/**
 * Grievances (issue 26 #5; decision 081): the Consumer Protection (E-Commerce) Rules 2020, r.4(5), ask a marketplace
 * to acknowledge a complaint within 48 hours and redress it within one month. Both figures are settings (dated
 * versions, like every setting), defaulting to the law's; the complainant may reopen a resolved ticket for a while.
 */
export const GRIEVANCE_STATUSES = ['Open', 'InProgress', 'Escalated', 'Resolved', 'Reopened'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** What a ticket is about: derived from the ids given when it is filed. */
export const GRIEVANCE_ABOUT = ['order', 'product', 'shop', 'platform'] as const;
export type GrievanceAbout = (typeof GRIEVANCE_ABOUT)[number];

/** Who moves a ticket: the person who filed it, the shop it is about, the platform owner, or the clock. */
export type GrievanceActor = 'complainant' | 'shop' | 'platform' | 'clock';
/** A message (`reply`), closing it (`resolve`), the complainant asking again (`reopen`), the clock running out (`escalate`). */
export type GrievanceAction = 'reply' | 'resolve' | 'reopen' | 'escalate';

export interface GrievanceClockSettings {
  /** Hours within which a person (the shop or the platform) must answer: the law's acknowledgement. */
  ackHours: number;
  /** Days within which the ticket must be resolved. */
  resolveDays: number;
  /** Days after it was resolved during which the complainant may reopen it. */
  reopenDays: number;
}

export interface GrievanceOfficer {
  name: string;
  designation: string;
  email: string;
  phone: string;
}

/** The law's figures (E-Commerce Rules 2020 r.4(5)): 48 hours to acknowledge, one month to redress. */
export const DEFAULT_GRIEVANCE_SETTINGS: Readonly<GrievanceClockSettings> = { ackHours: 48, resolveDays: 30, reopenDays: 14 };
export const MAX_GRIEVANCE_ACK_HOURS = 48;
export const MAX_GRIEVANCE_RESOLVE_DAYS = 30;
export const MAX_GRIEVANCE_REOPEN_DAYS = 90;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The two deadlines of a ticket filed (or reopened) at `from`. */
export function grievanceDeadlines(from: Date, s: GrievanceClockSettings): { respondBy: Date; dueBy: Date } {
  return { respondBy: new Date(from.getTime() + s.ackHours * HOUR_MS), dueBy: new Date(from.getTime() + s.resolveDays * DAY_MS) };
}

/** Whether a resolved ticket may still be reopened at `now`. */
export function canReopen(resolvedAt: Date | null, now: Date, reopenDays: number): boolean {
  return resolvedAt !== null && now.getTime() - resolvedAt.getTime() <= reopenDays * DAY_MS;
}

/** Whether the clock has run out on a ticket still open at `now`: no answer by `respondBy`, or not resolved by `dueBy`. */
export function isOverdue(g: { status: GrievanceStatus; respondBy: Date; dueBy: Date; answeredAt: Date | null }, now: Date): boolean {
  if (g.status === 'Resolved' || g.status === 'Escalated') return false;
  return now > g.dueBy || (g.answeredAt === null && now > g.respondBy);
}

export type GrievanceMove = { ok: true; to: GrievanceStatus } | { ok: false; message: string };

/**
 * The one transition table of a ticket. `reply` keeps a complainant's message from changing the status; the shop or
 * the platform answering moves it to InProgress (an escalated ticket stays with the platform owner). Only the
 * platform owner resolves an escalated ticket; only the complainant reopens; only the clock escalates.
 */
export function nextGrievanceStatus(from: GrievanceStatus, action: GrievanceAction, actor: GrievanceActor): GrievanceMove {
  const no = (message: string): GrievanceMove => ({ ok: false, message });
  const open = from === 'Open' || from === 'InProgress' || from === 'Reopened';
  switch (action) {
    case 'reply':
      if (from === 'Resolved') return no('This ticket is resolved: reopen it to write again');
      if (actor === 'clock') return no('The clock does not write messages');
      if (actor === 'complainant' || from === 'Escalated') return { ok: true, to: from };
      return { ok: true, to: 'InProgress' };
    case 'resolve':
      if (actor === 'complainant' || actor === 'clock') return no('Only the shop or the platform owner resolves a ticket');
      if (from === 'Resolved') return no('This ticket is already resolved');
      if (from === 'Escalated' && actor !== 'platform') return no('This ticket was escalated: the platform owner resolves it now');
      return { ok: true, to: 'Resolved' };
    case 'reopen':
      if (actor !== 'complainant') return no('Only the person who filed the ticket can reopen it');
      if (from !== 'Resolved') return no('Only a resolved ticket can be reopened');
      return { ok: true, to: 'Reopened' };
    case 'escalate':
      if (actor !== 'clock') return no('A ticket is escalated by its clock only');
      if (!open) return no(`A ${from} ticket is not escalated`);
      return { ok: true, to: 'Escalated' };
  }
}

// ---------- request bodies ----------
const optionalId = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} must be an id`)
    .max(64)
    .optional();

/** A form's empty field means "not given". */
const blankIsNone = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/**
 * POST /api/grievances. A logged-in person's name, email and phone come from the account; anyone else gives them.
 * `orderId` (the caller's own order), `productId` or `shopId` say what it is about; none of them: the platform.
 */
export const grievanceBody = z.strictObject(
  {
    subject: text('Subject', 150),
    description: text('Description', 5000),
    orderId: optionalId('orderId'),
    productId: optionalId('productId'),
    shopId: optionalId('shopId'),
    name: blankIsNone(text('Name', 100)),
    email: blankIsNone(email()),
    phone: blankIsNone(phone()),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}` : undefined) },
);
export type GrievanceBody = z.infer<typeof grievanceBody>;

/** POST /api/grievances/:id/messages: a message, and optionally what it does to the ticket. */
export const grievanceMessageBody = z.strictObject({
  text: text('Message', 5000),
  action: z.enum(['resolve', 'reopen'], { error: 'action must be resolve or reopen (or left out for a plain message)' }).optional(),
});
export type GrievanceMessageBody = z.infer<typeof grievanceMessageBody>;

export const grievanceOfficerSchema = z.strictObject({
  name: text('Officer name', 100),
  designation: text('Officer designation', 100),
  email: email('Officer email'),
  phone: phone('Officer phone'),
});

const wholeNumber = (name: string, unit: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number (${unit})` })
    .refine(Number.isInteger, `${name} must be a whole number of ${unit}`)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max} ${unit}`);

/** PATCH /api/superadmin/grievance-settings: the clocks can only be as short as the law's or shorter. */
export const grievanceSettingsPatchBody = z
  .strictObject(
    {
      ackHours: wholeNumber('ackHours', 'hours', 1, MAX_GRIEVANCE_ACK_HOURS).optional(),
      resolveDays: wholeNumber('resolveDays', 'days', 1, MAX_GRIEVANCE_RESOLVE_DAYS).optional(),
      reopenDays: wholeNumber('reopenDays', 'days', 1, MAX_GRIEVANCE_REOPEN_DAYS).optional(),
      grievanceOfficer: grievanceOfficerSchema.optional(),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys' ? `Unknown setting: ${iss.keys.join(', ')} (ackHours, resolveDays, reopenDays, grievanceOfficer)` : undefined,
    },
  )
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one of ackHours, resolveDays, reopenDays, grievanceOfficer');
export type GrievanceSettingsPatchBody = z.infer<typeof grievanceSettingsPatchBody>;

export const grievanceListQuery = z.object({
  status: z.enum([...GRIEVANCE_STATUSES, 'all'], { error: `status must be one of ${GRIEVANCE_STATUSES.join(', ')} or all` }).default('all'),
});

// ---------- replies ----------
const isoDate = z.string().describe('ISO 8601 date-time');

export const grievanceOfficerDto = z.strictObject({ name: z.string(), designation: z.string(), email: z.string(), phone: z.string() });

export const grievanceMessageDto = z.strictObject({
  _id: z.string(),
  author: z.enum(['complainant', 'shop', 'platform', 'clock']),
  authorName: z.string(),
  text: z.string(),
  createdAt: isoDate,
});

export const grievanceDto = z.strictObject({
  _id: z.string(),
  ticketNumber: z.string().describe('e.g. GRV-000042, quoted in every mail'),
  status: z.enum(GRIEVANCE_STATUSES),
  about: z.enum(GRIEVANCE_ABOUT),
  subject: z.string(),
  description: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  orderId: z.string().nullable(),
  productId: z.string().nullable(),
  shopId: z.string().nullable(),
  shopName: z.string().nullable(),
  createdAt: isoDate,
  acknowledgedAt: isoDate.describe('the automatic acknowledgement, at filing'),
  respondBy: isoDate.describe('a person (the shop or the platform) answers by then, or it is escalated'),
  dueBy: isoDate.describe('resolved by then, or it is escalated'),
  answeredAt: isoDate.nullable(),
  escalatedAt: isoDate.nullable(),
  resolvedAt: isoDate.nullable(),
  reopenUntil: isoDate.nullable().describe('after a resolution: the complainant may reopen it until then'),
  overdue: z.boolean(),
  officer: grievanceOfficerDto.nullable().describe('the grievance officer (platform settings), shown on every ticket'),
  messages: z.array(grievanceMessageDto),
});

export const grievanceFiledReply = z.strictObject({
  _id: z.string(),
  ticketNumber: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  acknowledgedAt: isoDate,
  dueBy: isoDate,
  respondBy: isoDate,
  message: z.string(),
});

export const grievanceList = z.strictObject({ items: z.array(grievanceDto) });
export const grievanceChangeReply = z.strictObject({ message: z.string(), grievance: grievanceDto });

export const grievanceSettingsView = z.strictObject({
  ackHours: z.number(),
  resolveDays: z.number(),
  reopenDays: z.number(),
  grievanceOfficer: grievanceOfficerDto.nullable(),
  version: z.number(),
  effectiveFrom: isoDate.nullable(),
});
export const grievanceSettingsChangeReply = z.strictObject({ message: z.string(), settings: grievanceSettingsView });
export const publicGrievanceInfo = z.strictObject({
  grievanceOfficer: grievanceOfficerDto.nullable(),
  ackHours: z.number(),
  resolveDays: z.number(),
  reopenDays: z.number(),
});

export type GrievanceDto = z.output<typeof grievanceDto>;
export type GrievanceMessageDto = z.output<typeof grievanceMessageDto>;
export type GrievanceFiledReply = z.output<typeof grievanceFiledReply>;
export type GrievanceSettingsView = z.output<typeof grievanceSettingsView>;
export type PublicGrievanceInfo = z.output<typeof publicGrievanceInfo>;
