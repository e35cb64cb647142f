import { currentLanguage, t, type MessageId } from '@/i18n/i18n';
import { categoryText, subCategoryText, unitText } from '@/lib/labels';
import {
  CATEGORY_DEFS,
  COUNTRY_CODES,
  DEFAULT_ORIGIN_COUNTRY,
  ONDC_CATEGORIES,
  UNIT_DEFS,
  countryName,
  gstRatesOn,
  ondcCategoryOf,
  subCategoriesOf,
  suggestedTax,
  toPaise,
} from '@bazaar/shared';

/** <option>s of the product selects: the one category list with the names shown on every screen (issue 22 #6). */
export function CategoryOptions({ placeholder }: { placeholder?: string }) {
  return (
    <>
      <option value="">{placeholder ?? t('admin.selectCategory')}</option>
      {CATEGORY_DEFS.map((c) => (
        <option key={c.value} value={c.value}>
          {categoryText(c.label)}
        </option>
      ))}
    </>
  );
}

/** The chosen category's sub-categories (all of them before one is chosen); `current` stays listed. */
export function SubCategoryOptions({ category, current }: { category?: string; current?: string }) {
  const list = subCategoriesOf(category);
  const shown = current && !list.includes(current) ? [...list, current] : list;
  return (
    <>
      <option value="">{t('admin.none')}</option>
      {shown.map((c) => (
        <option key={c} value={c}>
          {subCategoryText(c)}
        </option>
      ))}
    </>
  );
}

const DOMAIN_NAMES: Record<string, MessageId> = {
  'ONDC:RET10': 'admin.ondcGrocery',
  'ONDC:RET11': 'admin.ondcFood',
  'ONDC:RET12': 'admin.ondcFashion',
  'ONDC:RET14': 'admin.ondcElectronics',
  'ONDC:RET16': 'admin.ondcHome',
};

/** ONDC's retail categories by domain; blank keeps the default of category and sub-category (issue 29). */
/**
 * <option>s of the country of origin (decision 112): India first, then every other country by its name in the reader's
 * language (the browser's own names, `Intl.DisplayNames`).
 */
export function OriginCountryOptions() {
  const language = currentLanguage();
  const others = COUNTRY_CODES.filter((c) => c !== DEFAULT_ORIGIN_COUNTRY)
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  return (
    <>
      <option value={DEFAULT_ORIGIN_COUNTRY}>{countryName(DEFAULT_ORIGIN_COUNTRY, language)}</option>
      {others.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}

export function OndcCategoryOptions({ category, subCategory }: { category?: string; subCategory?: string }) {
  const fallback = category ? ondcCategoryOf({ category, subCategory: subCategory || null }) : undefined;
  return (
    <>
      <option value="">{fallback ? t('admin.ondcDefault', { category: fallback }) : t('admin.ondcDefaultDomain')}</option>
      {Object.entries(ONDC_CATEGORIES).map(([domain, list]) => (
        <optgroup key={domain} label={DOMAIN_NAMES[domain] ? t(DOMAIN_NAMES[domain]) : domain}>
          {list.map((c) => (
            <option key={`${domain}:${c}`} value={c}>
              {c}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

/** The option texts whose `UNIT_DEFS` label explains the unit ("g (grams)"); the other words go through `unitText`. */
const EXPLAINED_UNITS: Record<string, MessageId> = { g: 'admin.unitG', kg: 'admin.unitKg', ml: 'admin.unitMl', L: 'admin.unitL', plate: 'admin.unitPlate' };

export function UnitOptions() {
  return (
    <>
      <option value="">{t('admin.none')}</option>
      {UNIT_DEFS.map((u) => (
        <option key={u.value} value={u.value}>
          {EXPLAINED_UNITS[u.value] ? t(EXPLAINED_UNITS[u.value]!) : unitText(u.label)}
        </option>
      ))}
    </>
  );
}

/** The GST rates (percent) in force today; blank means the suggested rate (named when there is one). */
export function GstRateOptions({ suggested }: { suggested?: number | null }) {
  return (
    <>
      <option value="">{suggested === undefined || suggested === null ? t('admin.notSet') : t('admin.suggested', { value: `${suggested} %` })}</option>
      {gstRatesOn(new Date()).map((r) => (
        <option key={r} value={String(r)}>
          {r} %
        </option>
      ))}
    </>
  );
}

/** Today's suggestion for what the form holds (price in rupees as typed), or null before a category is chosen. */
export function suggestionFor(values: { category?: string; subCategory?: string; price?: string | number }) {
  if (!values.category) return null;
  const price = Number(values.price);
  return (
    suggestedTax({
      category: values.category,
      subCategory: values.subCategory || null,
      unitPricePaise: Number.isFinite(price) && price > 0 ? toPaise(price) : 0,
    }) ?? null
  );
}

/**
 * What the invoice will use where the owner leaves the HSN code or GST rate blank: "suggested — check"
 * (issue 22 #1). Shown under the tax fields of Create Product and the edit dialog.
 */
export function SuggestedTaxNote({
  suggestion,
  hsnCode = '',
  gstRate = '',
}: {
  suggestion: ReturnType<typeof suggestionFor>;
  hsnCode?: string;
  gstRate?: string;
}) {
  if (!suggestion || (hsnCode.trim() !== '' && gstRate !== '')) return null;
  const parts = [gstRate === '' ? `GST ${suggestion.rate} %` : null, hsnCode.trim() === '' && suggestion.hsnCode ? `HSN ${suggestion.hsnCode}` : null].filter(
    Boolean,
  );
  if (parts.length === 0) return null;
  return (
    <p className="rounded-lg border border-saffron-300 bg-saffron-50 px-3 py-2 text-sm text-ink-800 sm:col-span-2" data-testid="suggested-tax">
      <strong>{t('admin.suggestedCheck')}</strong> {t('admin.suggestedNote', { what: parts.join(', ') })}
    </p>
  );
}
