/**
 * Text messages (issue 13 #5): today only the COD confirmation code. `SmsSender` is what the app calls; Twilio's
 * Messages API is the one provider implemented (decision 031), chosen by config (TWILIO_ACCOUNT_SID with its
 * token and SMS_FROM). Without it no SMS is sent and the code goes by email only. Tests run it against a stand-in
 * HTTP server on loopback (SMS_API_URL); nothing here ever needs the internet in a test.
 */
export interface SmsSender {
  /** `to`: a 10-digit Indian mobile number (or already +91…). Rejects when the provider refuses. */
  send(to: string, text: string): Promise<void>;
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number (E.164) or an approved sender ID. */
  from: string;
  /** Default https://api.twilio.com; tests point it at their stand-in. */
  apiUrl?: string;
  timeoutMs?: number;
}

/** A 10-digit Indian mobile number as E.164 (+91…); anything already starting with + is kept. */
export function toIndianE164(phone: string): string {
  const p = phone.replace(/[\s-]/g, '');
  if (p.startsWith('+')) return p;
  const digits = p.replace(/^(?:91|0)(?=\d{10}$)/, '');
  return `+91${digits}`;
}

export class TwilioSmsSender implements SmsSender {
  constructor(private readonly o: TwilioOptions) {}

  async send(to: string, text: string): Promise<void> {
    const base = (this.o.apiUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
    const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(this.o.accountSid)}/Messages.json`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.o.accountSid}:${this.o.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: toIndianE164(to), From: this.o.from, Body: text }).toString(),
      signal: AbortSignal.timeout(this.o.timeoutMs ?? 10_000),
    });
    if (!res.ok) {
      // The provider's answer goes into a log line: never with the text (a one-time code) echoed back in it.
      const body = (await res.text().catch(() => '')).split(text).join('[the message]').slice(0, 200);
      throw new Error(`the SMS provider answered ${res.status}${body ? `: ${body}` : ''}`);
    }
  }
}
