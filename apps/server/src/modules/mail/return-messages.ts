import { orderNumber, type Language } from '@bazaar/shared';
import { compose, type MailContent } from './layout.js';
import { istTime, sayer, term, type Say } from './mail-text.js';

/** What every return mail says about the return (issue 26 #2): its order, its items and what was asked for. */
export interface MailReturn {
  orderId: string;
  shopName: string;
  items: string;
  resolution: 'refund' | 'replacement';
}

const rows = (r: MailReturn, say: Say): Array<[string, string]> => [
  [say('Order'), orderNumber(r.orderId)],
  [say('Shop'), r.shopName],
  [say('Items'), r.items],
  [say('Asked for'), r.resolution === 'refund' ? say('A refund') : say('A replacement')],
];

/** To the shop's owner when a shopper asks: accept or decline by the deadline, else the platform owner takes it up. */
export function returnRequestedMail(appUrl: string, r: MailReturn, reason: string, decideBy: Date, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  return compose(
    say('Return asked for order {orderNumber}', { orderNumber: orderNumber(r.orderId) }),
    say('A shopper asked to return items'),
    [
      { rows: [...rows(r, say), [say('Reason'), term(lang, reason)]] },
      { p: say('Please accept or decline it by {by}; after that it goes to the platform owner.', { by: istTime(decideBy, lang) }) },
      { button: say('Open your orders'), href: `${appUrl}/admin/all-orders` },
    ],
    lang,
  );
}

/** The heading of the shopper's mail at each step (English text; the catalog has each in Hindi). */
export const RETURN_STATUS_WORDS: Record<string, string> = {
  Requested: 'We have sent your request to the shop.',
  Accepted: 'The shop accepted your return and will collect the items.',
  Declined: 'The shop declined your return.',
  PickedUp: 'The shop has collected the items.',
  Received: 'The shop has received the items back.',
  Refunded: 'The shop has recorded your refund.',
  Replaced: 'The shop has sent your replacement.',
};

/** To the shopper at each step of the return. */
export function returnStatusMail(appUrl: string, r: MailReturn, status: string, declineReason: string | null, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const words = RETURN_STATUS_WORDS[status];
  const v = { orderNumber: orderNumber(r.orderId), status: term(lang, status) };
  return compose(
    say('Your return for order {orderNumber}: {status}', v),
    words ? say(words) : say('Your return is {status}.', v),
    [
      { rows: [...rows(r, say), ...(declineReason ? ([[say('Shop’s reason'), declineReason]] as Array<[string, string]>) : [])] },
      { button: say('Open the order'), href: `${appUrl}/my-orders/${r.orderId}` },
    ],
    lang,
  );
}

/** To the platform owners when a shop did not decide in time. */
export function returnEscalatedMail(appUrl: string, r: MailReturn, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  return compose(
    say('Return for order {orderNumber} not decided in time', { orderNumber: orderNumber(r.orderId) }),
    say('A return request is overdue'),
    [
      { p: say('The shop did not accept or decline this return by its deadline. Please follow it up with the shop and the shopper.') },
      { rows: rows(r, say) },
      { button: say('Open Bazaar'), href: `${appUrl}/superadmin` },
    ],
    lang,
  );
}

/** To the platform owners, once per return, when a refund was not recorded by its due date (issue 26 #3). */
export function returnRefundOverdueMail(appUrl: string, r: MailReturn, dueBy: Date, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  return compose(
    say('Refund for order {orderNumber} overdue', { orderNumber: orderNumber(r.orderId) }),
    say('A refund is overdue'),
    [
      {
        p: say('The shop received the returned items but has not recorded the refund, which was due by {by}. Please follow it up with the shop.', {
          by: istTime(dueBy, lang),
        }),
      },
      { rows: rows(r, say) },
      { button: say('Open overdue refunds'), href: `${appUrl}/superadmin/returns` },
    ],
    lang,
  );
}

/**
 * To the shop's owner when the shopper gives or changes where the refund goes (issue 26 #3): which kind, and for a
 * bank account its last four digits only; never the number or the UPI ID (the shop reads them on Bazaar).
 */
export function returnRefundAccountMail(
  appUrl: string,
  r: MailReturn,
  account: { kind: 'upi' } | { kind: 'bank'; last4: string },
  changed: boolean,
  lang: Language = 'en',
): MailContent {
  const say = sayer(lang);
  const v = { orderNumber: orderNumber(r.orderId) };
  return compose(
    changed ? say('Refund account changed for order {orderNumber}', v) : say('Refund account given for order {orderNumber}', v),
    changed ? say('The shopper changed where the refund goes') : say('The shopper said where the refund goes'),
    [
      {
        rows: [...rows(r, say), [say('Refund to'), account.kind === 'upi' ? say('A UPI ID') : say('A bank account ending {last4}', { last4: account.last4 })]],
      },
      { p: say('Pay the refund to this account once you have received the items back; you see it in full on Bazaar when you record the refund.') },
      { button: say('Open returns'), href: `${appUrl}/admin/returns` },
    ],
    lang,
  );
}
