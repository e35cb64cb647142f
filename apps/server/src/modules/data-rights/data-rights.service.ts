import type { AccountExportDto } from '@bazaar/shared/responses';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { listAddresses } from '../addresses/addresses.service.js';
import { findAccount, toUserDto } from '../auth/auth.service.js';
import { getCart } from '../cart/cart.service.js';
import { listContactMessagesFrom } from '../contact/contact.service.js';
import { listMyGrievances } from '../grievances/grievances.service.js';
import { listMailsTo } from '../mail/mail.service.js';
import { listChannelMessagesTo, whatsappConsentOf } from '../channels/channel-outbox.service.js';
import { listMyOrders } from '../orders/orders.service.js';
import { listReviewsByAuthor } from '../reviews/reviews.service.js';
import { listMyReturns } from '../returns/returns.service.js';

export const EXPORT_NOTICE =
  'Everything Bazaar holds about you: your profile, saved addresses, cart, orders, returns (a refund account masked; the photos you attached as links you can open while logged in), reviews, complaints, the messages you ' +
  'sent us and the emails we sent you. Passwords are kept only as a one-way hash and are not included. If you erase ' +
  'your account, tax invoices and credit notes of your orders are kept, with the name and address as issued, for 72 ' +
  'months as the CGST Act s.36 requires; everything else personal is removed or anonymised.';

/**
 * GET /api/account/export (issue 26 #7; the DPDP Act 2023's right of access): every record that names the caller,
 * read through each module's own service.
 */
export async function exportAccount(db: Db, user: SessionUser, now: Date): Promise<AccountExportDto> {
  const account = await findAccount(db, user.id);
  if (!account) throw notFound('Account');
  const shopper = account.role === 'user';
  // Texts go to E.164 numbers; the profile's phone is 10 digits.
  const phones = [account.phone, account.phone && /^\d{10}$/.test(account.phone) ? `+91${account.phone}` : null, account.mobile].filter(
    (x): x is string => !!x,
  );
  const [addresses, cart, orders, returns, reviews, grievances, contactMessages, mails, textMessages, whatsappConsent] = await Promise.all([
    listAddresses(db, account.id),
    shopper ? getCart(db, account.id, now) : Promise.resolve(null),
    shopper ? listMyOrders(db, account.id) : Promise.resolve([]),
    shopper ? listMyReturns(db, account.id, now) : Promise.resolve([]),
    listReviewsByAuthor(db, account.id),
    listMyGrievances(db, user, now),
    // A phone-only account (issue 27) has no email, so no contact messages or mails to list.
    account.email ? listContactMessagesFrom(db, account.email) : Promise.resolve([]),
    account.email ? listMailsTo(db, account.email) : Promise.resolve([]),
    listChannelMessagesTo(db, account.id, phones),
    whatsappConsentOf(db, account.mobile),
  ]);
  return {
    exportedAt: now.toISOString(),
    notice: EXPORT_NOTICE,
    profile: { ...toUserDto(account), createdAt: account.createdAt.toISOString() },
    addresses: addresses.items,
    cart,
    orders,
    returns,
    reviews,
    grievances: grievances.items,
    contactMessages,
    mails,
    textMessages,
    whatsappConsent,
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function section(title: string, rows: unknown[]): string {
  if (!rows.length) return `<h2>${esc(title)}</h2><p>None.</p>`;
  return `<h2>${esc(title)} (${rows.length})</h2>${rows.map((r) => `<pre>${esc(JSON.stringify(r, null, 2))}</pre>`).join('')}`;
}

/** The same export as a page a person can read and print. */
export function exportAsHtml(e: AccountExportDto): string {
  const p = e.profile;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>Your data on Bazaar</title><style>body{font-family:Arial,Helvetica,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5;color:#18181b}pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f5;padding:.75rem;border-radius:.5rem;font-size:.85rem}dt{font-weight:bold}</style></head><body>`,
    '<h1>Your data on Bazaar</h1>',
    `<p>Exported ${esc(e.exportedAt)}. ${esc(e.notice)}</p>`,
    '<h2>Profile</h2><dl>',
    ...[
      ['Name', p.name],
      ['Email', p.email],
      ['Phone', p.phone ?? '—'],
      ['Role', p.role],
      ['Account created', p.createdAt],
    ].map(([k, v]) => `<dt>${esc(k!)}</dt><dd>${esc(v!)}</dd>`),
    '</dl>',
    section('Saved addresses', e.addresses),
    section('Cart', e.cart ? e.cart.items : []),
    section('Orders', e.orders),
    section('Returns', e.returns),
    section('Reviews', e.reviews),
    section('Complaints', e.grievances),
    section('Messages you sent us', e.contactMessages),
    section('Emails we sent you', e.mails),
    section('Texts and WhatsApp messages we sent you', e.textMessages),
    section('Your WhatsApp consent', e.whatsappConsent ? [e.whatsappConsent] : []),
    '</body></html>',
  ].join('');
}
