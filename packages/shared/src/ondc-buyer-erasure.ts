import { z } from 'zod';
import { email, phone } from './schemas.js';

const blankIsNone = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/**
 * POST /api/superadmin/ondc-buyer-erasure: a person who ordered through an ONDC buyer app (no Bazaar account) asks
 * to be erased; the platform owner gives the email or the mobile number the buyer app sent (decision 110).
 */
export const ondcBuyerErasureBody = z
  .strictObject({ email: blankIsNone(email('Buyer’s email')), phone: blankIsNone(phone('Buyer’s mobile number')) })
  .refine((b) => b.email !== undefined || b.phone !== undefined, { message: 'Give the buyer’s email or mobile number', path: ['email'] });
export type OndcBuyerErasureBody = z.output<typeof ondcBuyerErasureBody>;
export const ondcBuyerErasureReply = z.strictObject({
  message: z.string(),
  orders: z.number().int().describe('the ONDC orders whose buyer details were erased'),
});
export type OndcBuyerErasureReply = z.output<typeof ondcBuyerErasureReply>;
