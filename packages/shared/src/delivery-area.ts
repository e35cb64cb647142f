/**
 * Reading a shop's delivery area (issue 12 #3; the list's rules and its schema are in delivery-pins.ts). Apart
 * from delivery-pins.ts, which builds a zod schema when loaded, so that the shop page can say where a shop
 * delivers without loading zod (decision 053).
 */

/** True when the shop whose list is `pins` delivers to `pincode`; an unknown PIN code only when it delivers everywhere. */
export function deliversTo(pins: readonly string[] | null | undefined, pincode: string | null | undefined): boolean {
  if (!pins || pins.length === 0) return true;
  if (!pincode) return false;
  return pins.some((p) => (p.length === 3 ? pincode.startsWith(p) : pincode === p));
}

/** "560xxx" for a prefix, the PIN itself otherwise. */
export const pinLabel = (p: string): string => (p.length === 3 ? `${p}xxx` : p);

/** The shop page's sentence: "Delivers across India" or "Delivers to PIN codes 560001, 561xxx". */
export function describeDeliveryArea(pins: readonly string[] | null | undefined): string {
  if (!pins || pins.length === 0) return 'Delivers across India';
  return `Delivers to PIN code${pins.length === 1 ? '' : 's'} ${pins.map(pinLabel).join(', ')}`;
}
