import type { RatingDto } from '@bazaar/shared';
import { RatingSummary } from '@/components/ui/rating';
import { ReviewItem } from '@/components/ui/review-item';
import { useShopReviews } from '../api/shop-reviews';
import { t } from '@/i18n/i18n';

/** The shop's reviews, newest first; the section is left out while there are none. */
export function ShopReviews({ shopId, rating }: { shopId: string; rating?: RatingDto }) {
  const reviews = useShopReviews(shopId);
  const items = reviews.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="reviews-title" className="space-y-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="reviews-title" className="text-xl font-bold text-ink-900">
          {t('nav.reviews')}
        </h2>
        <RatingSummary rating={rating} />
      </div>
      <ul className="divide-y divide-ink-100" data-testid="shop-reviews">
        {items.map((r) => (
          <ReviewItem key={r._id} review={r} />
        ))}
      </ul>
    </section>
  );
}
