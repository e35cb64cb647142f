import { describe, expect, it } from 'vitest';
import { placeOfProductError } from './product-field-errors';

describe('placeOfProductError', () => {
  it('puts each server message at the field it names', () => {
    expect(placeOfProductError('mrp: MRP must be at least the selling price')).toEqual({ kind: 'mrp' });
    expect(placeOfProductError('declarations.manufacturer is required for pre-packed goods: Name and address')).toEqual({
      kind: 'declaration',
      key: 'manufacturer',
    });
    expect(placeOfProductError('variants[1] (SH-8): MRP must be at least the selling price')).toEqual({ kind: 'variants' });
    expect(placeOfProductError('A product can have at most 3 options')).toEqual({ kind: 'variants' });
    expect(placeOfProductError('Please upload a product image.')).toEqual({ kind: 'other' });
  });
});
