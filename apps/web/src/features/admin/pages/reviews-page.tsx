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
import { useOwnerReviews, useReplyToReview } from '../api/reviews';

/** /admin/reviews — the reviews of the owner's shop and its products, newest first, each with its one reply. */
export default function OwnerReviewsPage() {
  usePageTitle('Reviews');
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
        <PageHeader title="Reviews" subtitle="What shoppers wrote about your shop and your products. You can reply once to each review." />
      </div>
      {q.isPending ? (
        <Spinner label="Loading reviews" />
      ) : q.isError ? (
        <EmptyState title="Could not load the reviews" icon="⚠️">
          <p className="text-ink-600">{messageOf(q.error, 'Please check your connection and try again.')}</p>
        </EmptyState>
      ) : !data || data.items.length === 0 ? (
        <EmptyState title="No reviews yet" icon="★">
          <p className="text-ink-600">Shoppers can rate your shop and products once their orders are delivered.</p>
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white px-4 shadow-sm sm:px-5" data-testid="owner-reviews">
            {data.items.map((r) => (
              <ReviewItem key={r._id} review={r} about={r.productName ? `Product: ${r.productName}` : 'Your shop'}>
                {r.reply === null && <ReplyForm review={r} />}
              </ReviewItem>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={turn} label="Review pages" />
        </div>
      )}
    </Page>
  );
}

function ReplyForm({ review }: { review: ReviewDto }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyToReview();
  const what = review.productName ?? 'your shop';
  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!text.trim()) return setError('Write your reply first');
    setError(undefined);
    reply.mutate(
      { id: review._id, reply: text },
      {
        onSuccess: (res) => toast.success(res.message),
        onError: (err) => setError(messageOf(err, 'Could not post your reply. Please try again.')),
      },
    );
  }
  return (
    <form onSubmit={submit} className="space-y-2 pt-2" aria-label={`Reply to ${review.author}'s review of ${what}`}>
      <Field
        label={`Your reply to ${review.author}`}
        hint={`Shown under the review on your shop's pages. You can reply once, up to ${REVIEW_TEXT_MAX} characters.`}
        error={error}
      >
        {(p) => <Textarea {...p} rows={2} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <Button type="submit" size="sm" loading={reply.isPending}>
        Post reply
      </Button>
    </form>
  );
}
