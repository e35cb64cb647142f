import { useState } from 'react';
import { RETURN_STATUSES, type ReturnDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { t } from '@/i18n/i18n';
import { messageOf } from '@/lib/api';
import { returnReasonText, returnStatusText } from '@/lib/labels';
import { formatDate, formatDateTime, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { ReturnPhotos } from '@/components/ui/return-photos';
import { ReturnStatusBadge } from '@/components/ui/return-status-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMoveReturn, useShopReturns, type ReturnFilter, type ReturnMoveInput } from '../api/owner-returns';
import { RefundAccountSummary, RefundAccountToPay } from '../components/refund-account-details';

const FILTERS: ReturnFilter[] = ['all', 'overdue', ...RETURN_STATUSES];
const filterLabel = (f: ReturnFilter) => (f === 'all' ? t('admin.returnsAll') : f === 'overdue' ? t('admin.returnsOverdueFilter') : returnStatusText(f));

/** Today's date in India (YYYY-MM-DD), the default date of a refund. */
const todayIst = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * /admin/returns — the shop's returns queue (issue 26 #2-#4): accept or decline a request (with a reason), mark the
 * items collected and received (a refund return's credit note is issued then), record the refund once, or the
 * replacement sent.
 */
export default function ReturnsPage() {
  usePageTitle(t('admin.returnsTitle'));
  const [filter, setFilter] = useState<ReturnFilter>('all');
  const q = useShopReturns(filter);
  const list = q.data?.returns ?? [];
  return (
    <Page narrow>
      <PageHeader title={t('admin.returnsTitle')} subtitle={t('admin.returnsSubtitle')} />
      <div role="group" aria-label={t('admin.returnsFilterBy')} className="mb-5 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'h-9 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 focus-visible:outline-none',
              filter === f ? 'border-saffron-700 bg-saffron-700 text-white' : 'border-ink-300 bg-white text-ink-800 hover:bg-saffron-50',
            )}
          >
            {filterLabel(f)}
          </button>
        ))}
      </div>
      {q.isPending ? (
        <Spinner label={t('admin.returnsLoading')} />
      ) : q.isError ? (
        <EmptyState title={t('admin.returnsLoadFailed')} icon="⚠️">
          <p className="text-ink-600">{messageOf(q.error, t('admin.returnsCheckConnection'))}</p>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState
          title={
            filter === 'all'
              ? t('admin.returnsNoneYet')
              : filter === 'overdue'
                ? t('admin.returnsNoneOverdue')
                : t('admin.returnsNoneWith', { status: returnStatusText(filter).toLowerCase() })
          }
          icon="box"
        >
          <p className="text-ink-600">{t('admin.returnsEmptyHint')}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-4" data-testid="shop-returns">
          {list.map((r) => (
            <ReturnCard key={r._id} ret={r} />
          ))}
        </ul>
      )}
    </Page>
  );
}

function ReturnCard({ ret }: { ret: ReturnDto }) {
  const move = useMoveReturn();
  const [mode, setMode] = useState<'decline' | 'refund' | null>(null);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(todayIst);
  const [resellable, setResellable] = useState(true);
  const [error, setError] = useState<string>();
  const done: Record<string, string> = {
    Accepted: t('admin.returnsAccepted'),
    Declined: t('admin.returnsDeclined'),
    PickedUp: t('admin.returnsPickedUp'),
    Received: t('admin.returnsReceived'),
    Refunded: t('admin.returnsRefunded'),
    Replaced: t('admin.returnsReplaced'),
  };

  function send(body: ReturnMoveInput) {
    setError(undefined);
    move.mutate(
      { id: ret._id, ...body },
      {
        onSuccess: () => {
          toast.success(done[body.status] ?? t('admin.returnsRefunded'));
          setMode(null);
        },
        onError: (err) => setError(messageOf(err, t('admin.returnsSaveFailed'))),
      },
    );
  }
  const decline = (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('admin.returnsWhyDecline'));
    send({ status: 'Declined', reason: reason.trim() });
  };
  const refund = (e: React.FormEvent) => {
    e.preventDefault();
    if (reference.trim().length < 4) return setError(t('admin.returnsReferenceShort'));
    if (!date) return setError(t('admin.returnsDateMissing'));
    send({ status: 'Refunded', refund: { reference: reference.trim(), date } });
  };

  return (
    <li className="space-y-3 rounded-2xl border border-ink-200 bg-white p-4 text-sm shadow-sm sm:p-5" data-testid="shop-return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold text-ink-900">
          {t('admin.returnsHeading', { orderNumber: ret.orderNumber, resolution: ret.resolution, amount: formatRupees(ret.amount) })}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {ret.refundOverdue && <Badge className="bg-red-100 text-red-800 ring-red-600/30">{t('admin.returnsOverdueFilter')}</Badge>}
          {ret.escalatedAt && <Badge className="bg-red-100 text-red-800 ring-red-600/30">{t('admin.returnsLate')}</Badge>}
          <ReturnStatusBadge status={ret.status} />
        </div>
      </div>
      <ul className="text-ink-800">
        {ret.lines.map((l) => (
          <li key={l.itemId}>{t('admin.returnsLine', { quantity: l.quantity, name: l.name, price: formatRupees(l.price) })}</li>
        ))}
      </ul>
      <p className="text-ink-700">{t('admin.returnsReason', { reason: returnReasonText(ret.reason, ret.reasonLabel), when: formatDateTime(ret.createdAt) })}</p>
      {ret.note && <p className="break-words text-ink-700">{t('admin.returnsShopperSays', { note: ret.note })}</p>}
      <ReturnPhotos photos={ret.photos} label={t('admin.returnsPhotos')} altOf={(n) => t('admin.returnsPhotoAlt', { n })} />
      {ret.status === 'Requested' && <p className="font-semibold text-ink-900">{t('admin.returnsDecideBy', { when: formatDateTime(ret.decideBy) })}</p>}
      {ret.refundDueBy && !ret.refund && (
        <p className={ret.refundOverdue ? 'font-semibold text-red-800' : 'text-ink-700'}>
          {t(ret.refundOverdue ? 'admin.returnsRefundWasDue' : 'admin.returnsRefundDue', { when: formatDateTime(ret.refundDueBy) })}
        </p>
      )}
      {ret.declineReason && <p className="break-words text-ink-700">{t('admin.returnsYouDeclined', { reason: ret.declineReason })}</p>}
      {mode !== 'refund' && <RefundAccountSummary ret={ret} />}
      {ret.creditNote && (
        <DownloadButton
          href={`/api/credit-notes/${ret.creditNote._id}`}
          fileName={`CreditNote_${ret.creditNote.number.replaceAll('/', '-')}.pdf`}
          errorMessage={t('admin.returnsCreditNoteFailed')}
        >
          <span aria-hidden="true">{t('admin.returnsCreditNote', { number: ret.creditNote.number })}</span>
          <span className="sr-only">{t('admin.returnsDownloadCreditNote', { number: ret.creditNote.number })}</span>
        </DownloadButton>
      )}
      {ret.refund && (
        <p className="rounded-lg bg-green-50 px-3 py-2 text-ink-800">
          {t('admin.returnsRefundPaid', { date: formatDate(ret.refund.date), reference: ret.refund.reference })}{' '}
          {ret.refund.confirmed === true
            ? t('admin.returnsConfirmed')
            : ret.refund.confirmed === false
              ? t('admin.returnsDisputed', { note: ret.refund.note ?? '' })
              : t('admin.returnsWaitingConfirm')}
        </p>
      )}

      {mode === null && (
        <div className="flex flex-wrap gap-2">
          {ret.status === 'Requested' && (
            <>
              <Button size="sm" onClick={() => send({ status: 'Accepted' })} loading={move.isPending}>
                {t('admin.returnsAccept')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setMode('decline')}>
                {t('admin.returnsDecline')}
              </Button>
            </>
          )}
          {ret.status === 'Accepted' && (
            <Button size="sm" onClick={() => send({ status: 'PickedUp' })} loading={move.isPending}>
              {t('admin.returnsMarkPickedUp')}
            </Button>
          )}
          {ret.status === 'PickedUp' && (
            <>
              <label className="flex items-center gap-2 text-ink-800">
                <input type="checkbox" checked={resellable} onChange={(e) => setResellable(e.target.checked)} className="size-4 accent-saffron-700" />
                {t('admin.returnsResellable')}
              </label>
              <Button size="sm" onClick={() => send({ status: 'Received', resellable })} loading={move.isPending}>
                {t('admin.returnsMarkReceived')}
              </Button>
            </>
          )}
          {ret.status === 'Received' && ret.resolution === 'refund' && (
            <Button size="sm" onClick={() => setMode('refund')}>
              {t('admin.returnsRecordRefund')}
            </Button>
          )}
          {ret.status === 'Received' && ret.resolution === 'replacement' && (
            <Button size="sm" onClick={() => send({ status: 'Replaced' })} loading={move.isPending}>
              {t('admin.returnsMarkReplaced')}
            </Button>
          )}
        </div>
      )}
      {mode === 'decline' && (
        <form onSubmit={decline} className="space-y-2" aria-label={t('admin.returnsDeclineForm', { orderNumber: ret.orderNumber })} noValidate>
          <Field label={t('admin.returnsDeclineWhy')} required hint={t('admin.returnsDeclineHint')}>
            {(p) => <Textarea {...p} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" type="submit" variant="danger" loading={move.isPending}>
              {t('admin.returnsDeclineReturn')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode(null)}>
              {t('admin.returnsBack')}
            </Button>
          </div>
        </form>
      )}
      {mode === 'refund' && (
        <form onSubmit={refund} className="space-y-2" aria-label={t('admin.returnsRefundForm', { orderNumber: ret.orderNumber })} noValidate>
          <p className="text-ink-700">{t('admin.returnsPayThen', { amount: formatRupees(ret.amount) })}</p>
          <RefundAccountToPay ret={ret} />
          <Field label={t('admin.returnsReference')} required>
            {(p) => <Input {...p} maxLength={64} value={reference} onChange={(e) => setReference(e.target.value)} autoComplete="off" />}
          </Field>
          <Field label={t('admin.returnsDatePaid')} required>
            {(p) => <Input {...p} type="date" className="w-48" value={date} onChange={(e) => setDate(e.target.value)} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" type="submit" loading={move.isPending}>
              {t('admin.returnsSaveRefund')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode(null)}>
              {t('admin.returnsBack')}
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      )}
    </li>
  );
}
