import type { RatingDto } from '@bazaar/shared';
import { cn } from './cn';

/**
 * The average and count of real reviews; nothing at all when there are none (decision 015: no invented stars).
 */
export function RatingSummary({ rating, className }: { rating?: RatingDto; className?: string }) {
  if (!rating || rating.count <= 0) return null;
  const label = `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} review${rating.count === 1 ? '' : 's'}`;
  return (
    <p className={cn('flex items-center gap-1 text-sm text-ink-700', className)} role="img" aria-label={label} data-testid="rating-summary">
      <span className="text-marigold-500" aria-hidden="true">
        ★
      </span>
      <span className="font-semibold text-ink-900" aria-hidden="true">
        {rating.average.toFixed(1)}
      </span>
      <span aria-hidden="true">({rating.count})</span>
    </p>
  );
}

/** Stars shown, not chosen (a review's rating). */
export function Stars({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="text-marigold-500">
      <span aria-hidden="true">{'★'.repeat(value)}</span>
      <span aria-hidden="true" className="text-ink-300">
        {'★'.repeat(5 - value)}
      </span>
    </span>
  );
}

/**
 * A 1–5 star choice: five native radio buttons in a labelled group, so arrow keys, Tab and screen readers work
 * as with any radio group; each star is labelled "N stars".
 */
export function StarInput({ name, legend, value, onChange }: { name: string; legend: string; value: number; onChange: (n: number) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
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
