import { useId, useState, type FormEvent } from 'react';
import { messageOf } from '@/lib/api';
import { formatDate, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, Select } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import type { PaymentMethod } from '@bazaar/shared';
import { dayOf } from './ledger-view';
import { t, type MessageId } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { useOwnClaims, usePayee, useReportPayment, type ClaimInput } from './api/payments';

const METHODS: ClaimInput['method'][] = ['UPI', 'Bank transfer', 'Cheque'];
const STATUS_TONE = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  confirmed: 'bg-green-100 text-green-800 ring-green-600/30',
  rejected: 'bg-red-100 text-red-800 ring-red-600/30',
} as const;
const STATUS_LABEL = { pending: 'ledger.claimPending', confirmed: 'ledger.claimConfirmed', rejected: 'ledger.claimRejected' } as const satisfies Record<
  string,
  MessageId
>;
/** How a payment was made, as the person reads it (the value sent stays the English word the server knows). */
export const METHOD_LABEL = {
  UPI: 'ledger.methodUpi',
  'Bank transfer': 'ledger.methodBank',
  Cheque: 'ledger.methodCheque',
  Cash: 'ledger.methodCash',
  Card: 'ledger.methodCard',
} as const satisfies Record<PaymentMethod, MessageId>;
export const methodLabel = (method: string): string => (Object.hasOwn(METHOD_LABEL, method) ? t(METHOD_LABEL[method as PaymentMethod]) : method);

/** Today's date in India (YYYY-MM-DD): the default and the latest "paid on" day. */
function todayIst(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** Issue 22 #8: where to send the money (UPI QR for the amount due, UPI ID, bank details). */
export function HowToPay() {
  const payee = usePayee();
  const [copied, setCopied] = useState(false);
  if (payee.isPending) return <Spinner label={t('ledger.loadingPayee')} />;
  if (payee.isError)
    return (
      <Card className="p-4" role="alert">
        {messageOf(payee.error, t('ledger.payeeFailed'))}
      </Card>
    );
  const p = payee.data;
  if (!p.upiId && !p.bank) return <Card className="p-4 text-sm text-ink-800">{t('ledger.noPayee')}</Card>;
  const copy = async () => {
    if (!p.upiId) return;
    try {
      await navigator.clipboard.writeText(p.upiId);
      setCopied(true);
    } catch {
      toast.error(t('ledger.copyFailed'));
    }
  };
  return (
    <Card className="grid gap-6 p-4 sm:grid-cols-[12rem_1fr] sm:p-6">
      {p.qrSvg && (
        <figure className="mx-auto w-48 sm:mx-0">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(p.qrSvg)}`}
            width={192}
            height={192}
            alt={
              p.amountDue > 0
                ? t('ledger.qrAltAmount', { amount: formatRupees(p.amountDue), payee: p.payeeName ?? 'Bazaar' })
                : t('ledger.qrAlt', { payee: p.payeeName ?? 'Bazaar' })
            }
            className="rounded-lg border border-ink-200 bg-white"
          />
          <figcaption className="mt-2 text-center text-xs text-ink-600">{t('ledger.scan')}</figcaption>
        </figure>
      )}
      <div className="space-y-4 text-sm">
        <p className="text-base text-ink-900">
          {p.amountDue > 0
            ? rich('ledger.youOwe', { amount: <strong className="tabular-nums">{formatRupees(p.amountDue)}</strong> })
            : t('ledger.youOweNothing')}
        </p>
        {p.upiId && (
          <div className="space-y-2">
            <p>
              <span className="font-semibold text-ink-800">{t('ledger.upiId')}</span> <span className="font-mono">{p.upiId}</span>
              {p.payeeName && <span className="text-ink-600"> ({p.payeeName})</span>}{' '}
              <Button type="button" size="sm" variant="ghost" onClick={copy} aria-label={t('ledger.copyUpi', { upi: p.upiId })}>
                {copied ? t('ledger.copied') : t('ledger.copy')}
              </Button>
            </p>
            {p.upiUri && (
              <a
                href={p.upiUri}
                className="inline-flex h-10 items-center rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                {p.amountDue > 0 ? t('ledger.payWithUpi', { amount: formatRupees(p.amountDue) }) : t('ledger.openUpi')}
              </a>
            )}
          </div>
        )}
        {p.bank && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold text-ink-800">{t('ledger.accountName')}</dt>
            <dd>{p.bank.accountName}</dd>
            <dt className="font-semibold text-ink-800">{t('ledger.accountNumber')}</dt>
            <dd className="font-mono">{p.bank.accountNumber}</dd>
            <dt className="font-semibold text-ink-800">{t('ledger.ifsc')}</dt>
            <dd className="font-mono">{p.bank.ifsc}</dd>
            {p.bank.bankName && (
              <>
                <dt className="font-semibold text-ink-800">{t('ledger.bank')}</dt>
                <dd>{p.bank.bankName}</dd>
              </>
            )}
          </dl>
        )}
        <p className="text-xs text-ink-600">{t('ledger.afterPaying')}</p>
      </div>
    </Card>
  );
}

/** The owner tells Bazaar about a payment; the platform owner confirms it into the ledger. */
export function ReportPayment({ amountDue }: { amountDue: number }) {
  const formId = useId();
  const report = useReportPayment();
  const [values, setValues] = useState({
    amount: amountDue > 0 ? String(amountDue) : '',
    method: 'UPI' as ClaimInput['method'],
    reference: '',
    paidOn: todayIst(),
  });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const amount = Number(values.amount);
    if (!values.amount || !Number.isFinite(amount) || amount <= 0) return setError(t('ledger.enterAmount'));
    if (values.reference.trim().length < 4) return setError(t('ledger.enterReference'));
    report.mutate(
      { amount, method: values.method, reference: values.reference.trim(), paidOn: values.paidOn },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setValues((v) => ({ ...v, reference: '' }));
        },
        onError: (err) => setError(messageOf(err, t('ledger.reportFailed'))),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-h`} className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={`${formId}-h`} className="text-base font-semibold text-ink-900">
        {t('ledger.tellUs')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('ledger.amountPaid')} required>
          {(p) => <Input {...p} inputMode="decimal" autoComplete="off" value={values.amount} onChange={set('amount')} />}
        </Field>
        <Field label={t('ledger.howPaid')} required>
          {(p) => (
            <Select {...p} value={values.method} onChange={set('method')}>
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(METHOD_LABEL[m])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ledger.reference')} required hint={t('ledger.referenceHint')}>
          {(p) => <Input {...p} autoComplete="off" value={values.reference} onChange={set('reference')} />}
        </Field>
        <Field label={t('ledger.paidOn')} required>
          {(p) => <Input {...p} type="date" min="2020-01-01" max={todayIst()} value={values.paidOn} onChange={set('paidOn')} />}
        </Field>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" loading={report.isPending}>
        {t('ledger.send')}
      </Button>
    </form>
  );
}

/** The payments this shop reported and what Bazaar decided. */
export function ReportedPayments() {
  const claims = useOwnClaims();
  if (claims.isPending) return <Spinner label={t('ledger.loadingReported')} />;
  if (claims.isError) return <p role="alert">{messageOf(claims.error, t('ledger.reportedFailed'))}</p>;
  if (claims.data.claims.length === 0) return <p className="text-sm text-ink-700">{t('ledger.noneReported')}</p>;
  return (
    <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
      {claims.data.claims.map((c) => (
        <li key={c._id} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
          <div>
            <p className="font-semibold text-ink-900 tabular-nums">
              {formatRupees(c.amount)} · {methodLabel(c.method)} · {c.reference}
            </p>
            <p className="text-xs text-ink-600">{t('ledger.paidReported', { paid: dayOf(c.paidOn), reported: formatDate(c.reportedAt) })}</p>
            {c.status === 'rejected' && c.decisionReason && <p className="mt-1 text-red-800">{t('ledger.bazaarSays', { reason: c.decisionReason })}</p>}
          </div>
          <Badge className={STATUS_TONE[c.status]}>{t(STATUS_LABEL[c.status])}</Badge>
        </li>
      ))}
    </ul>
  );
}
