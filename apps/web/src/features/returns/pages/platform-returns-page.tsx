import { useState } from 'react';
import type { ReturnDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { t } from '@/i18n/i18n';
import { messageOf } from '@/lib/api';
import { formatDateTime, formatRupees } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { ReturnPhotos } from '@/components/ui/return-photos';
import { ReturnStatusBadge } from '@/components/ui/return-status-badge';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { usePlatformReturns, useRefundAccountViews } from '../api/platform-returns';

const VIEWS = [
  { id: 'escalated', label: 'superadmin.returnsEscalated' },
  { id: 'overdue', label: 'superadmin.returnsOverdue' },
] as const;

/**
 * /superadmin/returns — what the platform owner must chase (issue 26 #2-#3): requests a shop did not accept or
 * decline in time, and refunds not recorded by their due date, across every shop; for a bank account, who was shown
 * its whole number and when.
 */
export default function PlatformReturnsPage() {
  usePageTitle(t('superadmin.returnsTitle'));
  const [view, setView] = useState<'escalated' | 'overdue'>('escalated');
  const q = usePlatformReturns(view);
  const list = q.data?.returns ?? [];
  return (
    <Page narrow>
      <PageHeader title={t('superadmin.returnsTitle')} subtitle={t('superadmin.returnsSubtitle')} />
      <div role="group" aria-label={t('superadmin.returnsWhich')} className="mb-5 flex flex-wrap gap-2">
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={view === v.id}
            onClick={() => setView(v.id)}
            className={cn(
              'h-9 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 focus-visible:outline-none',
              view === v.id ? 'border-saffron-700 bg-saffron-700 text-white' : 'border-ink-300 bg-white text-ink-800 hover:bg-saffron-50',
            )}
          >
            {t(v.label)}
          </button>
        ))}
      </div>
      {q.isPending ? (
        <Spinner label={t('superadmin.returnsLoading')} />
      ) : q.isError ? (
        <EmptyState title={t('superadmin.returnsLoadFailed')} icon="⚠️">
          <p className="text-ink-600">{messageOf(q.error, t('superadmin.returnsCheckConnection'))}</p>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState title={view === 'overdue' ? t('superadmin.returnsNoneOverdue') : t('superadmin.returnsNoneEscalated')} icon="box">
          <p className="text-ink-600">{t('superadmin.returnsNothing')}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3" data-testid="platform-returns">
          {list.map((r) => (
            <li key={r._id} className="space-y-1 rounded-2xl border border-ink-200 bg-white p-4 text-sm shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold text-ink-900">
                  {t('superadmin.returnsHeading', { orderNumber: r.orderNumber, resolution: r.resolution, amount: formatRupees(r.amount) })}
                </p>
                <div className="flex flex-wrap gap-1.5">
                  {r.refundOverdue && <Badge className="bg-red-100 text-red-800 ring-red-600/30">{t('superadmin.returnsOverdue')}</Badge>}
                  <ReturnStatusBadge status={r.status} />
                </div>
              </div>
              <p className="text-ink-700">{r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</p>
              <ReturnPhotos photos={r.photos} label={t('superadmin.returnsPhotos')} altOf={(n) => t('superadmin.returnsPhotoAlt', { n })} />
              <p className="text-ink-700">
                {r.refundDueBy && r.refundOverdue
                  ? t('superadmin.returnsRefundDue', { when: formatDateTime(r.refundDueBy) })
                  : t('superadmin.returnsDecisionDue', { when: formatDateTime(r.decideBy) })}
              </p>
              {r.refundAccount?.kind === 'bank' && <AccountViews ret={r} />}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** Who was shown the whole bank account number of this return's refund, and when; read on demand. */
function AccountViews({ ret }: { ret: ReturnDto }) {
  const [open, setOpen] = useState(false);
  const q = useRefundAccountViews(ret._id, open);
  const views = q.data?.views ?? [];
  const id = `account-views-${ret._id}`;
  return (
    <div className="pt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="rounded font-semibold text-accent-700 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
      >
        {t('superadmin.returnsWhoSaw', { last4: ret.refundAccount?.last4 ?? '' })}
      </button>
      {open && (
        <div id={id} className="mt-2" data-testid="account-views">
          {q.isPending ? (
            <Spinner label={t('superadmin.returnsLoading')} />
          ) : q.isError ? (
            <p role="alert" className="text-red-700">
              {messageOf(q.error, t('superadmin.returnsCheckConnection'))}
            </p>
          ) : views.length === 0 ? (
            <p className="text-ink-600">{t('superadmin.returnsNobodySaw')}</p>
          ) : (
            <ul className="space-y-0.5 text-ink-700">
              {views.map((v, i) => (
                <li key={`${v.viewedAt}-${i}`}>
                  {t('superadmin.returnsSawAt', { who: v.viewerName ?? v.viewerEmail ?? v.viewerId, when: formatDateTime(v.viewedAt) })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
