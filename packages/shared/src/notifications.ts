import { z } from 'zod';

/**
 * The kinds of message Bazaar sends and the channels each can go by (issue 27 #2, decision 086). A person chooses
 * per kind on the Notifications screen; WhatsApp only after opting in.
 */
export const MESSAGE_KINDS = [
  'order-placed',
  'order-confirmed',
  'order-delivered',
  'order-cancelled',
  'order-refused',
  'new-order',
  'cod-code',
  'password-reset',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * The kinds that may go by WhatsApp: a template each. The COD code goes as an authentication template (decision 086
 * addendum 2); reset links stay on email.
 */
export const WHATSAPP_KINDS = ['order-placed', 'order-confirmed', 'order-delivered', 'order-cancelled', 'order-refused', 'new-order', 'cod-code'] as const;
export type WhatsAppKind = (typeof WHATSAPP_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  'order-placed': 'Order placed',
  'order-confirmed': 'Order confirmed by the shop',
  'order-delivered': 'Order delivered',
  'order-cancelled': 'Order cancelled',
  'order-refused': 'Parcel refused',
  'new-order': 'New order for my shop',
  'cod-code': 'Cash-on-delivery confirmation code',
  'password-reset': 'Password reset link',
};

const choice = z.strictObject({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() });
export type ChannelChoice = z.output<typeof choice>;

/** `GET/PUT /api/account/notifications`: the kinds that concern the caller, each with its channels, and the opt-in. */
export const notificationsReply = z.strictObject({
  ...(Object.fromEntries(MESSAGE_KINDS.map((k) => [k, choice.optional()])) as Record<MessageKind, z.ZodOptional<typeof choice>>),
  whatsappOptIn: z.strictObject({ at: z.string(), via: z.string() }).nullable(),
});
export type NotificationsDto = z.output<typeof notificationsReply>;

/** The change: any kinds (each with all three channels) and, optionally, opting in to WhatsApp (true) or out (false). */
export const notificationsBody = z.strictObject({
  ...(Object.fromEntries(MESSAGE_KINDS.map((k) => [k, choice.optional()])) as Record<MessageKind, z.ZodOptional<typeof choice>>),
  whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true (send me WhatsApp messages) or false' }).optional(),
});
export type NotificationsBody = z.output<typeof notificationsBody>;

/**
 * One SMS or WhatsApp message as the platform owner's Outbox screen shows it (decision 086): the channel, the kind,
 * the number, the status and the provider's id; never its variables, so never a code or a link's token.
 */
export const channelMessageDto = z.strictObject({
  _id: z.string(),
  channel: z.enum(CHANNELS).exclude(['email']),
  kind: z.string(),
  recipient: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'capped']),
  attempts: z.number(),
  providerMessageId: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 date-time'),
  statusAt: z.string().describe('ISO 8601 date-time').nullable(),
});
export type ChannelMessageDto = z.output<typeof channelMessageDto>;
