import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const msg91 = {
  MSG91_AUTH_KEY: 'abc123def456',
  MSG91_SENDER_ID: 'BAZAAR',
  MSG91_DLT_ENTITY_ID: '1201159000000000001',
  MSG91_TEMPLATE_OTP: '64f0a1b2c3d4e5f6a7b8c9d0',
  MSG91_TEMPLATE_COD_CODE: '64f0a1b2c3d4e5f6a7b8c9d1',
};

/** Decision 086: MSG91 is on with MSG91_AUTH_KEY; anything it needs that is missing or wrong stops start-up, named. */
describe('MSG91 configuration', () => {
  it('is off without MSG91_AUTH_KEY, and reads every variable when set', () => {
    expect(loadConfig({}).msg91).toBeUndefined();
    expect(loadConfig({ ...msg91, MSG91_API_URL: 'http://127.0.0.1:9/' }).msg91).toEqual({
      authKey: 'abc123def456',
      senderId: 'BAZAAR',
      dltEntityId: '1201159000000000001',
      templates: { otp: '64f0a1b2c3d4e5f6a7b8c9d0', 'cod-code': '64f0a1b2c3d4e5f6a7b8c9d1' },
      apiUrl: 'http://127.0.0.1:9',
    });
  });

  it('reads the order updates’ templates when given (optional: a kind without one is not texted)', () => {
    const c = loadConfig({ ...msg91, MSG91_TEMPLATE_ORDER_CONFIRMED: 'tpl-confirmed', MSG91_TEMPLATE_NEW_ORDER: 'tpl-new' }).msg91!;
    expect(c.templates).toEqual({
      otp: '64f0a1b2c3d4e5f6a7b8c9d0',
      'cod-code': '64f0a1b2c3d4e5f6a7b8c9d1',
      'order-confirmed': 'tpl-confirmed',
      'new-order': 'tpl-new',
    });
    expect(() => loadConfig({ ...msg91, MSG91_TEMPLATE_ORDER_PLACED: 'has spaces' })).toThrow(/MSG91_TEMPLATE_ORDER_PLACED: must be the template id/);
  });

  it('a missing template, sender ID or entity ID stops start-up naming the variable', () => {
    const { MSG91_TEMPLATE_COD_CODE: _, ...noCod } = msg91;
    expect(() => loadConfig(noCod)).toThrow(/MSG91_TEMPLATE_COD_CODE: is required when MSG91_AUTH_KEY is set/);
    expect(() => loadConfig({ ...msg91, MSG91_SENDER_ID: 'Bazaar Shop' })).toThrow(/MSG91_SENDER_ID: must be the 6-letter DLT-approved sender ID/);
    expect(() => loadConfig({ ...msg91, MSG91_DLT_ENTITY_ID: '12345' })).toThrow(/MSG91_DLT_ENTITY_ID: must be the 19-digit/);
    expect(() => loadConfig({ ...msg91, MSG91_API_URL: 'ftp://x' })).toThrow(/MSG91_API_URL: must be an http/);
  });

  it('takes delivery reports only with MSG91_WEBHOOK_TOKEN, which must be long enough to be a secret', () => {
    expect(loadConfig(msg91).msg91!.webhookToken).toBeUndefined();
    expect(loadConfig({ ...msg91, MSG91_WEBHOOK_TOKEN: 'dlr-token-0123456789abcdefghij' }).msg91!.webhookToken).toBe('dlr-token-0123456789abcdefghij');
    expect(() => loadConfig({ ...msg91, MSG91_WEBHOOK_TOKEN: 'short' })).toThrow(/MSG91_WEBHOOK_TOKEN: must be 24 to 128 letters/);
  });
});

const whatsapp = {
  WHATSAPP_ACCESS_TOKEN: 'EAAGm0PX4ZCpsBAtesttoken',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: '0123456789abcdef0123',
};

describe('WhatsApp configuration', () => {
  it('is off without WHATSAPP_ACCESS_TOKEN; with it, the Graph API and template names have defaults', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    const c = loadConfig({ ...whatsapp, WHATSAPP_TEMPLATE_ORDER_PLACED: 'order_placed_v2', WHATSAPP_TEMPLATE_LANGUAGE: 'hi' }).whatsapp!;
    expect(c).toMatchObject({ apiUrl: 'https://graph.facebook.com/v21.0', phoneNumberId: '106540352242922', language: 'hi', verifyToken: undefined });
    expect(c.templates['order-placed']).toBe('order_placed_v2');
    expect(c.templates['new-order']).toBe('bazaar_new_order');
    // The COD code's authentication template (decision 086 addendum 2).
    expect(c.templates['cod-code']).toBe('bazaar_cod_code');
  });

  it('a missing app secret or a bad value stops start-up naming the variable', () => {
    const { WHATSAPP_APP_SECRET: _, ...noSecret } = whatsapp;
    expect(() => loadConfig(noSecret)).toThrow(/WHATSAPP_APP_SECRET: is required when WHATSAPP_ACCESS_TOKEN is set/);
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+91 98765' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: must be the numeric/);
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_TEMPLATE_NEW_ORDER: 'New Order!' })).toThrow(/WHATSAPP_TEMPLATE_NEW_ORDER: must be the approved/);
  });
});
