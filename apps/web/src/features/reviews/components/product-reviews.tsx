import { useRef, useState } from 'react';
import type { RatingDto } from '@bazaar/shared';
import { useProductReviews } from '../api/product-reviews';
import { Pagination } from '@/components/ui/pagination';
import { RatingSummary } from '@/components/ui/rating';
import { ReviewItem } from '@/components/ui/review-item';
import { t } from '@/i18n/i18n';

/** The product's average, count and reviews with the shop's replies, a page at a time; nothing while there are none. */
export function ProductReviews({ productId, rating }: { productId: string; rating?: RatingDto }) {
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const reviews = useProductReviews(productId, page);
  const data = reviews.data;
  if (!data?.items.length) return null;
  const turn = (p: number) => {
    setPage(p);
    heading.current?.focus();
  };
  return (
    <section aria-labelledby="product-reviews-title" className="mt-8 space-y-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="product-reviews-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink-900 focus:outline-none">
          {t('nav.reviews')}
        </h2>
        <RatingSummary rating={rating} />
        <span className="text-sm text-ink-600">{t('product.reviewCount', { count: data.total })}</span>
      </div>
      <ul className="divide-y divide-ink-100" data-testid="product-reviews" aria-busy={reviews.isPlaceholderData || undefined}>
        {data.items.map((r) => (
          <ReviewItem key={r._id} review={r} />
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} onChange={turn} label={t('product.reviewPages')} />
    </section>
  );
}
