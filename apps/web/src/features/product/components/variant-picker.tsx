import type { ProductDto, VariantDto } from '@bazaar/shared';
import { cn } from '@/components/ui/cn';
import { t } from '@/i18n/i18n';

type Choice = Record<string, string>;

const matches = (v: VariantDto, choice: Choice) => Object.entries(choice).every(([k, val]) => v.options[k] === val);

/** The variant a product page opens on: the first in stock, else the first. */
export function firstChoice(p: ProductDto): Choice {
  const v = p.variants.find((x) => x.inStock) ?? p.variants[0];
  return v ? { ...v.options } : {};
}

/** The variant named by a full choice of options; undefined while the combination does not exist. */
export function variantOf(p: ProductDto, choice: Choice): VariantDto | undefined {
  if (p.options.length === 0) return p.variants[0];
  return p.variants.find((v) => p.options.every((o) => v.options[o.name] === choice[o.name]));
}

/**
 * Choosing `value` for option `name`: keep the other choices when that variant exists in stock, else move to the
 * in-stock variant with that value sharing the most of the other choices, so a tap never lands on a dead end.
 */
export function choose(p: ProductDto, choice: Choice, name: string, value: string): Choice {
  const next = { ...choice, [name]: value };
  const exact = variantOf(p, next);
  if (exact?.inStock) return next;
  const candidates = p.variants.filter((v) => v.inStock && v.options[name] === value);
  if (candidates.length === 0) return next;
  const score = (v: VariantDto) => Object.entries(choice).filter(([k, val]) => k !== name && v.options[k] === val).length;
  const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a));
  return { ...best.options };
}

/**
 * One group of buttons per option (issue 24 #2): radio buttons drawn as chips, each group a fieldset with its
 * legend. A value no variant has in stock stays visible, disabled, and says "sold out".
 */
export function VariantPicker({ product, choice, onChoose }: { product: ProductDto; choice: Choice; onChoose: (next: Choice) => void }) {
  return (
    <div className="space-y-4" data-testid="variant-picker">
      {product.options.map((o) => (
        <fieldset key={o.name} className="space-y-2">
          <legend className="text-sm font-semibold text-ink-800">
            {o.name}: <span className="font-normal text-ink-700">{choice[o.name] ?? t('product.chooseOne')}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {o.values.map((value) => {
              const soldOut = !product.variants.some((v) => v.inStock && matches(v, { [o.name]: value }));
              const checked = choice[o.name] === value;
              return (
                <label
                  key={value}
                  className={cn(
                    'relative inline-flex min-h-10 min-w-12 items-center justify-center rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600 has-[:focus-visible]:ring-offset-1',
                    soldOut
                      ? 'cursor-not-allowed border-dashed border-ink-300 bg-ink-50 text-ink-600 line-through'
                      : checked
                        ? 'cursor-pointer border-saffron-700 bg-saffron-700 text-white'
                        : 'cursor-pointer border-ink-300 bg-white text-ink-900 hover:bg-saffron-50',
                  )}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`option-${o.name}`}
                    value={value}
                    checked={checked}
                    disabled={soldOut}
                    onChange={() => onChoose(choose(product, choice, o.name, value))}
                  />
                  {value}
                  {soldOut && <span className="sr-only"> {t('product.soldOut')}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
