import { PRODUCT_CATEGORIES, PRODUCT_SUB_CATEGORIES, PRODUCT_UNITS, gstRatesOn } from '@bazaar/shared';

/** <option>s of the product selects (spec §3 option lists; sub-category and unit allow a blank). */
export function CategoryOptions({ placeholder = 'Select category' }: { placeholder?: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {PRODUCT_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}

export function SubCategoryOptions() {
  return (
    <>
      <option value="">None</option>
      {PRODUCT_SUB_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}

export function UnitOptions() {
  return (
    <>
      <option value="">None</option>
      {PRODUCT_UNITS.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}

/** The GST rates (percent) in force today, from the shared rate table; blank means "not set yet". */
export function GstRateOptions() {
  return (
    <>
      <option value="">Not set</option>
      {gstRatesOn(new Date()).map((r) => (
        <option key={r} value={String(r)}>
          {r} %
        </option>
      ))}
    </>
  );
}
