import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  missingDeclaration,
  mrpAllows,
  optionsSchema,
  unitSalePrice,
  variantName,
  variantProblem,
  variantsSchema,
  type VariantInput,
} from './variants.js';

const paise = fc.integer({ min: 1, max: 1_00_00_000_00 });

describe('MRP and discount (issue 24 #3)', () => {
  it('allows an MRP at or above the price, or none, and nothing below', () => {
    fc.assert(
      fc.property(paise, paise, (price, mrp) => {
        expect(mrpAllows(price, mrp)).toBe(mrp >= price);
        expect(mrpAllows(price, null)).toBe(true);
      }),
    );
  });

  it('reads "₹1,299 ₹1,999 35% off": whole percent rounded down, never overstated', () => {
    expect(discountPercent(129_900, 199_900)).toBe(35);
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(9_999, 10_000)).toBeNull(); // 0.01 %: no "0% off"
    fc.assert(
      fc.property(paise, paise, (a, b) => {
        const [price, mrp] = a <= b ? [a, b] : [b, a];
        const d = discountPercent(price, mrp);
        if (d === null) {
          expect((mrp - price) * 100 < mrp).toBe(true);
        } else {
          expect(d).toBeGreaterThanOrEqual(1);
          expect(d).toBeLessThan(100);
          // The shown discount never exceeds the real one, and is off by less than one percent.
          expect(d * mrp).toBeLessThanOrEqual((mrp - price) * 100);
          expect((d + 1) * mrp).toBeGreaterThan((mrp - price) * 100);
        }
      }),
    );
  });
});

describe('unit sale price (Legal Metrology rule 2(r))', () => {
  it('prices small packs per 100 g / 100 ml and larger ones per kg / litre', () => {
    expect(unitSalePrice(25_000, 5, 'kg')).toEqual({ paise: 5_000, per: 'kg' });
    expect(unitSalePrice(4_500, 200, 'g')).toEqual({ paise: 2_250, per: '100 g' });
    expect(unitSalePrice(9_900, 500, 'ml')).toEqual({ paise: 1_980, per: '100 ml' });
    expect(unitSalePrice(65_000, 1, 'L')).toEqual({ paise: 65_000, per: 'litre' });
    expect(unitSalePrice(12_000, 1, 'dozen')).toEqual({ paise: 1_000, per: 'piece' });
    expect(unitSalePrice(30_000, 2.5, 'metre')).toEqual({ paise: 12_000, per: 'metre' });
    expect(unitSalePrice(100, null, 'kg')).toBeNull();
    expect(unitSalePrice(100, 2, null)).toBeNull();
  });

  it('gives the same price per kg for the same goods in g or kg', () => {
    fc.assert(
      fc.property(paise, fc.integer({ min: 1, max: 100 }), (price, kg) => {
        expect(unitSalePrice(price, kg, 'kg')).toEqual(unitSalePrice(price, kg * 1000, 'g'));
      }),
    );
  });
});

const v = (sku: string, options: Record<string, string>, over: Partial<VariantInput> = {}): VariantInput => ({ sku, options, price: 10, quantity: 1, ...over });
const size = [{ name: 'Size', values: ['S', 'M'] }];

describe('variant rules (issue 24 #1)', () => {
  it('accepts one variant per combination of the options', () => {
    expect(variantProblem(size, [v('A', { Size: 'S' }), v('B', { Size: 'M' })])).toBeUndefined();
    expect(variantProblem([], [v('A', {})])).toBeUndefined();
  });

  it('names the variant and the rule it breaks', () => {
    expect(variantProblem(size, [v('A', { Size: 'L' })])?.message).toBe('variants[0] (A): Size must be one of S, M');
    expect(variantProblem(size, [v('A', {})])?.message).toBe('variants[0] (A) needs a value for Size');
    expect(variantProblem(size, [v('A', { Size: 'S', Fit: 'Slim' })])?.message).toBe('variants[0] (A): "Fit" is not one of the product\'s options');
    expect(variantProblem(size, [v('A', { Size: 'S' }), v('a', { Size: 'M' })])?.message).toBe('variants[1] (a): SKU a is given twice');
    expect(variantProblem(size, [v('A', { Size: 'S' }), v('B', { Size: 'S' })])?.message).toBe('variants[1] (B) repeats the options of another variant');
    expect(variantProblem(size, [v('A', { Size: 'S' }, { price: 10, mrp: 9 })])?.message).toBe('variants[0] (A): MRP must be at least the selling price');
    expect(variantProblem([], [v('A', {}), v('B', {})])?.message).toMatch(/^A product without options has exactly one variant/);
  });

  it('finds no problem in any full set of combinations with distinct SKUs, and one in any repeated combination', () => {
    const opts = fc.uniqueArray(fc.stringMatching(/^[A-Z]{1,3}$/), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(opts, opts, (sizes, colours) => {
        const options = [
          { name: 'Size', values: sizes },
          { name: 'Colour', values: colours },
        ];
        const all = sizes.flatMap((s, i) => colours.map((c, j) => v(`S${i}-${j}`, { Size: s, Colour: c })));
        expect(variantProblem(options, all)).toBeUndefined();
        const repeated = [...all, v('EXTRA', all[0]!.options)];
        expect(variantProblem(options, repeated)?.message).toMatch(/repeats the options/);
      }),
    );
  });

  it('parses options and variants from JSON text (a multipart form) and caps them', () => {
    expect(optionsSchema.parse('[{"name":"Size","values":["7","8"]}]')).toEqual([{ name: 'Size', values: ['7', '8'] }]);
    expect(optionsSchema.safeParse(JSON.stringify([1, 2, 3, 4].map((i) => ({ name: `O${i}`, values: ['a'] })))).error?.issues[0]?.message).toBe(
      'A product can have at most 3 options',
    );
    expect(optionsSchema.safeParse('[{"name":"Size","values":["7","7"]}]').success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => ({ sku: `S${i}`, options: {}, price: 1, quantity: 1 }));
    expect(variantsSchema.safeParse(JSON.stringify(many)).error?.issues[0]?.message).toBe('A product can have at most 100 variants');
    expect(variantsSchema.safeParse('not json').success).toBe(false);
  });

  it('names a variant by its options in the product order', () => {
    expect(
      variantName({ Colour: 'Red', Size: '8' }, [
        { name: 'Size', values: [] },
        { name: 'Colour', values: [] },
      ]),
    ).toBe('8 / Red');
    expect(variantName({})).toBe('');
  });

  it('requires the rule 6(10) declarations of pre-packed goods', () => {
    expect(missingDeclaration(null)).toMatch(/^declarations\.manufacturer is required/);
    expect(missingDeclaration({ manufacturer: 'M', countryOfOrigin: 'India', genericName: 'Flour', consumerCare: 'c@x' })).toBeUndefined();
  });
});
