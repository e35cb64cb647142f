import { cn } from './cn';
import { t } from '@/i18n/i18n';

/**
 * A 1–5 star choice: five native radio buttons in a labelled group, so arrow keys, Tab and screen readers work
 * as with any radio group; each star is labelled "N stars". Apart from rating.tsx, whose summary the shop cards
 * of the first page show: only the review form picks a rating.
 */
export function StarInput({ name, legend, value, onChange }: { name: string; legend: string; value: number; onChange: (n: number) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" />
            <span className="sr-only">{t('ui.starN', { count: n })}</span>
            <span
              aria-hidden="true"
              className={cn(
                'block rounded px-0.5 text-3xl leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-accent-600',
                n <= value ? 'text-marigold-500' : 'text-ink-300',
              )}
            >
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
