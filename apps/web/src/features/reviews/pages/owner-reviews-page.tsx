import { useState } from 'react';
import { REVIEW_TEXT_MAX, type ReviewDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Textarea } from '@/components/ui/field';
import { ReviewItem } from '@/components/ui/review-item';
import { t } from '@/i18n/i18n';
import { useOwnerReviews, useReplyToReview } from '../api/owner-reviews';
import { ReviewsPageFrame } from '../components/reviews-page-frame';

/** /admin/reviews — the reviews of the owner's shop and its products, newest first, each with its one reply. */
export default function OwnerReviewsPage() {
  const [page, setPage] = useState(1);
  const q = useOwnerReviews(page);
  return (
    <ReviewsPageFrame
      whose="owner"
      query={q}
      onPage={setPage}
      failed={
        <EmptyState title={t('admin.reviewsFailed')} icon="⚠️">
          <p className="text-ink-600">{messageOf(q.error, t('admin.checkConnection'))}</p>
        </EmptyState>
      }
      empty={
        <EmptyState title={t('admin.noReviews')} icon="★">
          <p className="text-ink-600">{t('admin.noReviewsHint')}</p>
        </EmptyState>
      }
    >
      {(r) => (
        <ReviewItem key={r._id} review={r} about={r.productName ? t('admin.aboutProduct', { name: r.productName }) : t('admin.aboutYourShop')}>
          {r.reply === null && <ReplyForm review={r} />}
        </ReviewItem>
      )}
    </ReviewsPageFrame>
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
