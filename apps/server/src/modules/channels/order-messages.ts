import { formatRupees, toRupees, type ChannelChoice, type WhatsAppKind } from '@bazaar/shared';
import type { Delivered, Subscriber } from '../events/events.service.js';
import type { Db } from '../../db/client.js';
import { insertChannelMessages, selectConsent, selectNewOrderTarget, selectShopperUpdateTarget, type ChannelMessageInsert } from './channels.repo.js';
import { optedIn, type ChannelWorker } from './channels.service.js';
import { itemsLine } from './order-texts.js';
import { defaultChoice } from './notifications.service.js';

/**
 * The `channels` subscriber (decision 086, amended 2026-11-27): a committed order event becomes one message per
 * person and channel they chose for that kind — WhatsApp (when configured and the number opted in) and SMS (when an
 * SMS provider is configured) — each written once: its key is the event's id, the order, the person and the channel,
 * so a retried event or a second instance writes nothing more. Then the worker is woken.
 * - "Order placed" and each status change (Confirmed, Delivered, Cancelled, Refused) go to the order's shopper:
 *   their name, the order number, the total and the order's link.
 * - A new order goes to the shop's owner: their name, the order number, the items and the total, and a link to the
 *   order on the shop's orders screen; never the address or phone, since the order is Pending.
 * A person who never saved choices gets the defaults of the Notifications screen: a phone-only account its order
 * updates by SMS.
 */

type Kind = WhatsAppKind;

const STATUS_KINDS: Partial<Record<string, Kind>> = {
  Confirmed: 'order-confirmed',
  Delivered: 'order-delivered',
  Cancelled: 'order-cancelled',
  Refused: 'order-refused',
};

interface Target {
  user_id: string;
  role: 'user' | 'admin' | 'superadmin';
  email: string | null;
  mobile: string | null;
  choices: Record<string, Partial<ChannelChoice>> | null;
}

/** The channels `target` chose for `kind` (stored, else the screen's defaults) that this deployment can send. */
async function channelsFor(db: Db, target: Target, kind: Kind, on: { sms: boolean; whatsapp: boolean }): Promise<Array<'sms' | 'whatsapp'>> {
  if (!target.mobile) return [];
  const c = { ...defaultChoice({ role: target.role, email: target.email ?? '', mobile: target.mobile }, kind), ...target.choices?.[kind] };
  const out: Array<'sms' | 'whatsapp'> = [];
  if (on.sms && c.sms) out.push('sms');
  if (on.whatsapp && c.whatsapp && optedIn(await selectConsent(db, target.mobile))) out.push('whatsapp');
  return out;
}

export function channelsSubscriber(db: Db, worker: ChannelWorker, appUrl: string, on: { sms: boolean; whatsapp: boolean }): Subscriber {
  const messages = (eventId: string, orderId: string, target: Target, kind: Kind, params: string[], channels: Array<'sms' | 'whatsapp'>) =>
    channels.map((channel): ChannelMessageInsert => ({
      dedupeKey: `${eventId}:${orderId}:${target.user_id}:${channel}`,
      channel,
      kind,
      recipient: target.mobile!,
      userId: target.user_id,
      params,
    }));
  const toShopper = async (eventId: string, orderId: string, number: string, kind: Kind): Promise<ChannelMessageInsert[]> => {
    const target = await selectShopperUpdateTarget(db, orderId);
    if (!target) return [];
    const channels = await channelsFor(db, target, kind, on);
    const total = formatRupees(toRupees(Number(target.total_paise)));
    return messages(eventId, orderId, target, kind, [target.name, number, total, `${appUrl}/my-orders/${orderId}`], channels);
  };
  const toOwner = async (eventId: string, orderId: string, number: string): Promise<ChannelMessageInsert[]> => {
    const target = await selectNewOrderTarget(db, orderId);
    if (!target) return [];
    const channels = await channelsFor(db, target, 'new-order', on);
    if (!channels.length) return [];
    const total = formatRupees(toRupees(Number(target.total_paise)));
    const link = `${appUrl}/admin/all-orders?search=${encodeURIComponent(number)}`;
    return messages(eventId, orderId, target, 'new-order', [target.name, number, itemsLine(target.items), total, link], channels);
  };
  return {
    name: 'channels',
    takes: (type) => type === 'order.status-changed' || type === 'order.placed',
    async handle(e: Delivered) {
      const out: ChannelMessageInsert[] = [];
      if (e.type === 'order.placed') {
        for (const o of e.orders) out.push(...(await toShopper(e.id, o.id, o.number, 'order-placed')), ...(await toOwner(e.id, o.id, o.number)));
      } else if (e.type === 'order.status-changed') {
        const kind = STATUS_KINDS[e.to];
        if (kind) out.push(...(await toShopper(e.id, e.order.id, e.order.number, kind)));
      }
      if (await insertChannelMessages(db, out)) void worker.drain().catch(() => undefined);
    },
  };
}
