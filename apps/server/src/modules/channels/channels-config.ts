/**
 * The message providers beyond SMTP (issue 27, decision 086), read by config.ts with the rest of the environment:
 * MSG91 for SMS (on when MSG91_AUTH_KEY is set; it then wins over Twilio) and the WhatsApp Cloud API (on when
 * WHATSAPP_ACCESS_TOKEN is set). Once a provider is on, every variable it needs must be there and valid, or start-up
 * stops with a message naming it.
 */
import { z } from 'zod';
import { WHATSAPP_KINDS, type WhatsAppKind } from '@bazaar/shared';
import { SMS_KINDS, type Msg91Options, type SmsKind } from '../sms/sms.js';
import type { WhatsAppOptions } from './whatsapp.js';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const templateId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the template id MSG91 shows for the DLT-approved template (letters, digits, _ or -)');

/** MSG91_TEMPLATE_<KIND>: the environment variable holding each kind's template id. */
export const msg91TemplateVar = (kind: SmsKind) => `MSG91_TEMPLATE_${kind.toUpperCase().replace(/-/g, '_')}`;
/** The order updates' templates: optional, since a deployment registers them on DLT when it texts order updates. */
const ORDER_SMS_KINDS = SMS_KINDS.filter((k) => k !== 'otp' && k !== 'cod-code');

const msg91Schema = z.object({
  MSG91_AUTH_KEY: z.string().regex(/^[\x21-\x7e]{8,}$/, 'must be the auth key from MSG91’s panel (printable, no spaces)'),
  MSG91_SENDER_ID: z.string().regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT-approved sender ID (header), e.g. BAZAAR'),
  MSG91_DLT_ENTITY_ID: z.string().regex(/^\d{19}$/, 'must be the 19-digit principal entity ID from the DLT platform'),
  MSG91_TEMPLATE_OTP: templateId,
  MSG91_TEMPLATE_COD_CODE: templateId,
  ...(Object.fromEntries(ORDER_SMS_KINDS.map((k) => [msg91TemplateVar(k), templateId.optional()])) as Record<string, z.ZodOptional<typeof templateId>>),
  MSG91_API_URL: httpUrl.optional(),
  MSG91_WEBHOOK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, 'must be 24 to 128 letters, digits, _ or - (it goes in the delivery-report URL given to MSG91)')
    .optional(),
});

/** Undefined when MSG91_AUTH_KEY is unset (off); else MSG91's settings, or the configuration's error lines. */
export function parseMsg91Config(env: Record<string, string | undefined>): Msg91Options | undefined | { errors: string[] } {
  if (!env.MSG91_AUTH_KEY) return undefined;
  const keys = Object.keys(msg91Schema.shape);
  const r = msg91Schema.safeParse(Object.fromEntries(keys.map((k) => [k, env[k]])));
  if (!r.success)
    return {
      errors: r.error.issues.map((i) => {
        const name = String(i.path[0]);
        return `  ${name}: ${env[name] === undefined ? 'is required when MSG91_AUTH_KEY is set' : i.message}`;
      }),
    };
  const e = r.data as typeof r.data & Record<string, string | undefined>;
  const orderTemplates = Object.fromEntries(ORDER_SMS_KINDS.flatMap((k) => (e[msg91TemplateVar(k)] ? [[k, e[msg91TemplateVar(k)]]] : [])));
  return {
    authKey: e.MSG91_AUTH_KEY,
    senderId: e.MSG91_SENDER_ID,
    dltEntityId: e.MSG91_DLT_ENTITY_ID,
    templates: { ...orderTemplates, otp: e.MSG91_TEMPLATE_OTP, 'cod-code': e.MSG91_TEMPLATE_COD_CODE },
    apiUrl: e.MSG91_API_URL?.replace(/\/+$/, ''),
    webhookToken: e.MSG91_WEBHOOK_TOKEN,
  };
}

/** WHATSAPP_TEMPLATE_<KIND>: each kind's approved template name (default `bazaar_<kind>`, e.g. bazaar_order_placed). */
export const whatsappTemplateVar = (kind: WhatsAppKind) => `WHATSAPP_TEMPLATE_${kind.toUpperCase().replace(/-/g, '_')}`;
const templateName = z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be the approved template’s name (lower-case letters, digits and _)');

const whatsappSchema = z.object({
  WHATSAPP_ACCESS_TOKEN: z.string().regex(/^[\x21-\x7e]{16,}$/, 'must be the system user’s access token (printable, no spaces)'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,20}$/, 'must be the numeric phone number ID from the WhatsApp Manager'),
  WHATSAPP_APP_SECRET: z.string().regex(/^[\x21-\x7e]{16,}$/, 'must be the Meta app’s secret (it signs the webhooks)'),
  WHATSAPP_API_URL: httpUrl.default('https://graph.facebook.com/v21.0'),
  WHATSAPP_VERIFY_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{8,}$/, 'must be at least 8 printable characters without spaces')
    .optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be the templates’ language code, e.g. en, en_US or hi')
    .default('en'),
  ...Object.fromEntries(WHATSAPP_KINDS.map((k) => [whatsappTemplateVar(k), templateName.default(`bazaar_${k.replace(/-/g, '_')}`)])),
});

/** Undefined when WHATSAPP_ACCESS_TOKEN is unset (off); else the Cloud API's settings, or the error lines. */
export function parseWhatsAppConfig(env: Record<string, string | undefined>): WhatsAppOptions | undefined | { errors: string[] } {
  if (!env.WHATSAPP_ACCESS_TOKEN) return undefined;
  const keys = Object.keys(whatsappSchema.shape);
  const r = whatsappSchema.safeParse(Object.fromEntries(keys.map((k) => [k, env[k]])));
  if (!r.success)
    return {
      errors: r.error.issues.map((i) => {
        const name = String(i.path[0]);
        return `  ${name}: ${env[name] === undefined ? 'is required when WHATSAPP_ACCESS_TOKEN is set' : i.message}`;
      }),
    };
  const e = r.data as Record<string, string>;
  return {
    accessToken: e.WHATSAPP_ACCESS_TOKEN!,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: e.WHATSAPP_APP_SECRET!,
    apiUrl: e.WHATSAPP_API_URL!.replace(/\/+$/, ''),
    verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    language: e.WHATSAPP_TEMPLATE_LANGUAGE!,
    templates: Object.fromEntries(WHATSAPP_KINDS.map((k) => [k, e[whatsappTemplateVar(k)]!])) as Record<WhatsAppKind, string>,
  };
}
