import {
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  WHATSAPP_KINDS,
  type ChannelChoice,
  type MessageKind,
  type NotificationsBody,
  type NotificationsDto,
} from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { mutedKey, selectConsent, selectEmailsMuted, selectPreferences, upsertOptIn, upsertOptOut, upsertPreferences } from './channels.repo.js';
import { optedIn } from './channels.service.js';

/**
 * Each person's channels per kind of message (issue 27 #2–#3, decision 086). Only the kinds that concern the caller
 * are shown and taken: a shopper's order updates and COD code, a shop owner's new orders, a password reset for an
 * account with an email. Defaults: email where the account has one; SMS for the COD code (it is needed to confirm
 * the order; SMS or WhatsApp as chosen, some way always); a phone-only account gets its order updates by SMS rather
 * than nothing; WhatsApp never before an opt-in.
 */

type Person = Pick<SessionUser, 'role' | 'email' | 'mobile'>;

const SHOPPER_KINDS: MessageKind[] = ['order-placed', 'order-confirmed', 'order-delivered', 'order-cancelled', 'order-refused', 'cod-code'];

export function kindsFor(p: Person): MessageKind[] {
  const own = p.role === 'user' ? SHOPPER_KINDS : p.role === 'admin' ? (['new-order'] as MessageKind[]) : [];
  return p.email ? [...own, 'password-reset'] : own;
}

export function defaultChoice(p: Person, kind: MessageKind): ChannelChoice {
  const email = !!p.email;
  if (kind === 'cod-code') return { email, sms: true, whatsapp: false };
  if (kind === 'password-reset') return { email: true, sms: false, whatsapp: false };
  return { email, sms: !email && !!p.mobile, whatsapp: false };
}

/** A refusal names the kind (in `details.kind`, so a screen can show it beside that kind's boxes). */
const bad = (message: string, kind?: MessageKind) => new AppError('VALIDATION', message, kind ? { kind } : undefined);

/** What a choice may not be, for this person: a message they can act on, or null. */
function refusal(p: Person, kind: MessageKind, c: ChannelChoice, whatsappOn: boolean): string | null {
  const label = MESSAGE_KIND_LABELS[kind];
  if (!kindsFor(p).includes(kind)) return `${label}: this account does not get these messages.`;
  if (c.email && !p.email) return `${label}: this account has no email address; add one to get messages by email.`;
  if (kind === 'password-reset' && !c.email) return `${label}: the reset link goes by email only; keep email on.`;
  if (kind === 'password-reset' && (c.sms || c.whatsapp)) return `${label}: the reset link goes by email only.`;
  // The code is needed to confirm the order: by email always to an account with one, and by SMS (to the order's
  // number) or WhatsApp as chosen — some way in any case (issue 27 #2, decision 086 addendum 2).
  if (kind === 'cod-code' && p.email && !c.email) return `${label}: the code always goes by email to an account with one; keep email on.`;
  if (kind === 'cod-code' && !c.email && !c.sms && !c.whatsapp) return `${label}: keep SMS or WhatsApp on; the order cannot be confirmed without the code.`;
  if (kind !== 'cod-code' && c.sms && !p.mobile) return `${label}: confirm a mobile number on your account to get messages by SMS.`;
  if (c.whatsapp && !(WHATSAPP_KINDS as readonly string[]).includes(kind)) return `${label}: this message does not go by WhatsApp.`;
  if (c.whatsapp && !whatsappOn) return `${label}: opt in to WhatsApp messages first (whatsappOptIn: true).`;
  return null;
}

function reply(p: Person, stored: Record<string, ChannelChoice> | undefined, consent: Awaited<ReturnType<typeof selectConsent>>): NotificationsDto {
  const on = optedIn(consent);
  const out: Record<string, ChannelChoice> = {};
  for (const kind of kindsFor(p)) {
    const c = stored?.[kind] ?? defaultChoice(p, kind);
    // A choice made before the account lost its email, or before a STOP, is shown as it now works: a COD code
    // with no way left goes by SMS (cod-code-channels.ts).
    const now = { email: c.email && !!p.email, sms: c.sms, whatsapp: c.whatsapp && on };
    out[kind] = kind === 'cod-code' && !now.email && !now.whatsapp ? { ...now, sms: true } : now;
  }
  return { ...out, whatsappOptIn: on ? { at: consent.optedInAt.toISOString(), via: consent.optedInVia ?? 'unknown' } : null };
}

export async function getNotifications(db: Db, p: Person & { id: string }): Promise<NotificationsDto> {
  const [prefs, consent] = await Promise.all([selectPreferences(db, p.id), p.mobile ? selectConsent(db, p.mobile) : undefined]);
  return reply(p, prefs?.choices, consent);
}

/** Applies the opt-in (or out) first, then the choices; a choice this person cannot have answers 400 and changes nothing. */
export async function putNotifications(db: Db, p: Person & { id: string }, body: NotificationsBody, now: Date): Promise<NotificationsDto> {
  const { whatsappOptIn, ...choices } = body;
  if (whatsappOptIn === true && !p.mobile) throw bad('Confirm a mobile number on your account before opting in to WhatsApp.');
  await db.transaction(async (tx) => {
    if (p.mobile && whatsappOptIn === true) await upsertOptIn(tx, p.mobile, 'notifications-screen', now);
    if (p.mobile && whatsappOptIn === false) await upsertOptOut(tx, p.mobile, 'notifications-screen', now);
    const on = optedIn(p.mobile ? await selectConsent(tx, p.mobile) : undefined);
    const stored = (await selectPreferences(tx, p.id))?.choices ?? {};
    const next: Record<string, ChannelChoice> = {};
    for (const kind of kindsFor(p)) next[kind] = stored[kind] ?? defaultChoice(p, kind);
    for (const kind of MESSAGE_KINDS) {
      const c = choices[kind];
      if (!c) continue;
      const why = refusal(p, kind, c, on);
      if (why) throw bad(why, kind);
      next[kind] = c;
    }
    if (whatsappOptIn === false) for (const kind of Object.keys(next)) next[kind] = { ...next[kind]!, whatsapp: false };
    // Opting out must not leave the COD code no way to go: it goes by SMS again.
    const cod = next['cod-code'];
    if (cod && !cod.email && !cod.sms && !cod.whatsapp) next['cod-code'] = { ...cod, sms: true };
    await upsertPreferences(tx, p.id, next);
  });
  return getNotifications(db, p);
}

/** The mail kinds a person chooses on the Notifications screen, by the mail's own kind name. */
const MAIL_KINDS: Partial<Record<string, MessageKind>> = {
  'order-placed': 'order-placed',
  'order-confirmed': 'order-confirmed',
  'order-delivered': 'order-delivered',
  'order-cancelled': 'order-cancelled',
  'order-refused': 'order-refused',
  'shop-new-order': 'new-order',
};

/**
 * The mails of these that their recipients still want: one of a kind a person turned email off for is left out
 * (issue 27 #2). Mails of kinds nobody chooses (a cancellation told to the shop, the COD code) always go.
 */
export async function wantedMail<M extends { to?: string | null; kind: string }>(db: Db, mails: M[]): Promise<M[]> {
  // One statement for all of them (decision 095: an order to three shops asked four times).
  const asked = mails.flatMap((m) => (MAIL_KINDS[m.kind] && m.to ? [{ email: m.to, kind: MAIL_KINDS[m.kind]! }] : []));
  const muted = await selectEmailsMuted(db, asked);
  return mails.filter((m) => !(MAIL_KINDS[m.kind] && m.to && muted.has(mutedKey(m.to, MAIL_KINDS[m.kind]!))));
}
