// Over 300 lines: one short builder per kind of order mail, in both languages; apart they would scatter one family.
import { formatRupees, type Language, type OrderDto } from '@bazaar/shared';
import { compose, type Block, type MailContent } from './layout.js';
import { sayer, term, type Say } from './mail-text.js';

/**
 * Every message Bazaar sends, as pure functions of plain data (decision 028). None takes a password, a session or
 * a token hash; a reset link carries only the one-time token. Amounts are rupees, shown as ₹ with Indian grouping.
 * Each takes the recipient's language last (English when left out); its words go through `say`, keyed by the
 * English text (decision 091), so an English mail is exactly what it was.
 */

const money = formatRupees;

type MailOrder = Pick<
  OrderDto,
  '_id' | 'orderNumber' | 'items' | 'shop' | 'subtotal' | 'deliveryCharge' | 'codFee' | 'totalAmount' | 'user' | 'cancellation' | 'refusal' | 'invoiceNumber'
>;

/** The options a shopper chose, as the invoice line names them: " (Size: 8, Colour: Blue)"; nothing without options. */
function chosen(options: Record<string, string> | undefined): string {
  const pairs = Object.entries(options ?? {});
  return pairs.length ? ` (${pairs.map(([k, v]) => `${k}: ${v}`).join(', ')})` : '';
}

function itemRows(o: MailOrder, say: Say): Array<[string, string]> {
  const rows: Array<[string, string]> = o.items.map((i) => [`${i.name}${chosen(i.options)} × ${i.quantity}`, money(i.total)]);
  rows.push([say('Delivery'), money(o.deliveryCharge)]);
  if (o.codFee > 0) rows.push([say('Cash on delivery fee'), money(o.codFee)]);
  rows.push([say('Total'), money(o.totalAmount)]);
  return rows;
}

const orderLink = (appUrl: string, o: MailOrder, say: Say): Block => ({ button: say('See the order'), href: `${appUrl}/my-orders/${o._id}` });

/** To the shopper, once per checkout: every shop's order with its items and total. */
export function orderPlacedMail(appUrl: string, name: string, orders: MailOrder[], totalAmount: number, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const n = orders.length;
  const blocks: Block[] = [
    {
      p:
        n === 1
          ? say('Hello {name}, thank you for your order. Your shop will confirm it soon; you pay in cash when it is delivered.', { name })
          : say('Hello {name}, thank you for your order. Each of the {n} shops will confirm it soon; you pay in cash when it is delivered.', { name, n }),
    },
    ...orders.map((o): Block => ({
      heading: say('{shop} — order {orderNumber}', { shop: o.shop.name, orderNumber: o.orderNumber }),
      rows: itemRows(o, say),
      total: true,
    })),
    { rows: [[say('To pay on delivery'), money(totalAmount)]], total: true },
    { button: say('See my orders'), href: `${appUrl}/my-orders` },
  ];
  const subject =
    n === 1
      ? say('Order {orderNumber} placed with {shop}', { orderNumber: orders[0]!.orderNumber, shop: orders[0]!.shop.name })
      : say('Your {n} orders are placed', { n });
  return compose(subject, say('Your order is placed'), blocks, lang);
}

export function orderConfirmedMail(appUrl: string, o: MailOrder, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const v = { name: o.user.name, shop: o.shop.name, orderNumber: o.orderNumber, total: money(o.totalAmount) };
  return compose(
    say('Order {orderNumber} confirmed by {shop}', v),
    say('Your order is confirmed'),
    [
      { p: say('Hello {name}, {shop} has confirmed order {orderNumber} and is preparing it. Please keep {total} ready in cash.', v) },
      { rows: itemRows(o, say), total: true },
      orderLink(appUrl, o, say),
    ],
    lang,
  );
}

export function orderDeliveredMail(appUrl: string, o: MailOrder, invoiceAttached: boolean, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const v = { name: o.user.name, shop: o.shop.name, orderNumber: o.orderNumber };
  return compose(
    say('Order {orderNumber} delivered', v),
    say('Your order was delivered'),
    [
      { p: say('Hello {name}, order {orderNumber} from {shop} was delivered. Thank you for shopping on Bazaar.', v) },
      { rows: itemRows(o, say), total: true },
      ...(invoiceAttached && o.invoiceNumber ? [{ p: say('The invoice {invoiceNumber} is attached as a PDF.', { invoiceNumber: o.invoiceNumber }) }] : []),
      orderLink(appUrl, o, say),
    ],
    lang,
  );
}

/** The shop's reason and note for cancelling, as the shopper reads them (issue 22 #11). */
const shopReason = (o: MailOrder, say: Say, lang: Language) =>
  (o.cancellation?.reason ? say(' Reason: {reason}.', { reason: term(lang, o.cancellation.reason) }) : '') +
  (o.cancellation?.note ? say(' The shop says: “{note}”', { note: o.cancellation.note }) : '');

export function orderCancelledMail(appUrl: string, o: MailOrder, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const v = { name: o.user.name, shop: o.shop.name, orderNumber: o.orderNumber };
  const byShop = o.cancellation?.by === 'shop';
  return compose(
    say('Order {orderNumber} cancelled', v),
    say('Your order was cancelled'),
    [
      {
        p: byShop
          ? say('Hello {name}, {shop} has cancelled order {orderNumber}.{reason} Nothing is owed.', { ...v, reason: shopReason(o, say, lang) })
          : o.cancellation?.by === 'platform'
            ? say(
                'Hello {name}, order {orderNumber} from {shop} was cancelled because it was not confirmed with the code we sent in time. Nothing is owed; you can order again.',
                v,
              )
            : say('Hello {name}, you cancelled order {orderNumber} from {shop}. Nothing is owed.', v),
      },
      { rows: itemRows(o, say), total: true },
      orderLink(appUrl, o, say),
    ],
    lang,
  );
}

export function orderRefusedMail(appUrl: string, o: MailOrder, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const why = o.refusal?.label ? say(' ({why})', { why: lang === 'en' ? o.refusal.label.toLowerCase() : term(lang, o.refusal.label) }) : '';
  const v = { name: o.user.name, shop: o.shop.name, orderNumber: o.orderNumber, phone: o.shop.phone, why };
  return compose(
    say('Order {orderNumber} came back to the shop', v),
    say('Your parcel came back to the shop'),
    [
      {
        p: say(
          'Hello {name}, {shop} marked order {orderNumber} as refused: the parcel came back undelivered{why}. If this is a mistake, please contact the shop at {phone}.',
          v,
        ),
      },
      { rows: itemRows(o, say), total: true },
      orderLink(appUrl, o, say),
    ],
    lang,
  );
}

/** To the shop's owner: what was ordered and the total, never the address or phone (the order is Pending). */
export function newOrderForShopMail(appUrl: string, o: MailOrder, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const v = { name: o.user.name, shop: o.shop.name, orderNumber: o.orderNumber, total: money(o.totalAmount) };
  return compose(
    say('New order {orderNumber}: {total}', v),
    say('New order for {shop}', v),
    [
      { p: say('{name} placed order {orderNumber}, cash on delivery. Confirm it to see the delivery address.', v) },
      { rows: itemRows(o, say), total: true },
      { button: say('Open All Orders'), href: `${appUrl}/admin/all-orders` },
    ],
    lang,
  );
}

export function orderCancelledForShopMail(appUrl: string, o: MailOrder, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const reason = o.cancellation?.reason ? say(' Reason given: {reason}.', { reason: term(lang, o.cancellation.reason) }) : '';
  const v = { name: o.user.name, orderNumber: o.orderNumber, total: money(o.totalAmount), reason };
  return compose(
    say('Order {orderNumber} cancelled by the shopper', v),
    say('An order was cancelled'),
    [
      { p: say('{name} cancelled order {orderNumber} ({total}). Its items are back in stock.{reason}', v) },
      { rows: itemRows(o, say), total: true },
      { button: say('Open All Orders'), href: `${appUrl}/admin/all-orders` },
    ],
    lang,
  );
}

export function shopRequestMail(
  appUrl: string,
  r: { name: string; email: string; phone: string; category: string; address: string },
  lang: Language = 'en',
): MailContent {
  const say = sayer(lang);
  return compose(
    say('Shop registration request: {name}', { name: r.name }),
    say('A shop asks to join Bazaar'),
    [
      {
        rows: [
          [say('Name'), r.name],
          [say('Email'), r.email],
          [say('Phone'), r.phone],
          [say('Category'), r.category],
          [say('Address'), r.address],
        ],
      },
      { button: say('Open shop queries'), href: `${appUrl}/shop-query` },
    ],
    lang,
  );
}

export function contactMail(appUrl: string, m: { name: string; email: string; phone: string; message: string }, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  return compose(
    say('Contact message from {name}', { name: m.name }),
    say('A new contact message'),
    [
      {
        rows: [
          [say('From'), m.name],
          [say('Email'), m.email],
          [say('Phone'), m.phone],
        ],
      },
      { p: m.message },
      { button: say('Open contact messages'), href: `${appUrl}/contact-query` },
    ],
    lang,
  );
}

export function passwordResetMail(appUrl: string, name: string, token: string, minutes: number, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  return compose(
    say('Reset your Bazaar password'),
    say('Reset your password'),
    [
      { p: say('Hello {name}, someone (we hope you) asked to reset the password of your Bazaar account.', { name }) },
      { button: say('Choose a new password'), href: `${appUrl}/reset-password?token=${encodeURIComponent(token)}` },
      { note: say('The link works once, for {minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.', { minutes }) },
    ],
    lang,
  );
}

export function passwordChangedMail(appUrl: string, name: string, how: 'changed' | 'reset', lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  return compose(
    say('Your Bazaar password was changed'),
    say('Your password was changed'),
    [
      {
        p:
          how === 'reset'
            ? say(
                'Hello {name}, the password of your Bazaar account was reset with a link sent to this address. Every device that was logged in has been logged out.',
                { name },
              )
            : say('Hello {name}, the password of your Bazaar account was changed. Every device that was logged in has been logged out.', { name }),
      },
      { note: say('If this was not you, reset your password now and tell us through the contact page.') },
      { button: say('Reset the password'), href: `${appUrl}/forgot-password` },
    ],
    lang,
  );
}

/**
 * To the shopper: the 6-digit code that confirms a COD order above the platform's limit (issue 13 #5). The code is
 * the one secret here; it works only on this order, for `minutes`, and only for the shopper's own account.
 * `confirmBy` is a moment, said in IST in the mail's language.
 */
export function codConfirmationMail(
  appUrl: string,
  o: { _id: string; orderNumber: string; userName: string; shopName: string; totalAmount: number },
  code: string,
  minutes: number,
  confirmBy: string,
  lang: Language = 'en',
): MailContent {
  const say = sayer(lang);
  const v = { code, orderNumber: o.orderNumber, name: o.userName, shop: o.shopName, total: money(o.totalAmount), minutes, confirmBy };
  return compose(
    say('{code} is your code for order {orderNumber}', v),
    say('Confirm your order'),
    [
      {
        p: say(
          "Hello {name}, please confirm your cash-on-delivery order {orderNumber} from {shop} ({total}) with this code on the order's page. The shop prepares it once you have confirmed it.",
          v,
        ),
      },
      { rows: [[say('Your code'), code]], total: true },
      { button: say('Confirm the order'), href: `${appUrl}/my-orders/${o._id}` },
      {
        note: say(
          'The code works for {minutes} minutes. An order not confirmed by {confirmBy} is cancelled by itself. If you did not place this order, ignore this message.',
          v,
        ),
      },
    ],
    lang,
  );
}

/** To the platform owners, once a day per number and channel, when a number reaches its daily cap (decision 086). */
/** `number`: the masked number, or for an account's cap the account's name. */
export function channelCapMail(appUrl: string, c: { channel: 'sms' | 'whatsapp'; number: string; cap: number; scope?: 'number' | 'account' }): MailContent {
  const channel = c.channel === 'sms' ? 'SMS' : 'WhatsApp';
  const who = c.scope === 'account' ? `The account ${c.number}` : `The number ${c.number}`;
  const setting = `${c.channel}DailyCapPer${c.scope === 'account' ? 'Account' : 'Number'}`;
  return compose(`${channel} daily cap reached for ${c.number}`, `${channel} daily cap reached`, [
    {
      p: `${who} has had ${c.cap} ${channel} messages today, its daily cap (the platform setting ${setting}). Further messages to it today are recorded as capped and not sent.`,
    },
    { button: 'Open the Outbox', href: `${appUrl}/superadmin/outbox` },
  ]);
}
