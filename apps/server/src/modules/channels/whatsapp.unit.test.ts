import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isStop, readWebhook, validWebhookSignature } from './whatsapp.js';

describe('WhatsApp webhooks', () => {
  const body = '{"object":"whatsapp_business_account","entry":[]}';
  const sig = `sha256=${crypto.createHmac('sha256', 'secret-1').update(body).digest('hex')}`;

  it('accepts only the HMAC-SHA256 of the exact body with the app secret', () => {
    expect(validWebhookSignature(body, sig, 'secret-1')).toBe(true);
    expect(validWebhookSignature(body, sig, 'secret-2')).toBe(false);
    expect(validWebhookSignature(`${body} `, sig, 'secret-1')).toBe(false);
    expect(validWebhookSignature(body, undefined, 'secret-1')).toBe(false);
    expect(validWebhookSignature(body, sig.slice(7), 'secret-1')).toBe(false);
    expect(validWebhookSignature(body, 'sha256=zz', 'secret-1')).toBe(false);
  });

  it('reads statuses and inbound texts, skipping what it does not know', () => {
    const news = readWebhook({
      entry: [
        {
          changes: [
            {
              value: {
                statuses: [{ id: 'wamid.1', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }, { status: 'read' }],
                messages: [
                  { from: '919876543210', type: 'text', text: { body: 'STOP' } },
                  { from: '919876543210', type: 'image' },
                ],
              },
            },
          ],
        },
        'junk',
      ],
    });
    expect(news).toEqual({
      statuses: [{ id: 'wamid.1', status: 'failed', error: '131026 Message undeliverable' }],
      inbound: [{ from: '919876543210', text: 'STOP' }],
    });
    expect(readWebhook(null)).toEqual({ statuses: [], inbound: [] });
  });

  it('"STOP" in its usual spellings, and nothing else', () => {
    for (const t of ['STOP', 'stop', ' Stop. ', 'unsubscribe', 'opt out']) expect(isStop(t)).toBe(true);
    for (const t of ['stop it please', 'dont stop', 'hi']) expect(isStop(t)).toBe(false);
  });
});
