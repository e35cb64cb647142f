import { useState } from 'react';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
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
import { useMoveReturn, useShopReturns, type ReturnFilter, type ReturnMoveInput } from '../api/returns';
import { RefundAccountSummary, RefundAccountToPay } from '../components/refund-account-details';

const FILTERS: ReturnFilter[] = ['all', 'overdue', ...RETURN_STATUSES];
const filterLabel = (f: ReturnFilter) => (f === 'all' ? 'All' : f === 'overdue' ? 'Refund overdue' : RETURN_STATUS_LABELS[f]);

/** Today's date in India (YYYY-MM-DD), the default date of a refund. */
const todayIst = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * /admin/returns — the shop's returns queue (issue 26 #2-#4): accept or decline a request (with a reason), mark the
 * items collected and received (a refund return's credit note is issued then), record the refund once, or the
 * replacement sent.
 */
export default function ReturnsPage() {
  usePageTitle('Returns');
  const [filter, setFilter] = useState<ReturnFilter>('all');
  const q = useShopReturns(filter);
  const list = q.data?.returns ?? [];
  return (
    <Page narrow>
      <PageHeader title="Returns" subtitle="Shoppers’ return requests for your delivered orders. Accept or decline each before its deadline." />
      <div role="group" aria-label="Filter returns by status" className="mb-5 flex flex-wrap gap-2">
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
        <Spinner label="Loading returns" />
      ) : q.isError ? (
        <EmptyState title="Could not load the returns" icon="⚠️">
          <p className="text-ink-600">{messageOf(q.error, 'Please check your connection and try again.')}</p>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState
          title={filter === 'all' ? 'No returns yet' : filter === 'overdue' ? 'No refunds overdue' : `No returns ${RETURN_STATUS_LABELS[filter].toLowerCase()}`}
          icon="box"
        >
          <p className="text-ink-600">Shoppers can ask to return items of a delivered order within your return policy’s days.</p>
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
    Accepted: 'Return accepted',
    Declined: 'Return declined',
    PickedUp: 'Marked picked up',
    Received: 'Marked received',
    Refunded: 'Refund recorded',
    Replaced: 'Marked replaced',
  };

  function send(body: ReturnMoveInput) {
    setError(undefined);
    move.mutate(
      { id: ret._id, ...body },
      {
        onSuccess: () => {
          toast.success(done[body.status] ?? 'Saved');
          setMode(null);
        },
        onError: (err) => setError(messageOf(err, 'Could not save. Please try again.')),
      },
    );
  }
  const decline = (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError('Write why you decline: the shopper reads it');
    send({ status: 'Declined', reason: reason.trim() });
  };
  const refund = (e: React.FormEvent) => {
    e.preventDefault();
    if (reference.trim().length < 4) return setError('Enter the UPI or bank transaction reference (at least 4 characters)');
    if (!date) return setError('Enter the date the refund was paid');
    send({ status: 'Refunded', refund: { reference: reference.trim(), date } });
  };

  return (
    <li className="space-y-3 rounded-2xl border border-ink-200 bg-white p-4 text-sm shadow-sm sm:p-5" data-testid="shop-return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold text-ink-900">
          Order #{ret.orderNumber} · {ret.resolution === 'refund' ? 'refund' : 'replacement'} of {formatRupees(ret.amount)}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {ret.refundOverdue && <Badge className="bg-red-100 text-red-800 ring-red-600/30">Refund overdue</Badge>}
          {ret.escalatedAt && <Badge className="bg-red-100 text-red-800 ring-red-600/30">Late: sent to Bazaar</Badge>}
          <ReturnStatusBadge status={ret.status} />
        </div>
      </div>
      <ul className="text-ink-800">
        {ret.lines.map((l) => (
          <li key={l.itemId}>
            {l.quantity} × <span className="font-semibold">{l.name}</span> at {formatRupees(l.price)}
          </li>
        ))}
      </ul>
      <p className="text-ink-700">
        Reason: {ret.reasonLabel} · asked {formatDateTime(ret.createdAt)}
      </p>
      {ret.note && <p className="break-words text-ink-700">The shopper says: “{ret.note}”</p>}
      <ReturnPhotos photos={ret.photos} label="The shopper’s photos" altOf={(n) => `Photo ${n} from the shopper`} />
      {ret.status === 'Requested' && <p className="font-semibold text-ink-900">Accept or decline by {formatDateTime(ret.decideBy)}.</p>}
      {ret.refundDueBy && !ret.refund && (
        <p className={ret.refundOverdue ? 'font-semibold text-red-800' : 'text-ink-700'}>
          {ret.refundOverdue ? 'The refund was due by' : 'Refund due by'} {formatDateTime(ret.refundDueBy)}.
        </p>
      )}
      {ret.declineReason && <p className="break-words text-ink-700">You declined: “{ret.declineReason}”</p>}
      {mode !== 'refund' && <RefundAccountSummary ret={ret} />}
      {ret.creditNote && (
        <DownloadButton
          href={`/api/credit-notes/${ret.creditNote._id}`}
          fileName={`CreditNote_${ret.creditNote.number.replaceAll('/', '-')}.pdf`}
          errorMessage="Could not download the credit note. Please try again."
        >
          <span className="sr-only">Download </span>Credit note {ret.creditNote.number}
        </DownloadButton>
      )}
      {ret.refund && (
        <p className="rounded-lg bg-green-50 px-3 py-2 text-ink-800">
          Refund paid {formatDate(ret.refund.date)}, reference <span className="font-mono">{ret.refund.reference}</span>.{' '}
          {ret.refund.confirmed === true
            ? 'The shopper confirmed it arrived.'
            : ret.refund.confirmed === false
              ? `The shopper says it did not arrive: “${ret.refund.note}”`
              : 'Waiting for the shopper to confirm.'}
        </p>
      )}

      {mode === null && (
        <div className="flex flex-wrap gap-2">
          {ret.status === 'Requested' && (
            <>
              <Button size="sm" onClick={() => send({ status: 'Accepted' })} loading={move.isPending}>
                Accept
              </Button>
              <Button size="sm" variant="outline" onClick={() => setMode('decline')}>
                Decline
              </Button>
            </>
          )}
          {ret.status === 'Accepted' && (
            <Button size="sm" onClick={() => send({ status: 'PickedUp' })} loading={move.isPending}>
              Mark picked up
            </Button>
          )}
          {ret.status === 'PickedUp' && (
            <>
              <label className="flex items-center gap-2 text-ink-800">
                <input type="checkbox" checked={resellable} onChange={(e) => setResellable(e.target.checked)} className="size-4 accent-saffron-700" />
                Can be sold again (back on stock)
              </label>
              <Button size="sm" onClick={() => send({ status: 'Received', resellable })} loading={move.isPending}>
                Mark received
              </Button>
            </>
          )}
          {ret.status === 'Received' && ret.resolution === 'refund' && (
            <Button size="sm" onClick={() => setMode('refund')}>
              Record refund
            </Button>
          )}
          {ret.status === 'Received' && ret.resolution === 'replacement' && (
            <Button size="sm" onClick={() => send({ status: 'Replaced' })} loading={move.isPending}>
              Mark replaced
            </Button>
          )}
        </div>
      )}
      {mode === 'decline' && (
        <form onSubmit={decline} className="space-y-2" aria-label={`Decline the return of order #${ret.orderNumber}`} noValidate>
          <Field label="Why do you decline?" required hint="The shopper reads this. Up to 500 characters.">
            {(p) => <Textarea {...p} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" type="submit" variant="danger" loading={move.isPending}>
              Decline return
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode(null)}>
              Back
            </Button>
          </div>
        </form>
      )}
      {mode === 'refund' && (
        <form onSubmit={refund} className="space-y-2" aria-label={`Record the refund of order #${ret.orderNumber}`} noValidate>
          <p className="text-ink-700">
            Pay {formatRupees(ret.amount)} to the shopper by UPI or bank transfer, then record it here. A refund is recorded once and cannot be changed.
          </p>
          <RefundAccountToPay ret={ret} />
          <Field label="Transaction reference" required>
            {(p) => <Input {...p} maxLength={64} value={reference} onChange={(e) => setReference(e.target.value)} autoComplete="off" />}
          </Field>
          <Field label="Date paid" required>
            {(p) => <Input {...p} type="date" className="w-48" value={date} onChange={(e) => setDate(e.target.value)} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" type="submit" loading={move.isPending}>
              Save refund
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode(null)}>
              Back
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
