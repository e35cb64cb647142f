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
import { methodLabel } from './pay-bazaar';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
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
      { onSuccess: (res) => toast.success(res.message), onError: (err) => setError(messageOf(err, t('ledger.confirmFailed'))) },
    );
  };
  const reject = (e: FormEvent) => {
    e.preventDefault();
    if (!rejecting) return;
    if (reason.trim().length < 3) return setError(t('ledger.reasonShort'));
    decide.mutate(
      { id: rejecting._id, decision: 'reject', reason: reason.trim() },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setRejecting(null);
          setReason('');
          setError(null);
        },
        onError: (err) => setError(messageOf(err, t('ledger.rejectFailed'))),
      },
    );
  };

  if (claims.isPending) return <Spinner label={t('ledger.loadingReported')} />;
  if (claims.isError) return <p role="alert">{messageOf(claims.error, t('ledger.claimsFailed'))}</p>;
  const list = claims.data.claims;
  return (
    <section aria-labelledby="claims-heading" className="space-y-3">
      <h2 id="claims-heading" className="text-lg font-semibold text-ink-900">
        {list.length > 0 ? t('ledger.claimsCount', { count: list.length }) : t('ledger.claims')}
      </h2>
      {error && !rejecting && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {list.length === 0 ? (
        <p className="text-sm text-ink-700">{t('ledger.noClaims')}</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
          {list.map((c) => (
            <li key={c._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <div>
                <p className="font-semibold text-ink-900">
                  {rich('ledger.claimAmount', { shop: c.shopName, amount: <span className="tabular-nums">{formatRupees(c.amount)}</span> })}
                </p>
                <p className="text-ink-700">
                  {rich('ledger.claimLine', {
                    method: methodLabel(c.method),
                    reference: <span className="font-mono">{c.reference}</span>,
                    paid: dayOf(c.paidOn),
                  })}
                </p>
                <p className="text-xs text-ink-600">{t('ledger.reportedOn', { date: formatDate(c.reportedAt) })}</p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => confirm(c)}
                  disabled={decide.isPending}
                  aria-label={t('ledger.confirmNamed', { amount: formatRupees(c.amount), shop: c.shopName })}
                >
                  {t('ledger.confirm')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setError(null);
                    setRejecting(c);
                  }}
                  aria-label={t('ledger.rejectNamed', { amount: formatRupees(c.amount), shop: c.shopName })}
                >
                  {t('ledger.reject')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={!!rejecting} title={t('ledger.rejectTitle')} onClose={() => setRejecting(null)}>
        {rejecting && (
          <form onSubmit={reject} noValidate className="space-y-4">
            <p className="text-sm text-ink-800">
              {t('ledger.rejectText', {
                shop: rejecting.shopName,
                amount: formatRupees(rejecting.amount),
                method: methodLabel(rejecting.method),
                reference: rejecting.reference,
              })}
            </p>
            <Field label={t('ledger.reason')} required error={error ?? undefined}>
              {(p) => <Textarea {...p} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
            </Field>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setRejecting(null)}>
                {t('ledger.cancel')}
              </Button>
              <Button type="submit" variant="danger" loading={decide.isPending}>
                {t('ledger.rejectReport')}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}
