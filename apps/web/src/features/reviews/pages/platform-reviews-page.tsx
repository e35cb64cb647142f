import { useState } from 'react';
import { Link } from 'react-router';
import type { PlatformReviewDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReviewItem } from '@/components/ui/review-item';
import { usePlatformReviews, useSetReviewHidden } from '../api/platform-reviews';
import { ReviewsPageFrame } from '../components/reviews-page-frame';
import { useAlertOnError } from '@/hooks/use-alert-on-error';
import { t } from '@/i18n/i18n';

/**
 * /superadmin/reviews — the newest reviews of every shop. Hide takes one off the shop and product pages and
 * out of the averages; Show again puts it back (the API keeps no reason: decision 020).
 */
export default function PlatformReviewsPage() {
  const [page, setPage] = useState(1);
  const q = usePlatformReviews(page);
  useAlertOnError(q.isError, t('superadmin.reviewsFailed'));
  return (
    <ReviewsPageFrame
      whose="platform"
      query={q}
      onPage={setPage}
      empty={<EmptyState title={q.isError ? t('superadmin.reviewsLoadFailed') : t('superadmin.reviewsNone')} icon="★" />}
    >
      {(r) => (
        <ReviewItem key={r._id} review={r} about={<About review={r} />}>
          <Visibility review={r} />
        </ReviewItem>
      )}
    </ReviewsPageFrame>
  );
}

function About({ review: r }: { review: PlatformReviewDto }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link to={r.productId ? `/product/${r.productId}` : `/shop/${r.shopId}`} className="text-accent-800 underline-offset-2 hover:underline">
        {r.productName ? `${r.productName} · ${r.shopName}` : r.shopName}
      </Link>
      {r.hidden && <Badge>{t('superadmin.hidden')}</Badge>}
    </span>
  );
}

function Visibility({ review: r }: { review: PlatformReviewDto }) {
  const set = useSetReviewHidden();
  const change = () =>
    set.mutate(
      { id: r._id, hidden: !r.hidden },
      {
        onSuccess: (res) => toast.success(res.message),
        onError: (err) => toast.error(messageOf(err, t('superadmin.reviewChangeFailed'))),
      },
    );
  return (
    <div className="pt-1">
      <Button
        size="sm"
        variant={r.hidden ? 'outline' : 'danger'}
        loading={set.isPending}
        onClick={change}
        aria-label={t(r.hidden ? 'superadmin.showReviewNamed' : 'superadmin.hideReviewNamed', { author: r.author, about: r.productName ?? r.shopName })}
      >
        {r.hidden ? t('superadmin.showAgain') : t('superadmin.hide')}
      </Button>
    </div>
  );
}
