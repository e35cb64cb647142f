/**
 * The WhatsApp Business Platform Cloud API (issue 27 #3, decision 086): template messages out, signed status
 * webhooks in. Tests run it against a stand-in on loopback (WHATSAPP_API_URL).
 */
import crypto from 'node:crypto';
import type { WhatsAppKind } from '@bazaar/shared';

export interface WhatsAppOptions {
  accessToken: string;
  phoneNumberId: string;
  /** Origin and version, e.g. https://graph.facebook.com/v21.0 (no trailing slash). */
  apiUrl: string;
  /** Signs the webhooks (X-Hub-Signature-256). */
  appSecret: string;
  /** The GET handshake's `hub.verify_token`; unset = the handshake is refused. */
  verifyToken?: string;
  /** The approved template's name per kind, and the language they were approved in (e.g. `en`, `hi`). */
  templates: Record<WhatsAppKind, string>;
  language: string;
  timeoutMs?: number;
}

export interface WhatsAppSender {
  /** Sends the kind's template with its body variables; resolves to the provider's message id (`wamid.…`). */
  sendTemplate(to: string, kind: WhatsAppKind, params: string[]): Promise<string>;
  /**
   * Sends a one-time code (the COD code) as the kind's authentication template: the code is its only body variable
   * and the copy-code button's parameter, as Meta requires of codes. Resolves to the `wamid`.
   */
  sendCode(to: string, kind: 'cod-code', code: string): Promise<string>;
}

type Component = { type: 'body' | 'button'; sub_type?: 'url'; index?: string; parameters: Array<{ type: 'text'; text: string }> };

export class WhatsAppCloudSender implements WhatsAppSender {
  constructor(readonly o: WhatsAppOptions) {}

  sendTemplate(to: string, kind: WhatsAppKind, params: string[]): Promise<string> {
    return this.post(to, kind, params.length ? [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }] : [], []);
  }

  sendCode(to: string, kind: 'cod-code', code: string): Promise<string> {
    const text = [{ type: 'text' as const, text: code }];
    return this.post(
      to,
      kind,
      [
        { type: 'body', parameters: text },
        { type: 'button', sub_type: 'url', index: '0', parameters: text },
      ],
      [code],
    );
  }

  /** `secrets`: never echoed into an error (a log line). */
  private async post(to: string, kind: WhatsAppKind, components: Component[], secrets: string[]): Promise<string> {
    const res = await fetch(`${this.o.apiUrl}/${encodeURIComponent(this.o.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.o.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/^\+/, ''),
        type: 'template',
        template: { name: this.o.templates[kind], language: { code: this.o.language }, components },
      }),
      signal: AbortSignal.timeout(this.o.timeoutMs ?? 10_000),
    });
    const raw = await res.text().catch(() => '');
    let answer: { messages?: Array<{ id?: unknown }>; error?: { message?: unknown; code?: unknown } } = {};
    try {
      answer = JSON.parse(raw) as typeof answer;
    } catch {
      // not JSON: reported below
    }
    const id = answer.messages?.[0]?.id;
    if (!res.ok || typeof id !== 'string') {
      let why = answer.error ? `${String(answer.error.code ?? '')} ${String(answer.error.message ?? '')}`.trim() : raw.slice(0, 200);
      for (const s of secrets) why = why.split(s).join('[the code]');
      throw new Error(`WhatsApp answered ${res.status}${why ? `: ${why}` : ''}`);
    }
    return id;
  }
}

/** Whether `header` (X-Hub-Signature-256) is `sha256=` + the HMAC-SHA256 of the raw body with the app secret. */
export function validWebhookSignature(rawBody: string, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice(7), 'hex');
  const expected = crypto.createHmac('sha256', appSecret).update(rawBody, 'utf8').digest();
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** What Bazaar reads of a webhook: message statuses, and inbound texts (for "STOP"). */
export interface WebhookNews {
  statuses: Array<{ id: string; status: string; error?: string }>;
  inbound: Array<{ from: string; text: string }>;
}

/** The statuses and inbound texts of a webhook body (`object: whatsapp_business_account`); anything else is skipped. */
export function readWebhook(body: unknown): WebhookNews {
  const news: WebhookNews = { statuses: [], inbound: [] };
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return news;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const value = (change as { value?: { statuses?: unknown; messages?: unknown } })?.value;
      if (Array.isArray(value?.statuses))
        for (const s of value.statuses as Array<Record<string, unknown>>) {
          if (typeof s?.id !== 'string' || typeof s.status !== 'string') continue;
          const errors = s.errors as Array<{ code?: unknown; title?: unknown }> | undefined;
          const error = Array.isArray(errors) && errors[0] ? `${String(errors[0].code ?? '')} ${String(errors[0].title ?? '')}`.trim() : undefined;
          news.statuses.push({ id: s.id, status: s.status, ...(error ? { error } : {}) });
        }
      if (Array.isArray(value?.messages))
        for (const m of value.messages as Array<Record<string, unknown>>) {
          const text = (m?.text as { body?: unknown } | undefined)?.body ?? (m?.button as { text?: unknown } | undefined)?.text;
          if (typeof m?.from === 'string' && typeof text === 'string') news.inbound.push({ from: m.from, text });
        }
    }
  }
  return news;
}

/** "STOP" and the usual ways of saying it (case, spaces and a trailing full stop ignored). */
export const isStop = (text: string) => /^(stop|unsubscribe|stop all|opt out|optout)\.?$/i.test(text.trim());
