/**
 * Where a 400 from a product write belongs on the form (issue 24 #4): the server names the field first
 * ("mrp: …", "declarations.manufacturer is required …", "variants[1] (SH-8) …", "options: …").
 */
export type ProductErrorPlace = { kind: 'mrp' } | { kind: 'declaration'; key: string } | { kind: 'variants' } | { kind: 'other' };

export function placeOfProductError(message: string): ProductErrorPlace {
  if (/^mrp\b/i.test(message)) return { kind: 'mrp' };
  const d = /^declarations\.(\w+)/.exec(message);
  if (d) return { kind: 'declaration', key: d[1]! };
  if (/^(variants|options)\b/i.test(message) || /\b(variant|option)s?\b/i.test(message)) return { kind: 'variants' };
  return { kind: 'other' };
}
