import { z } from 'zod';

const isoDate = z.string().describe('ISO 8601 date-time');

/** A saved delivery address (decision 049): the checkout's fields, its id and whether it is the default. */
export const savedAddressDto = z.strictObject({
  _id: z.string(),
  name: z.string(),
  phone: z.string().describe('10 digits'),
  line1: z.string().describe('house / flat, street'),
  line2: z.string().optional().describe('landmark'),
  city: z.string(),
  state: z.string().describe('two-digit GST state code'),
  stateName: z.string(),
  pincode: z.string(),
  isDefault: z.boolean().describe('the one the checkout starts with; exactly one while any exist'),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const savedAddressList = z.strictObject({
  items: z.array(savedAddressDto).describe('the default first, then the most recently changed'),
  max: z.number().int().describe('the most one shopper may keep'),
});

export const savedAddressChangeReply = z.strictObject({ message: z.string(), address: savedAddressDto });

export type SavedAddressDto = z.output<typeof savedAddressDto>;
export type SavedAddressListDto = z.output<typeof savedAddressList>;
export type SavedAddressChangeResponse = z.output<typeof savedAddressChangeReply>;

// Named in the OpenAPI document as responses.ts names its shapes (a second evaluation finds the name taken).
try {
  z.globalRegistry.add(savedAddressDto, { ...z.globalRegistry.get(savedAddressDto), id: 'SavedAddressDto' });
} catch {
  // the name is taken by an earlier evaluation of this module
}
