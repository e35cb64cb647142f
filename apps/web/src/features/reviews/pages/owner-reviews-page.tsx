import { useRef, useState } from 'react';
import { REVIEW_TEXT_MAX, type ReviewDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { ReviewItem } from '@/components/ui/review-item';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n/i18n';
import { useOwnerReviews, useReplyToReview } from '../api/owner-reviews';

/** /admin/reviews — the reviews of the owner's shop and its products, newest first, each with its one reply. */
export default function OwnerReviewsPage() {
  usePageTitle(t('nav.reviews'));
  const [page, setPage] = useState(1);
  const q = useOwnerReviews(page);
  const top = useRef<HTMLDivElement>(null);
  const data = q.data;
  const turn = (p: number) => {
    setPage(p);
    top.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <Page narrow>
      <div ref={top} className="scroll-mt-24">
        <PageHeader title={t('nav.reviews')} subtitle={t('admin.reviewsSubtitle')} />
      </div>
      {q.isPending ? (
        <Spinner label={t('admin.reviewsLoading')} />
      ) : q.isError ? (
        <EmptyState title={t('admin.reviewsFailed')} icon="⚠️">
          <p className="text-ink-600">{messageOf(q.error, t('admin.checkConnection'))}</p>
        </EmptyState>
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={t('admin.noReviews')} icon="★">
          <p className="text-ink-600">{t('admin.noReviewsHint')}</p>
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white px-4 shadow-sm sm:px-5" data-testid="owner-reviews">
            {data.items.map((r) => (
              <ReviewItem key={r._id} review={r} about={r.productName ? t('admin.aboutProduct', { name: r.productName }) : t('admin.aboutYourShop')}>
                {r.reply === null && <ReplyForm review={r} />}
              </ReviewItem>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={turn} label={t('admin.reviewPages')} />
        </div>
      )}
    </Page>
  );
}

function ReplyForm({ review }: { review: ReviewDto }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyToReview();
  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!text.trim()) return setError(t('admin.replyFirst'));
    setError(undefined);
    reply.mutate(
      { id: review._id, reply: text },
      {
        // The server says "Reply posted" in English only (decision 091); the same words from the catalog.
        onSuccess: () => toast.success(t('admin.replyPosted')),
        onError: (err) => setError(messageOf(err, t('admin.replyFailed'))),
      },
    );
  }
  return (
    <form
      onSubmit={submit}
      className="space-y-2 pt-2"
      aria-label={
        review.productName
          ? t('admin.replyFormProduct', { author: review.author, product: review.productName })
          : t('admin.replyFormShop', { author: review.author })
      }
    >
      <Field label={t('admin.yourReplyTo', { author: review.author })} hint={t('admin.replyHint', { max: REVIEW_TEXT_MAX })} error={error}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            onChange={(e) => {
              // What was said about the last try no longer holds once the owner writes again.
              setText(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" size="sm" loading={reply.isPending}>
        {t('admin.postReply')}
      </Button>
    </form>
  );
}
