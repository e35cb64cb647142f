import { useState } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { formatDateTime, formatRupees } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { ReturnStatusBadge } from '@/components/ui/return-status-badge';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { usePlatformReturns } from '../api/returns';

const VIEWS = [
  { id: 'escalated', label: 'Not decided in time' },
  { id: 'overdue', label: 'Refund overdue' },
] as const;

/**
 * /superadmin/returns — what the platform owner must chase (issue 26 #2-#3): requests a shop did not accept or
 * decline in time, and refunds not recorded by their due date, across every shop.
 */
export default function PlatformReturnsPage() {
  usePageTitle('Returns');
  const [view, setView] = useState<'escalated' | 'overdue'>('escalated');
  const q = usePlatformReturns(view);
  const list = q.data?.returns ?? [];
  return (
    <Page narrow>
      <PageHeader title="Returns" subtitle="Returns a shop did not decide in time, and refunds not paid by their due date. Follow them up with the shop." />
      <div role="group" aria-label="Which returns" className="mb-5 flex flex-wrap gap-2">
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
            {v.label}
          </button>
        ))}
      </div>
      {q.isPending ? (
        <Spinner label="Loading returns" />
      ) : q.isError ? (
        <EmptyState title="Could not load the returns" icon="⚠️">
          <p className="text-ink-600">{messageOf(q.error, 'Please check your connection and try again.')}</p>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState title={view === 'overdue' ? 'No refunds overdue' : 'No returns waiting too long'} icon="box">
          <p className="text-ink-600">Nothing to follow up.</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3" data-testid="platform-returns">
          {list.map((r) => (
            <li key={r._id} className="space-y-1 rounded-2xl border border-ink-200 bg-white p-4 text-sm shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold text-ink-900">
                  Order #{r.orderNumber} · {r.resolution} of {formatRupees(r.amount)}
                </p>
                <div className="flex flex-wrap gap-1.5">
                  {r.refundOverdue && <Badge className="bg-red-100 text-red-800 ring-red-600/30">Refund overdue</Badge>}
                  <ReturnStatusBadge status={r.status} />
                </div>
              </div>
              <p className="text-ink-700">{r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</p>
              <p className="text-ink-700">
                {r.refundDueBy && r.refundOverdue ? `Refund was due by ${formatDateTime(r.refundDueBy)}` : `Decision was due by ${formatDateTime(r.decideBy)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
