import type { ChannelChoice } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import type { Delivered, Subscriber } from '../events/events.service.js';
import { selectConsent } from './channels.repo.js';
import { optedIn } from './channels.service.js';
import { insertSentCodeMessage, selectCodeTarget } from './code-messages.repo.js';
import { defaultChoice } from './notifications.service.js';
import type { WhatsAppSender } from './whatsapp.js';

/**
 * The COD code by the channels its shopper chose (issue 27 #2, decision 086 addendum 2). The email always goes to an
 * account with one (it has no choice); SMS goes to the order's number and WhatsApp to the account's confirmed mobile
 * number once opted in, as chosen. The code must reach the shopper, so SMS is left out only when another way carries
 * it: an email address, or WhatsApp chosen, configured and opted in. The code travels sealed in the event (decision
 * 039) and is put in the message when it is sent, never stored in a channel message.
 */

interface CodeWays {
  choice: ChannelChoice;
  email: boolean;
  /** The account's confirmed mobile number when WhatsApp will carry the code, else null. */
  whatsappTo: string | null;
}

async function codeWays(db: Db, accountId: string, whatsappOn: boolean): Promise<CodeWays | undefined> {
  const t = await selectCodeTarget(db, accountId);
  if (!t) return undefined;
  const person = { role: t.role, email: t.email ?? '', mobile: t.mobile };
  const choice = { ...defaultChoice(person, 'cod-code'), ...t.choices?.['cod-code'] };
  const whatsappTo = whatsappOn && choice.whatsapp && t.mobile && optedIn(await selectConsent(db, t.mobile)) ? t.mobile : null;
  return { choice, email: !!t.email, whatsappTo };
}

/** Whether the COD code of this shopper's order goes by SMS: chosen, or nothing else would carry it. */
export async function codSmsWanted(db: Db, accountId: string, whatsappOn: boolean): Promise<boolean> {
  const ways = await codeWays(db, accountId, whatsappOn);
  if (!ways || ways.choice.sms) return true;
  return !ways.email && !ways.whatsappTo;
}

/**
 * The `whatsapp-code` subscriber: a COD code whose shopper chose WhatsApp (and is opted in) goes as the
 * authentication template, after commit; a failed send is retried by the dispatcher with back-off. The message is
 * recorded as a sent channel message without its code, keyed by the event, so the Outbox and the status webhooks
 * see it once.
 */
export function codWhatsAppSubscriber(db: Db, whatsapp: WhatsAppSender, log: { warn: (o: object, m: string) => void }): Subscriber {
  return {
    name: 'whatsapp-code',
    takes: (type) => type === 'cod.code-issued',
    async handle(e: Delivered) {
      if (e.type !== 'cod.code-issued' || e.secret === undefined) return;
      const ways = await codeWays(db, e.accountId, true);
      if (!ways?.whatsappTo) return;
      let id: string;
      try {
        id = await whatsapp.sendCode(ways.whatsappTo, 'cod-code', e.secret);
      } catch (err) {
        log.warn({ err, accountId: e.accountId }, 'COD confirmation code not sent by WhatsApp; tried again later');
        throw err;
      }
      await insertSentCodeMessage(db, {
        dedupeKey: `${e.id}:cod-code:${e.accountId}:whatsapp`,
        kind: 'cod-code',
        recipient: ways.whatsappTo,
        userId: e.accountId,
        providerMessageId: id,
      });
    },
  };
}
