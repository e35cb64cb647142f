import type { ProductSort } from '@bazaar/shared';
import { cn } from '@/components/ui/cn';
import { Field, Select } from '@/components/ui/field';
import { t, type MessageId } from '@/i18n/i18n';

const SORT_LABELS: Record<ProductSort, MessageId> = {
  newest: 'shop.sort.newest',
  price_asc: 'shop.sort.priceAsc',
  price_desc: 'shop.sort.priceDesc',
  discount: 'shop.sort.discount',
  rating: 'shop.sort.rating',
};

const chip = (on: boolean) =>
  cn(
    'rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-1',
    on ? 'border-saffron-700 bg-saffron-700 text-white' : 'border-ink-300 bg-white text-ink-800 hover:bg-saffron-50',
  );

function ChipGroup({ label, group, values, value, onPick }: { label: string; group: string; values: string[]; value: string; onPick: (v: string) => void }) {
  if (values.length === 0) return null;
  return (
    <div role="group" aria-label={group} className="flex flex-wrap gap-2">
      <span className="mr-1 self-center text-sm font-medium text-ink-800" aria-hidden="true">
        {label}:
      </span>
      <button type="button" aria-pressed={!value} onClick={() => onPick('')} className={chip(!value)}>
        {t('shop.any')}
      </button>
      {values.map((v) => {
        const on = v.toLowerCase() === value.toLowerCase();
        return (
          <button key={v} type="button" aria-pressed={on} onClick={() => onPick(on ? '' : v)} className={chip(on)}>
            {v}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The shop page's sort order and its size, colour and in-stock filters (issue 24 #2, #3). Size and colour show only
 * where the shop's products come in sizes or colours; "In stock only" counts a product with any variant in stock
 * (or, with a size or colour picked, that one).
 */
export function ProductSortAndFilters({
  sort,
  size,
  colour,
  inStock,
  sizes,
  colours,
  onChange,
}: {
  sort: ProductSort;
  size: string;
  colour: string;
  inStock: boolean;
  sizes: string[];
  colours: string[];
  onChange: (next: { sort?: string; size?: string; colour?: string; inStock?: boolean }) => void;
}) {
  return (
    <div className="space-y-3" data-testid="product-sort-filters">
      <div className="flex flex-wrap items-end gap-4">
        <Field label={t('shop.sortBy')} className="w-full sm:w-60">
          {(p) => (
            <Select {...p} value={sort} onChange={(e) => onChange({ sort: e.target.value })}>
              {(Object.keys(SORT_LABELS) as ProductSort[]).map((k) => (
                <option key={k} value={k}>
                  {t(SORT_LABELS[k])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-ink-800">
          <input
            type="checkbox"
            className="size-5 rounded border-ink-400 accent-saffron-700 focus-visible:ring-2 focus-visible:ring-accent-600"
            checked={inStock}
            onChange={(e) => onChange({ inStock: e.target.checked })}
          />
          {t('shop.inStockOnly')}
        </label>
      </div>
      <ChipGroup label={t('shop.size')} group={t('shop.filterBySize')} values={sizes} value={size} onPick={(v) => onChange({ size: v })} />
      <ChipGroup label={t('shop.colour')} group={t('shop.filterByColour')} values={colours} value={colour} onPick={(v) => onChange({ colour: v })} />
    </div>
  );
}
