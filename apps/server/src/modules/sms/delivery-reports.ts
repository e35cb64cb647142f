/**
 * SMS delivery reports (issue 27 #3, decision 086 addendum 2): what Twilio's status callback and MSG91's delivery
 * report webhook say about a text, read into one shape, and Twilio's signature. Pure: no database, no clock.
 */
import crypto from 'node:crypto';

/** Where the providers post their reports (under APP_URL). */
export const TWILIO_STATUS_PATH = '/api/webhooks/sms/twilio';
export const MSG91_REPORT_PATH = '/api/webhooks/sms/msg91';

/** One text's final status as a provider reported it, by the provider's id for the message. */
export interface SmsReport {
  id: string;
  status: 'delivered' | 'failed';
  /** Why it failed, as the provider said (the Outbox screen's last error; not a message to a person). */
  reason?: string;
}

/**
 * Twilio's `X-Twilio-Signature`: base64 of the HMAC-SHA1, keyed with the account's auth token, of the full URL
 * Twilio called followed by every POST parameter's name and value, sorted by name.
 */
export function twilioSignature(url: string, params: Record<string, string>, authToken: string): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + (params[k] ?? ''), url);
  return crypto.createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `header` is Twilio's signature of this request (compared in constant time). */
export function validTwilioSignature(url: string, params: Record<string, string>, header: string | undefined, authToken: string): boolean {
  if (!header) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(twilioSignature(url, params, authToken));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * A status callback's final status: `delivered`, or `undelivered`/`failed` (with Twilio's error code). The other
 * statuses (queued, sending, sent, …) are steps on the way and change nothing here.
 */
export function readTwilioStatus(params: Record<string, string>): SmsReport | null {
  const id = params.MessageSid ?? params.SmsSid;
  const status = params.MessageStatus ?? params.SmsStatus;
  if (!id || !status) return null;
  if (status === 'delivered') return { id, status: 'delivered' };
  if (status === 'undelivered' || status === 'failed')
    return { id, status: 'failed', reason: `Twilio: ${status}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ''}` };
  return null;
}

/** MSG91's report codes that are final: 1 delivered; failed, NDNC (do-not-disturb), rejected, blocked. */
const MSG91_FINAL: Record<string, 'delivered' | 'failed'> = { '1': 'delivered', '2': 'failed', '9': 'failed', '16': 'failed', '17': 'failed', '25': 'failed' };

function msg91Report(requestId: unknown, r: Record<string, unknown> | undefined): SmsReport | null {
  if (typeof requestId !== 'string' || !requestId || !r) return null;
  const status = MSG91_FINAL[String(r.status ?? '')];
  if (!status) return null;
  if (status === 'delivered') return { id: requestId, status };
  const why = [r.desc, r.failedReason].filter((x) => typeof x === 'string' && x).join(': ');
  return { id: requestId, status, reason: `MSG91: ${why || `status ${String(r.status)}`}` };
}

/**
 * The final statuses in an MSG91 delivery report: webhook version 2 (form field `data`, a JSON array of
 * `{ requestId, report: [{ number, status, desc, failedReason }] }`) or version 3 (JSON, one `{ requestId, status,
 * desc, … }` per number, or an array of them). Bazaar sends one number per request, so the request id is the text's.
 */
export function readMsg91Reports(body: unknown): SmsReport[] {
  let items: unknown = body;
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data === 'string') {
    try {
      items = JSON.parse(data);
    } catch {
      return [];
    }
  }
  const list = Array.isArray(items) ? items : [items];
  const out: SmsReport[] = [];
  for (const item of list as Array<Record<string, unknown> | null>) {
    if (!item || typeof item !== 'object') continue;
    const reports = Array.isArray(item.report) ? (item.report as Array<Record<string, unknown>>) : [item];
    for (const r of reports) {
      const found = msg91Report(item.requestId, r);
      if (found) out.push(found);
    }
  }
  return out;
}
