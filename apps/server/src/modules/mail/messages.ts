import { formatRupees, type OrderDto } from '@bazaar/shared';
import { compose, type Block, type MailContent } from './layout.js';

/**
 * Every message Bazaar sends, as pure functions of plain data (decision 028). None takes a password, a session or
 * a token hash; a reset link carries only the one-time token. Amounts are rupees, shown as ₹ with Indian grouping.
 */

const money = formatRupees;

type MailOrder = Pick<
  OrderDto,
  '_id' | 'orderNumber' | 'items' | 'shop' | 'subtotal' | 'deliveryCharge' | 'codFee' | 'totalAmount' | 'user' | 'cancellation' | 'refusal' | 'invoiceNumber'
>;

function itemRows(o: MailOrder): Array<[string, string]> {
  const rows: Array<[string, string]> = o.items.map((i) => [`${i.name} × ${i.quantity}`, money(i.total)]);
  rows.push(['Delivery', money(o.deliveryCharge)]);
  if (o.codFee > 0) rows.push(['Cash on delivery fee', money(o.codFee)]);
  rows.push(['Total', money(o.totalAmount)]);
  return rows;
}

const orderLink = (appUrl: string, o: MailOrder): Block => ({ button: 'See the order', href: `${appUrl}/my-orders/${o._id}` });

/** To the shopper, once per checkout: every shop's order with its items and total. */
export function orderPlacedMail(appUrl: string, name: string, orders: MailOrder[], totalAmount: number): MailContent {
  const blocks: Block[] = [
    {
      p: `Hello ${name}, thank you for your order. ${orders.length === 1 ? 'Your shop' : `Each of the ${orders.length} shops`} will confirm it soon; you pay in cash when it is delivered.`,
    },
    ...orders.map((o): Block => ({ heading: `${o.shop.name} — order ${o.orderNumber}`, rows: itemRows(o), total: true })),
    { rows: [['To pay on delivery', money(totalAmount)]], total: true },
    { button: 'See my orders', href: `${appUrl}/my-orders` },
  ];
  const subject = orders.length === 1 ? `Order ${orders[0]!.orderNumber} placed with ${orders[0]!.shop.name}` : `Your ${orders.length} orders are placed`;
  return compose(subject, 'Your order is placed', blocks);
}

export function orderConfirmedMail(appUrl: string, o: MailOrder): MailContent {
  return compose(`Order ${o.orderNumber} confirmed by ${o.shop.name}`, 'Your order is confirmed', [
    { p: `Hello ${o.user.name}, ${o.shop.name} has confirmed order ${o.orderNumber} and is preparing it. Please keep ${money(o.totalAmount)} ready in cash.` },
    { rows: itemRows(o), total: true },
    orderLink(appUrl, o),
  ]);
}

export function orderDeliveredMail(appUrl: string, o: MailOrder, invoiceAttached: boolean): MailContent {
  return compose(`Order ${o.orderNumber} delivered`, 'Your order was delivered', [
    { p: `Hello ${o.user.name}, order ${o.orderNumber} from ${o.shop.name} was delivered. Thank you for shopping on Bazaar.` },
    { rows: itemRows(o), total: true },
    ...(invoiceAttached && o.invoiceNumber ? [{ p: `The invoice ${o.invoiceNumber} is attached as a PDF.` }] : []),
    orderLink(appUrl, o),
  ]);
}

/** The shop's reason and note for cancelling, as the shopper reads them (issue 22 #11). */
const shopReason = (o: MailOrder) =>
  (o.cancellation?.reason ? ` Reason: ${o.cancellation.reason}.` : '') + (o.cancellation?.note ? ` The shop says: “${o.cancellation.note}”` : '');

export function orderCancelledMail(appUrl: string, o: MailOrder): MailContent {
  const byShop = o.cancellation?.by === 'shop';
  return compose(`Order ${o.orderNumber} cancelled`, 'Your order was cancelled', [
    {
      p: byShop
        ? `Hello ${o.user.name}, ${o.shop.name} has cancelled order ${o.orderNumber}.${shopReason(o)} Nothing is owed.`
        : o.cancellation?.by === 'platform'
          ? `Hello ${o.user.name}, order ${o.orderNumber} from ${o.shop.name} was cancelled because it was not confirmed with the code we sent in time. Nothing is owed; you can order again.`
          : `Hello ${o.user.name}, you cancelled order ${o.orderNumber} from ${o.shop.name}. Nothing is owed.`,
    },
    { rows: itemRows(o), total: true },
    orderLink(appUrl, o),
  ]);
}

export function orderRefusedMail(appUrl: string, o: MailOrder): MailContent {
  const why = o.refusal?.label ? ` (${o.refusal.label.toLowerCase()})` : '';
  return compose(`Order ${o.orderNumber} came back to the shop`, 'Your parcel came back to the shop', [
    {
      p: `Hello ${o.user.name}, ${o.shop.name} marked order ${o.orderNumber} as refused: the parcel came back undelivered${why}. If this is a mistake, please contact the shop at ${o.shop.phone}.`,
    },
    { rows: itemRows(o), total: true },
    orderLink(appUrl, o),
  ]);
}

/** To the shop's owner: what was ordered and the total, never the address or phone (the order is Pending). */
export function newOrderForShopMail(appUrl: string, o: MailOrder): MailContent {
  return compose(`New order ${o.orderNumber}: ${money(o.totalAmount)}`, `New order for ${o.shop.name}`, [
    { p: `${o.user.name} placed order ${o.orderNumber}, cash on delivery. Confirm it to see the delivery address.` },
    { rows: itemRows(o), total: true },
    { button: 'Open All Orders', href: `${appUrl}/admin/all-orders` },
  ]);
}

export function orderCancelledForShopMail(appUrl: string, o: MailOrder): MailContent {
  const reason = o.cancellation?.reason ? ` Reason given: ${o.cancellation.reason}.` : '';
  return compose(`Order ${o.orderNumber} cancelled by the shopper`, 'An order was cancelled', [
    { p: `${o.user.name} cancelled order ${o.orderNumber} (${money(o.totalAmount)}). Its items are back in stock.${reason}` },
    { rows: itemRows(o), total: true },
    { button: 'Open All Orders', href: `${appUrl}/admin/all-orders` },
  ]);
}

export function shopRequestMail(appUrl: string, r: { name: string; email: string; phone: string; category: string; address: string }): MailContent {
  return compose(`Shop registration request: ${r.name}`, 'A shop asks to join Bazaar', [
    {
      rows: [
        ['Name', r.name],
        ['Email', r.email],
        ['Phone', r.phone],
        ['Category', r.category],
        ['Address', r.address],
      ],
    },
    { button: 'Open shop queries', href: `${appUrl}/shop-query` },
  ]);
}

export function contactMail(appUrl: string, m: { name: string; email: string; phone: string; message: string }): MailContent {
  return compose(`Contact message from ${m.name}`, 'A new contact message', [
    {
      rows: [
        ['From', m.name],
        ['Email', m.email],
        ['Phone', m.phone],
      ],
    },
    { p: m.message },
    { button: 'Open contact messages', href: `${appUrl}/contact-query` },
  ]);
}

export function passwordResetMail(appUrl: string, name: string, token: string, minutes: number): MailContent {
  return compose('Reset your Bazaar password', 'Reset your password', [
    { p: `Hello ${name}, someone (we hope you) asked to reset the password of your Bazaar account.` },
    { button: 'Choose a new password', href: `${appUrl}/reset-password?token=${encodeURIComponent(token)}` },
    { note: `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.` },
  ]);
}

export function passwordChangedMail(appUrl: string, name: string, how: 'changed' | 'reset'): MailContent {
  return compose('Your Bazaar password was changed', 'Your password was changed', [
    {
      p: `Hello ${name}, the password of your Bazaar account was ${how === 'reset' ? 'reset with a link sent to this address' : 'changed'}. Every device that was logged in has been logged out.`,
    },
    { note: 'If this was not you, reset your password now and tell us through the contact page.' },
    { button: 'Reset the password', href: `${appUrl}/forgot-password` },
  ]);
}

/**
 * To the shopper: the 6-digit code that confirms a COD order above the platform's limit (issue 13 #5). The code is
 * the one secret here; it works only on this order, for `minutes`, and only for the shopper's own account.
 */
export function codConfirmationMail(
  appUrl: string,
  o: { _id: string; orderNumber: string; userName: string; shopName: string; totalAmount: number },
  code: string,
  minutes: number,
  confirmBy: string,
): MailContent {
  return compose(`${code} is your code for order ${o.orderNumber}`, 'Confirm your order', [
    {
      p: `Hello ${o.userName}, please confirm your cash-on-delivery order ${o.orderNumber} from ${o.shopName} (${money(o.totalAmount)}) with this code on the order's page. The shop prepares it once you have confirmed it.`,
    },
    { rows: [['Your code', code]], total: true },
    { button: 'Confirm the order', href: `${appUrl}/my-orders/${o._id}` },
    {
      note: `The code works for ${minutes} minutes. An order not confirmed by ${confirmBy} is cancelled by itself. If you did not place this order, ignore this message.`,
    },
  ]);
}
