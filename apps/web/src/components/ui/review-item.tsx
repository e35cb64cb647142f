import type { ReactNode } from 'react';
import type { ReviewDto } from '@bazaar/shared';
import { formatDateTime } from '@/lib/format';
import { Stars } from './rating';
import { t } from '@/i18n/i18n';

/**
 * One review as plain text (React escapes it: markup shows as typed), with the shop's reply under it.
 * `about` names what it reviews on lists that mix shop and product reviews; `children` adds actions.
 */
export function ReviewItem({ review: r, about, children }: { review: ReviewDto; about?: ReactNode; children?: ReactNode }) {
  return (
    <li className="space-y-1 py-3" data-testid="review">
      {about && <p className="text-sm font-semibold break-words text-ink-900">{about}</p>}
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Stars value={r.stars} />
        <span className="font-semibold text-ink-900">{r.author}</span>
        <time dateTime={r.createdAt} className="text-ink-600">
          {formatDateTime(r.createdAt)}
        </time>
      </p>
      {r.text && <p className="text-sm break-words whitespace-pre-line text-ink-800">{r.text}</p>}
      {r.reply && (
        <p className="ml-4 rounded-lg bg-ink-50 px-3 py-2 text-sm break-words whitespace-pre-line text-ink-700" data-testid="review-reply">
          <span className="font-semibold">{t('ui.shopReply')}</span>
          {r.reply}
        </p>
      )}
      {children}
    </li>
  );
}
