/**
 * Text messages (issue 13 #5, issue 27): the COD confirmation code, the login code and the order updates. `SmsSender` is what the app
 * calls; two providers are implemented, chosen by config: Twilio's Messages API (decision 031; TWILIO_ACCOUNT_SID
 * with its token and SMS_FROM) and MSG91's flow API (decision 086; MSG91_AUTH_KEY, which wins when both are set).
 * Without either no SMS is sent and the COD code goes by email only. Tests run both against stand-in HTTP servers on
 * loopback (SMS_API_URL, MSG91_API_URL); nothing here ever needs the internet in a test.
 */
import { toE164 } from '@bazaar/shared';
import { TWILIO_STATUS_PATH } from './delivery-reports.js';

/** The kinds of text Bazaar sends; with MSG91 each is a DLT-registered template of its own (TRAI's rules). */
export const SMS_KINDS = ['otp', 'cod-code', 'order-placed', 'order-confirmed', 'order-delivered', 'order-cancelled', 'order-refused', 'new-order'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/**
 * A refusal that trying again cannot change (no template for the kind, not a mobile number): the channel worker
 * records it as failed for good rather than retrying it.
 */
export class SmsNotSendable extends Error {}

/**
 * One text: its full wording (Twilio sends it as it is) and the same as a template's variables (MSG91 sends the
 * DLT template registered for `kind`, filled with `vars`; the wording is then the template's).
 */
export interface SmsMessage {
  kind: SmsKind;
  text: string;
  vars: Record<string, string>;
}

export interface SmsSender {
  /**
   * `to`: a 10-digit Indian mobile number (or already +91…). Resolves to the provider's id for the message (Twilio's
   * `sid`, MSG91's request id) or null when its answer had none; rejects when the provider refuses.
   */
  send(to: string, message: SmsMessage): Promise<string | null>;
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number (E.164) or an approved sender ID. */
  from: string;
  /** Default https://api.twilio.com; tests point it at their stand-in. */
  apiUrl?: string;
  /**
   * Where Twilio posts each text's status (`{APP_URL}/api/webhooks/sms/twilio`, set from the public base URL by
   * server.ts): sent as every message's StatusCallback, and the URL its X-Twilio-Signature is checked against.
   */
  statusCallback?: string;
  timeoutMs?: number;
}

/**
 * The number as E.164 through the one normaliser, `toE164` (+91 by default, decision 078). A number that cannot be
 * a mobile number is a refusal that names no digits (the message goes into a log line).
 */
export function e164For(to: string): string {
  const n = toE164(to);
  if (!n) throw new SmsNotSendable('not sent: the recipient is not a valid mobile number');
  return n;
}

export class TwilioSmsSender implements SmsSender {
  constructor(readonly o: TwilioOptions) {}

  async send(to: string, { text }: SmsMessage): Promise<string | null> {
    const base = (this.o.apiUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
    const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(this.o.accountSid)}/Messages.json`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.o.accountSid}:${this.o.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        To: e164For(to),
        From: this.o.from,
        Body: text,
        ...(this.o.statusCallback ? { StatusCallback: this.o.statusCallback } : {}),
      }).toString(),
      signal: AbortSignal.timeout(this.o.timeoutMs ?? 10_000),
    });
    if (!res.ok) {
      // The provider's answer goes into a log line: never with the text (a one-time code) echoed back in it.
      const body = (await res.text().catch(() => '')).split(text).join('[the message]').slice(0, 200);
      throw new Error(`the SMS provider answered ${res.status}${body ? `: ${body}` : ''}`);
    }
    const answer = (await res.json().catch(() => ({}))) as { sid?: unknown };
    return typeof answer.sid === 'string' ? answer.sid : null;
  }
}

export interface Msg91Options {
  authKey: string;
  /** The 6-character DLT-approved sender ID (header), e.g. BAZAAR. */
  senderId: string;
  /** The principal entity ID Bazaar's business registered on a DLT platform (kept with the templates, see README). */
  dltEntityId: string;
  /**
   * MSG91's template id per kind (each template linked on MSG91's panel to its DLT template id). The login and COD
   * codes' are required; an order update's kind without one is not sent by SMS (recorded as failed, saying why).
   */
  templates: Record<'otp' | 'cod-code', string> & Partial<Record<SmsKind, string>>;
  /** Default https://control.msg91.com; tests point it at their stand-in. */
  apiUrl?: string;
  /**
   * The secret in the delivery-report webhook's URL (`{APP_URL}/api/webhooks/sms/msg91?token=…`, entered on MSG91's
   * panel): MSG91 signs nothing, so a report without it is refused. Unset: delivery reports are not taken.
   */
  webhookToken?: string;
  timeoutMs?: number;
}

/**
 * MSG91's flow API (v5): `POST {apiUrl}/api/v5/flow/` with the `authkey` header and `{ template_id, sender,
 * short_url, recipients: [{ mobiles, ...variables }] }`; the number without its "+" (91…). MSG91 answers 200 with
 * `{ type: 'success', message: <request id> }`, or `{ type: 'error', message }` (sometimes with a 200 too).
 */
export class Msg91SmsSender implements SmsSender {
  constructor(readonly o: Msg91Options) {}

  async send(to: string, { kind, vars }: SmsMessage): Promise<string | null> {
    const templateId = this.o.templates[kind];
    if (!templateId) throw new SmsNotSendable(`not sent: no MSG91 template for ${kind} (set MSG91_TEMPLATE_${kind.toUpperCase().replace(/-/g, '_')})`);
    const base = (this.o.apiUrl ?? 'https://control.msg91.com').replace(/\/$/, '');
    const res = await fetch(`${base}/api/v5/flow/`, {
      method: 'POST',
      headers: { authkey: this.o.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: templateId,
        sender: this.o.senderId,
        short_url: '0',
        recipients: [{ mobiles: e164For(to).slice(1), ...vars }],
      }),
      signal: AbortSignal.timeout(this.o.timeoutMs ?? 10_000),
    });
    const raw = await res.text().catch(() => '');
    let answer: { type?: unknown; message?: unknown } = {};
    try {
      answer = JSON.parse(raw) as typeof answer;
    } catch {
      // not JSON: reported below with the status
    }
    if (!res.ok || answer.type !== 'success') {
      // Never with a variable (a one-time code) echoed back in the log line.
      let body = raw;
      for (const v of Object.values(vars)) if (v) body = body.split(v).join('[a variable]');
      throw new Error(`MSG91 answered ${res.status}${body ? `: ${body.slice(0, 200)}` : ''}`);
    }
    return typeof answer.message === 'string' ? answer.message : null;
  }
}

/**
 * The deployment's sender: MSG91 when configured (it wins), else Twilio, each text of which asks for its delivery
 * report at `{APP_URL}/api/webhooks/sms/twilio` (decision 086 addendum 2); undefined without either.
 */
export function smsSenderFor(c: { appUrl: string; sms?: TwilioOptions; msg91?: Msg91Options }): SmsSender | undefined {
  if (c.msg91) return new Msg91SmsSender(c.msg91);
  if (c.sms) return new TwilioSmsSender({ ...c.sms, statusCallback: `${c.appUrl}${TWILIO_STATUS_PATH}` });
  return undefined;
}
