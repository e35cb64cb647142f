import { describe, expect, it } from 'vitest';
import {
  CATEGORY_DEFS,
  PRODUCT_CATEGORIES,
  PRODUCT_SUB_CATEGORIES,
  PRODUCT_UNITS,
  categoryLabel,
  findCategory,
  perUnitSuffix,
  subCategoriesOf,
  unitLabel,
  uqcOfUnit,
} from './catalog.js';
import { categorySchema, netQuantitySchema, unitSchema } from './catalog-schemas.js';
import { SHOP_CATEGORIES, shopCategoryLabel } from './options.js';
import { GST_RATE_SLABS, gstRatesOn } from './gst/rates.js';
import { TAX_DEFAULTS, suggestedTax } from './gst/tax-defaults.js';
import { hsnCodeSchema } from './gst/schemas.js';

describe('one category list (issue 22 #6)', () => {
  it("keeps the spec's values and adds Food and Other, the shops' categories", () => {
    for (const spec of ['Grocery', 'Clothing', 'Electronics', 'Construction']) expect(PRODUCT_CATEGORIES).toContain(spec);
    expect(PRODUCT_CATEGORIES).toEqual(expect.arrayContaining(['Food', 'Other']));
    // Every shop category has a product category of the same label.
    for (const s of SHOP_CATEGORIES) expect(CATEGORY_DEFS.map((c) => c.label)).toContain(s.label);
  });

  it('reads the same name for a category on every screen, shops and products alike', () => {
    expect(categoryLabel('Clothing')).toBe('Fashion&Design');
    expect(categoryLabel('Construction')).toBe('Building&Construction');
    expect(shopCategoryLabel('Building&Construction')).toBe(categoryLabel('Construction'));
    expect(shopCategoryLabel('Clothing')).toBe(categoryLabel('Clothing'));
    expect(categoryLabel('Toys')).toBe('Toys');
    expect(categoryLabel(null)).toBe('');
  });

  it('accepts values, labels and aliases in any case, stored as the value; names the choices otherwise', () => {
    const parse = (v: unknown) => categorySchema().safeParse(v);
    expect(parse('Building&Construction').data).toBe('Construction');
    expect(parse('building & construction').data).toBe('Construction');
    expect(parse('Fashion&Design').data).toBe('Clothing');
    expect(parse('grocery').data).toBe('Grocery');
    expect(parse('Toys').error?.issues[0]?.message).toBe(
      'Category "Toys" is not one we know: choose Grocery, Food, Fashion&Design, Electronics, Building&Construction, Other',
    );
    expect(parse(undefined).error?.issues[0]?.message).toMatch(/^Category is required: choose Grocery, Food/);
    expect(parse('  ').error?.issues[0]?.message).toMatch(/^Category is required: choose Grocery, Food/);
    expect(findCategory('Kirana')?.value).toBe('Grocery');
  });

  it("offers each category's own sub-categories and accepts the spec's everywhere", () => {
    expect(subCategoriesOf('Food')).toContain('Sweets');
    expect(subCategoriesOf('Clothing')).toEqual(expect.arrayContaining(['Men', 'Women', 'Kids', 'Others']));
    for (const spec of ['Men', 'Women', 'Kids', 'Others']) expect(PRODUCT_SUB_CATEGORIES).toContain(spec);
    expect(subCategoriesOf(undefined)).toBe(PRODUCT_SUB_CATEGORIES);
  });
});

describe('units shops sell by, with a net quantity', () => {
  it('lists the units of real shops and maps the spec values', () => {
    expect(PRODUCT_UNITS).toEqual(expect.arrayContaining(['g', 'kg', 'ml', 'L', 'piece', 'pack', 'dozen', 'metre', 'pair', 'box', 'set']));
    const parse = (v: string) => unitSchema().safeParse(v);
    expect(parse('litre').data).toBe('L');
    expect(parse('kg').data).toBe('kg');
    expect(parse('others').data).toBeNull();
    expect(parse('piece').data).toBe('piece');
    expect(parse('ton').error?.issues[0]?.message).toBe('Unit must be one of: g, kg, ml, L, metre, piece, pack, dozen, pair, box, set, bag, plate');
  });

  it('reads "4 L", "500 g", "set of 6", a bare unit, and nothing for the spec\'s others', () => {
    expect(unitLabel('L', 4)).toBe('4 L');
    expect(unitLabel('litre', 4)).toBe('4 L');
    expect(unitLabel('g', 500)).toBe('500 g');
    expect(unitLabel('kg', 1.5)).toBe('1.5 kg');
    expect(unitLabel('set', 6)).toBe('set of 6');
    expect(unitLabel('pack', 1)).toBe('pack');
    expect(unitLabel('kg')).toBe('kg');
    expect(unitLabel('others')).toBe('');
    expect(unitLabel(null, 3)).toBe('');
    expect(perUnitSuffix('L', 4)).toBe(' / 4 L');
    expect(perUnitSuffix('others')).toBe('');
  });

  it('takes a net quantity above 0, up to 1,00,000 with 3 decimals', () => {
    const parse = (v: unknown) => netQuantitySchema().safeParse(v);
    expect(parse('4').data).toBe(4);
    expect(parse(0.25).data).toBe(0.25);
    expect(parse('0').success).toBe(false);
    expect(parse('abc').success).toBe(false);
    expect(parse('100001').error?.issues[0]?.message).toBe('Net quantity must be at most 1,00,000');
    expect(parse('1.2345').error?.issues[0]?.message).toBe('Net quantity must have at most 3 decimals');
  });

  it('gives each order-line unit its GST UQC; packs with a net quantity count in numbers', () => {
    expect(uqcOfUnit('kg')).toBe('KGS');
    expect(uqcOfUnit('litre')).toBe('LTR');
    expect(uqcOfUnit('piece')).toBe('NOS');
    expect(uqcOfUnit('others')).toBe('OTH');
    expect(uqcOfUnit('4 L')).toBe('NOS');
    expect(uqcOfUnit('set of 6')).toBe('SET');
    expect(uqcOfUnit('dozen')).toBe('DOZ');
  });
});

describe('suggested HSN and GST rate: a dated table (issue 22 #1)', () => {
  it('covers every category with a fallback row in force today, each rate a slab in force, each HSN well-formed', () => {
    for (const c of PRODUCT_CATEGORIES) expect(suggestedTax({ category: c, unitPricePaise: 100_00 }, '2026-11-27')).toBeDefined();
    for (const r of TAX_DEFAULTS) {
      const slab = GST_RATE_SLABS.find((s) => s.from <= r.from && (s.to === null || (r.to !== null && r.to <= s.to)));
      expect(slab?.rates, `${r.category}/${r.subCategory}`).toContain(r.rate);
      if (r.above) expect(gstRatesOn(r.from)).toContain(r.above.rate);
      if (r.hsnCode !== null) expect(hsnCodeSchema.safeParse(r.hsnCode).success).toBe(true);
      expect(PRODUCT_CATEGORIES).toContain(r.category);
      if (r.subCategory !== null) expect(subCategoriesOf(r.category)).toContain(r.subCategory);
    }
  });

  it('picks the sub-category row, else the category row; aliases work', () => {
    expect(suggestedTax({ category: 'Food', subCategory: 'Meals', unitPricePaise: 349_00 }, '2026-11-27')).toEqual({ hsnCode: '996331', rate: 5 });
    expect(suggestedTax({ category: 'Food', subCategory: 'Others', unitPricePaise: 349_00 }, '2026-11-27')).toEqual({ hsnCode: '2106', rate: 5 });
    expect(suggestedTax({ category: 'Building&Construction', subCategory: 'Cement', unitPricePaise: 395_00 }, '2026-11-27')).toEqual({
      hsnCode: '2523',
      rate: 18,
    });
    expect(suggestedTax({ category: 'Grocery', subCategory: 'Fresh produce', unitPricePaise: 40_00 }, '2026-11-27')).toEqual({ hsnCode: null, rate: 0 });
    expect(suggestedTax({ category: 'Toys', unitPricePaise: 40_00 }, '2026-11-27')).toBeUndefined();
  });

  it('charges apparel 5 % up to ₹2,500 a piece and 18 % above', () => {
    expect(suggestedTax({ category: 'Clothing', subCategory: 'Men', unitPricePaise: 2_500_00 }, '2026-11-27')?.rate).toBe(5);
    expect(suggestedTax({ category: 'Clothing', subCategory: 'Men', unitPricePaise: 2_500_01 }, '2026-11-27')?.rate).toBe(18);
    expect(suggestedTax({ category: 'Clothing', subCategory: 'Fabric', unitPricePaise: 4_500_00 }, '2026-11-27')?.rate).toBe(5);
  });

  it('follows the dates: nothing is suggested before the rows begin (22 Sep 2025, in IST)', () => {
    expect(suggestedTax({ category: 'Grocery', unitPricePaise: 100_00 }, '2025-09-21')).toBeUndefined();
    // 21 Sep 2025 18:30 UTC is 22 Sep 00:00 IST.
    expect(suggestedTax({ category: 'Grocery', unitPricePaise: 100_00 }, new Date('2025-09-21T18:30:00Z'))).toEqual({ hsnCode: null, rate: 5 });
  });
});
