/**
 * Order updates by SMS (issue 27 #2, decision 086 as amended on 2026-11-27): the text of each kind, built at send time
 * from the variables stored with the message, the same ones and in the same order as its WhatsApp template's. Twilio
 * sends the wording; MSG91 sends the kind's DLT template with the named variables (README lists each template).
 */
import type { SmsKind, SmsMessage } from '../sms/sms.js';

export const ORDER_SMS_KINDS = ['order-placed', 'order-confirmed', 'order-delivered', 'order-cancelled', 'order-refused', 'new-order'] as const;
export type OrderSmsKind = (typeof ORDER_SMS_KINDS)[number] & SmsKind;

export const isOrderSmsKind = (kind: string): kind is OrderSmsKind => (ORDER_SMS_KINDS as readonly string[]).includes(kind);

/**
 * A short line of an order's items for a template variable, each named as the order mails and the invoice name it:
 * "Kurta (Size: M, Colour: Blue) × 2, Rice 5 kg × 1" (issue 24 #2). WhatsApp caps a variable's length, so a long
 * list is cut at 500 characters; the SMS cuts it shorter (below).
 */
export function itemsLine(items: { name: string; quantity: number; options?: Record<string, string> | null }[]): string {
  const line = items
    .map((i) => {
      const pairs = Object.entries(i.options ?? {});
      return `${i.name}${pairs.length ? ` (${pairs.map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''} × ${i.quantity}`;
    })
    .join(', ');
  return line.length > 500 ? `${line.slice(0, 499)}…` : line;
}

/** Past this an SMS item list is cut (an SMS is billed per 153-character part; the link shows the whole order). */
const SMS_ITEMS_MAX = 80;

const WHAT: Record<Exclude<OrderSmsKind, 'new-order'>, string> = {
  'order-placed': 'is placed',
  'order-confirmed': 'is confirmed by the shop',
  'order-delivered': 'is delivered',
  'order-cancelled': 'is cancelled',
  'order-refused': 'was refused at delivery',
};

/**
 * The SMS for an order update. A shopper's variables: name, order number, total, link. The owner's new order:
 * name, order number, items, total, link (never the address: the order is Pending).
 */
export function orderSms(kind: OrderSmsKind, params: string[]): SmsMessage {
  if (kind === 'new-order') {
    const [name = '', order = '', rawItems = '', total = '', link = ''] = params;
    const items = rawItems.length > SMS_ITEMS_MAX ? `${rawItems.slice(0, SMS_ITEMS_MAX - 1)}…` : rawItems;
    return {
      kind,
      text: `Bazaar: ${name}, new order ${order}: ${items}. Total ${total}. ${link}`,
      vars: { name, order, items, total, link },
    };
  }
  const [name = '', order = '', total = '', link = ''] = params;
  return {
    kind,
    text: `Bazaar: ${name}, your order ${order} of ${total} ${WHAT[kind]}. ${link}`,
    vars: { name, order, total, link },
  };
}
