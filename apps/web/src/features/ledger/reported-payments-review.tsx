import { useState, type FormEvent } from 'react';
import type { PaymentClaimDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { formatDate, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { dayOf } from './ledger-view';
import { useDecideClaim, usePlatformClaims } from './api/payments';

/**
 * Issue 22 #8: payments shops say they made, waiting for the platform owner. Confirm records a ledger payment dated
 * the day the shop paid; reject tells the shop why. A refusal (e.g. already decided elsewhere) is said in words here.
 */
export function PaymentsToConfirm() {
  const claims = usePlatformClaims();
  const decide = useDecideClaim();
  const [rejecting, setRejecting] = useState<PaymentClaimDto | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = (c: PaymentClaimDto) => {
    setError(null);
    decide.mutate(
      { id: c._id, decision: 'confirm' },
      { onSuccess: (res) => toast.success(res.message), onError: (err) => setError(messageOf(err, 'Could not confirm the payment. Please try again.')) },
    );
  };
  const reject = (e: FormEvent) => {
    e.preventDefault();
    if (!rejecting) return;
    if (reason.trim().length < 3) return setError('Say why, so the shop can check its payment (at least 3 characters).');
    decide.mutate(
      { id: rejecting._id, decision: 'reject', reason: reason.trim() },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setRejecting(null);
          setReason('');
          setError(null);
        },
        onError: (err) => setError(messageOf(err, 'Could not reject the payment report. Please try again.')),
      },
    );
  };

  if (claims.isPending) return <Spinner label="Loading reported payments" />;
  if (claims.isError) return <p role="alert">{messageOf(claims.error, 'Could not load reported payments.')}</p>;
  const list = claims.data.claims;
  return (
    <section aria-labelledby="claims-heading" className="space-y-3">
      <h2 id="claims-heading" className="text-lg font-semibold text-ink-900">
        Payments reported by shops{list.length > 0 && ` (${list.length})`}
      </h2>
      {error && !rejecting && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {list.length === 0 ? (
        <p className="text-sm text-ink-700">No payment is waiting for you. Shops report payments from their “Payments to Bazaar” page.</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
          {list.map((c) => (
            <li key={c._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <div>
                <p className="font-semibold text-ink-900">
                  {c.shopName}: <span className="tabular-nums">{formatRupees(c.amount)}</span>
                </p>
                <p className="text-ink-700">
                  {c.method} · reference <span className="font-mono">{c.reference}</span> · paid {dayOf(c.paidOn)}
                </p>
                <p className="text-xs text-ink-600">Reported {formatDate(c.reportedAt)}</p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => confirm(c)} disabled={decide.isPending} aria-label={`Confirm ${formatRupees(c.amount)} from ${c.shopName}`}>
                  Confirm
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setError(null);
                    setRejecting(c);
                  }}
                  aria-label={`Reject ${formatRupees(c.amount)} from ${c.shopName}`}
                >
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={!!rejecting} title="Reject this payment report" onClose={() => setRejecting(null)}>
        {rejecting && (
          <form onSubmit={reject} noValidate className="space-y-4">
            <p className="text-sm text-ink-800">
              {rejecting.shopName} says it paid {formatRupees(rejecting.amount)} ({rejecting.method}, {rejecting.reference}). Nothing is recorded; the shop
              reads your reason.
            </p>
            <Field label="Reason" required error={error ?? undefined}>
              {(p) => <Textarea {...p} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
            </Field>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setRejecting(null)}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" loading={decide.isPending}>
                Reject report
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}
