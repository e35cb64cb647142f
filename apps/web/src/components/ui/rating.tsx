import type { RatingDto } from '@bazaar/shared';
import { cn } from './cn';
import { t } from '@/i18n/i18n';

/**
 * The average and count of real reviews; nothing at all when there are none (decision 015: no invented stars).
 */
export function RatingSummary({ rating, className }: { rating?: RatingDto; className?: string }) {
  if (!rating || rating.count <= 0) return null;
  const label = t('ui.rated', { average: rating.average.toFixed(1), count: rating.count });
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
    <span role="img" aria-label={t('ui.stars', { value })} className="text-marigold-500">
      <span aria-hidden="true">{'★'.repeat(value)}</span>
      <span aria-hidden="true" className="text-ink-300">
        {'★'.repeat(5 - value)}
      </span>
    </span>
  );
}
