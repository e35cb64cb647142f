import { z } from 'zod';

/**
 * Where a shop delivers (issue 12 #3): a list of 6-digit PIN codes and 3-digit PIN prefixes (the first three
 * digits: a sorting district). An empty list means everywhere in India.
 */
export const MAX_DELIVERY_PINS = 500;
const PIN_OR_PREFIX = /^[1-9]\d{2}(\d{3})?$/;

/** Sorted, without repeats, and without a PIN already covered by a prefix in the list. */
export function normalizeDeliveryPins(pins: readonly string[]): string[] {
  const prefixes = new Set(pins.filter((p) => p.length === 3));
  const kept = new Set(pins.filter((p) => p.length === 3 || !prefixes.has(p.slice(0, 3))));
  return [...kept].sort();
}

/** The body of PUT /api/admin/shop/delivery-pins: `{ pins: ["560001", "561", …] }`; [] = everywhere. */
export const deliveryPinsBody = z.strictObject(
  {
    pins: z
      .array(z.unknown(), { error: 'pins must be a list of PIN codes (an empty list: delivers everywhere)' })
      .max(MAX_DELIVERY_PINS, `pins can hold at most ${MAX_DELIVERY_PINS} entries`)
      .transform((list, ctx) => {
        const out: string[] = [];
        list.forEach((raw, i) => {
          const v = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
          if (!PIN_OR_PREFIX.test(v)) {
            const shown = typeof raw === 'string' || typeof raw === 'number' ? `'${String(raw).slice(0, 20)}'` : 'this entry';
            ctx.addIssue({ code: 'custom', path: [i], message: `pins[${i}]: ${shown} is not a 6-digit PIN code or a 3-digit PIN prefix (e.g. 560001 or 560)` });
            return;
          }
          out.push(v);
        });
        return normalizeDeliveryPins(out);
      }),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')} (send { pins: [...] })` : undefined) },
);
export type DeliveryPinsBody = z.infer<typeof deliveryPinsBody>;

/** Where a shop delivers, as GET/PUT /api/admin/shop/delivery-pins answer it. */
export interface DeliveryPinsDto {
  pins: string[];
  /** "Delivers across India" or "Delivers to PIN codes 560001, 561xxx". */
  description: string;
}
