import { useState } from 'react';
import { MAX_OPTION_VALUES, MAX_OPTIONS, MAX_VARIANTS, type ProductOption } from '@bazaar/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { t, type MessageId } from '@/i18n/i18n';

/** One row of the variants table as the inputs hold it (strings), keyed by its combination of values. */
export interface VariantRow {
  key: string;
  options: Record<string, string>;
  sku: string;
  price: string;
  mrp: string;
  quantity: string;
  _id?: string;
}

export interface VariantsState {
  options: ProductOption[];
  rows: VariantRow[];
}

export const NO_VARIANTS: VariantsState = { options: [], rows: [] };

const keyOf = (options: Record<string, string>, order: readonly ProductOption[]) => JSON.stringify(order.map((o) => options[o.name] ?? ''));
const skuPart = (s: string) =>
  s
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Every combination of the options' values, in their order: Size × Colour → 7/Red, 7/Blue, 8/Red, … */
export function combinations(options: readonly ProductOption[]): Record<string, string>[] {
  const named = options.filter((o) => o.name.trim() && o.values.length);
  if (named.length === 0) return [];
  return named.reduce<Record<string, string>[]>((acc, o) => acc.flatMap((c) => o.values.map((v) => ({ ...c, [o.name.trim()]: v }))), [{}]);
}

/**
 * The table's rows for these options: a row the owner already filled keeps what was typed (matched by its
 * combination); a new one starts with a SKU made of the product's name and its values, and the form's price.
 */
export function regenerate(options: readonly ProductOption[], old: readonly VariantRow[], base: { name: string; price: string }): VariantRow[] {
  const named = options.filter((o) => o.name.trim() && o.values.length).map((o) => ({ ...o, name: o.name.trim() }));
  const byKey = new Map(old.map((r) => [r.key, r]));
  const stem = skuPart(base.name).slice(0, 24) || 'SKU';
  return combinations(named).map((c) => {
    const key = keyOf(c, named);
    const had = byKey.get(key);
    if (had) return { ...had, options: c };
    return { key, options: c, sku: [stem, ...named.map((o) => skuPart(c[o.name]!))].join('-').slice(0, 64), price: base.price, mrp: '', quantity: '0' };
  });
}

/** The body's `options` and `variants` from the editor (numbers parsed; blanks left out for the server to name). */
export function toVariantsBody(s: VariantsState) {
  const options = s.options.filter((o) => o.name.trim() && o.values.length).map((o) => ({ name: o.name.trim(), values: o.values }));
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
  const variants = s.rows.map((r) => ({
    ...(r._id ? { _id: r._id } : {}),
    sku: r.sku.trim(),
    options: r.options,
    price: num(r.price) ?? 0,
    ...(r.mrp.trim() ? { mrp: num(r.mrp) } : {}),
    quantity: num(r.quantity) ?? 0,
  }));
  return { options, variants };
}

function ValueChips({ option, onChange }: { option: ProductOption; onChange: (values: string[]) => void }) {
  const [text, setText] = useState('');
  const add = () => {
    const parts = text
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const next = [...option.values];
    for (const p of parts) if (!next.some((v) => v.toLowerCase() === p.toLowerCase()) && next.length < MAX_OPTION_VALUES) next.push(p);
    onChange(next);
    setText('');
  };
  const label = option.name ? t('admin.optionAddValueOf', { name: option.name }) : t('admin.optionAddValue');
  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-2" aria-label={option.name ? t('admin.optionValuesOf', { name: option.name }) : t('admin.optionValues')}>
        {option.values.map((v) => (
          <li key={v} className="inline-flex items-center gap-1 rounded-full bg-saffron-100 py-1 pr-1 pl-3 text-sm font-medium text-ink-900">
            {v}
            <button
              type="button"
              className="rounded-full px-2 text-ink-700 hover:bg-saffron-200 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
              aria-label={t('admin.removeValue', { value: v })}
              onClick={() => onChange(option.values.filter((x) => x !== v))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Input
          aria-label={label}
          placeholder={t('admin.optionValuePlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" className="shrink-0" onClick={add} disabled={!text.trim()}>
          {t('admin.addValue')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Options (up to 3, values as chips) and the variants table generated from them (issue 24 #1): SKU, price, MRP
 * and stock per combination. With no options the product is one variant and the form's own price and stock apply.
 */
/** The number columns of a variant's row (price, MRP, stock): one input each, named with the variant. */
const NUMBER_CELLS = [
  { field: 'price', label: 'admin.variantPriceOf', inputMode: 'decimal', min: 0.01, step: '0.01' },
  { field: 'mrp', label: 'admin.variantMrpOf', inputMode: 'decimal', min: 0.01, step: '0.01' },
  { field: 'quantity', label: 'admin.stockOf', inputMode: 'numeric', min: 0, step: '1' },
] as const satisfies readonly { field: keyof VariantRow; label: MessageId; inputMode: 'decimal' | 'numeric'; min: number; step: string }[];

export function VariantsEditor({
  state,
  onChange,
  base,
  error,
}: {
  state: VariantsState;
  onChange: (next: VariantsState) => void;
  base: { name: string; price: string };
  error?: string;
}) {
  const setOptions = (options: ProductOption[]) => onChange({ options, rows: regenerate(options, state.rows, base) });
  const setRow = (i: number, patch: Partial<VariantRow>) => onChange({ ...state, rows: state.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const tooMany = state.rows.length > MAX_VARIANTS;
  return (
    <fieldset className="min-w-0 space-y-4 sm:col-span-2" data-testid="variants-editor">
      <legend className="text-base font-bold text-ink-900">{t('admin.variantsTitle')}</legend>
      <p className="text-sm text-ink-700">{t('admin.variantsIntro')}</p>
      {state.options.map((o, i) => (
        <div key={i} className="space-y-2 rounded-xl border border-ink-200 p-3">
          <div className="flex items-end gap-2">
            <label className="flex-1 space-y-1.5">
              <span className="block text-sm font-medium text-ink-800">{t('admin.optionName', { n: i + 1 })}</span>
              <Input
                value={o.name}
                placeholder={t('admin.optionNamePlaceholder')}
                maxLength={30}
                onChange={(e) => setOptions(state.options.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
              />
            </label>
            <Button
              type="button"
              variant="ghost"
              onClick={() => setOptions(state.options.filter((_, j) => j !== i))}
              aria-label={o.name ? t('admin.removeOptionNamed', { name: o.name }) : t('admin.removeOptionN', { n: i + 1 })}
            >
              {t('admin.remove')}
            </Button>
          </div>
          <ValueChips option={o} onChange={(values) => setOptions(state.options.map((x, j) => (j === i ? { ...x, values } : x)))} />
        </div>
      ))}
      {state.options.length < MAX_OPTIONS && (
        <Button type="button" variant="outline" onClick={() => setOptions([...state.options, { name: '', values: [] }])}>
          {t('admin.addOption')}
        </Button>
      )}
      {state.rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm" aria-label={t('admin.variants')}>
            <thead>
              <tr className="text-left text-ink-700">
                <th scope="col" className="py-2 pr-2">
                  {t('admin.variant')}
                </th>
                <th scope="col" className="py-2 pr-2">
                  {t('admin.skuHeading')}
                </th>
                <th scope="col" className="py-2 pr-2">
                  {t('admin.priceRupees')}
                </th>
                <th scope="col" className="py-2 pr-2">
                  {t('admin.mrpRupees')}
                </th>
                <th scope="col" className="py-2">
                  {t('admin.stock')}
                </th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((r, i) => {
                const name = Object.values(r.options).join(' / ');
                return (
                  <tr key={r.key} className="border-t border-ink-100">
                    <th scope="row" className="py-2 pr-2 text-left font-semibold text-ink-900">
                      {name}
                    </th>
                    <td className="py-2 pr-2">
                      <Input aria-label={t('admin.variantSkuOf', { name })} value={r.sku} maxLength={64} onChange={(e) => setRow(i, { sku: e.target.value })} />
                    </td>
                    {NUMBER_CELLS.map((c) => (
                      <td key={c.field} className={c.field === 'quantity' ? 'py-2' : 'py-2 pr-2'}>
                        <Input
                          aria-label={t(c.label, { name })}
                          type="number"
                          inputMode={c.inputMode}
                          min={c.min}
                          step={c.step}
                          value={r[c.field]}
                          onChange={(e) => setRow(i, { [c.field]: e.target.value })}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {tooMany && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t('admin.tooManyVariants', { count: state.rows.length, max: MAX_VARIANTS })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700" data-testid="variants-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
