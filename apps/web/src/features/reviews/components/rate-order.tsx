import { useState } from 'react';
import { REVIEW_EDIT_DAYS, REVIEW_TEXT_MAX, type OrderDto, type ReviewDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { Stars } from '@/components/ui/rating';
import { StarInput } from '@/components/ui/star-input';
import { useEditReview, useMyReviews, useRate } from '../api/my-reviews';
import { t } from '@/i18n/i18n';

interface Target {
  key: string;
  productId?: string;
  name: string;
}

/** "Rate this order": the shop and each product still in the catalog, once each, for a delivered order. */
export function RateOrder({ order }: { order: OrderDto }) {
  const mine = useMyReviews(order._id, order.status === 'Delivered');
  if (order.status !== 'Delivered' || !mine.data) return null;
  const targets: Target[] = [
    { key: 'shop', name: order.shop.name },
    ...order.items.filter((i) => i.productId).map((i) => ({ key: i.productId!, productId: i.productId!, name: i.name })),
  ];
  const reviewOf = (target: Target) => mine.data.find((r) => (target.productId ? r.productId === target.productId : r.productId === null));
  return (
    <section aria-labelledby="rate-title" className="space-y-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id="rate-title" className="text-lg font-bold text-ink-900">
        {t('orders.rate.title')}
      </h2>
      <ul className="space-y-4">
        {targets.map((target) => (
          <li key={target.key} className="border-t border-ink-100 pt-4 first:border-t-0 first:pt-0">
            <RateOne orderId={order._id} target={target} done={reviewOf(target)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RateOne({ orderId, target, done }: { orderId: string; target: Target; done?: ReviewDto }) {
  const [editing, setEditing] = useState(false);
  // When the page opened: the server has the last word (409 after the 30 days) if it stays open past the end.
  const [now] = useState(() => Date.now());
  const rate = useRate(orderId);
  const edit = useEditReview(orderId);
  if (done && !editing) {
    const open = now < new Date(done.editableUntil).getTime();
    return (
      <div className="space-y-1 text-sm" data-testid="my-review">
        <p className="font-semibold text-ink-900">{target.name}</p>
        <p className="flex items-center gap-2">
          <Stars value={done.stars} /> <span className="text-ink-700">{t('orders.rate.thanks')}</span>
        </p>
        {done.text && <p className="break-words whitespace-pre-line text-ink-700">{done.text}</p>}
        {open ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={t('orders.rate.changeOf', { name: target.name })}>
              {t('orders.rate.change')}
            </Button>
            <span className="text-xs text-ink-600">{t('orders.rate.changeUntil', { date: formatDate(done.editableUntil) })}</span>
          </div>
        ) : (
          <p className="text-xs text-ink-600" data-testid="edit-closed">
            {t('orders.rate.closed', { days: REVIEW_EDIT_DAYS, date: formatDate(done.createdAt) })}
          </p>
        )}
      </div>
    );
  }
  if (done) {
    return (
      <ReviewForm
        key={done._id}
        target={target}
        initial={done}
        pending={edit.isPending}
        submitLabel={t('orders.rate.save')}
        onCancel={() => setEditing(false)}
        onSubmit={(stars, text, fail) =>
          edit.mutate(
            { id: done._id, body: { stars, text } },
            {
              onSuccess: (res) => {
                toast.success(res.message);
                setEditing(false);
              },
              onError: (err) => fail(messageOf(err, t('orders.rate.changeFailed'))),
            },
          )
        }
      />
    );
  }
  return (
    <ReviewForm
      target={target}
      pending={rate.isPending}
      submitLabel={t('orders.rate.submit')}
      onSubmit={(stars, text, fail) =>
        rate.mutate(
          { orderId, ...(target.productId ? { productId: target.productId } : {}), stars, ...(text.trim() ? { text } : {}) },
          {
            onSuccess: (res) => toast.success(res.message),
            onError: (err) => fail(messageOf(err, t('orders.rate.saveFailed'))),
          },
        )
      }
    />
  );
}

interface ReviewFormProps {
  target: Target;
  /** The review being changed: the form starts with its stars and text. */
  initial?: ReviewDto;
  pending: boolean;
  submitLabel: string;
  onSubmit: (stars: number, text: string, fail: (message: string) => void) => void;
  onCancel?: () => void;
}

function ReviewForm({ target, initial, pending, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const [stars, setStars] = useState(initial?.stars ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const [error, setError] = useState<string>();
  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (stars < 1) return setError(t('orders.rate.chooseStars'));
    setError(undefined);
    onSubmit(stars, text, setError);
  }
  const legend = target.productId ? t('orders.rate.yourRating', { name: target.name }) : t('orders.rate.yourShopRating', { name: target.name });
  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={initial ? t('orders.rate.changeOf', { name: target.name }) : t('orders.rate.rateNamed', { name: target.name })}
    >
      <StarInput name={`stars-${target.key}`} legend={legend} value={stars} onChange={setStars} />
      <Field label={t('orders.rate.reviewOf', { name: target.name })} hint={t('orders.rate.upTo', { max: REVIEW_TEXT_MAX })} error={error}>
        {(p) => <Textarea {...p} rows={2} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
