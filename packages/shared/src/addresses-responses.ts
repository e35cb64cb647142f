import { z } from 'zod';
import type * as T from './addresses.js';

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

// The zod schemas and the interfaces describe the same shape.
const same = <A, B>(x: [A] extends [B] ? ([B] extends [A] ? true : false) : false) => x;
same<z.output<typeof savedAddressDto>, T.SavedAddressDto>(true);
same<z.output<typeof savedAddressList>, T.SavedAddressListDto>(true);
same<z.output<typeof savedAddressChangeReply>, T.SavedAddressChangeResponse>(true);

// Named in the OpenAPI document as responses.ts names its shapes (a second evaluation finds the name taken).
try {
  z.globalRegistry.add(savedAddressDto, { ...z.globalRegistry.get(savedAddressDto), id: 'SavedAddressDto' });
} catch {
  // the name is taken by an earlier evaluation of this module
}
