import { useId, useState, type FormEvent } from 'react';
import { messageOf } from '@/lib/api';
import { formatDate, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, Select } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { dayOf } from './ledger-view';
import { useOwnClaims, usePayee, useReportPayment, type ClaimInput } from './api/payments';

const METHODS: ClaimInput['method'][] = ['UPI', 'Bank transfer', 'Cheque'];
const STATUS_TONE = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  confirmed: 'bg-green-100 text-green-800 ring-green-600/30',
  rejected: 'bg-red-100 text-red-800 ring-red-600/30',
} as const;
const STATUS_LABEL = { pending: 'Waiting for Bazaar', confirmed: 'Confirmed', rejected: 'Not received' } as const;

/** Today's date in India (YYYY-MM-DD): the default and the latest "paid on" day. */
function todayIst(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** Issue 22 #8: where to send the money (UPI QR for the amount due, UPI ID, bank details). */
export function HowToPay() {
  const payee = usePayee();
  const [copied, setCopied] = useState(false);
  if (payee.isPending) return <Spinner label="Loading payment details" />;
  if (payee.isError)
    return (
      <Card className="p-4" role="alert">
        {messageOf(payee.error, 'Could not load Bazaar’s payment details. Please try again.')}
      </Card>
    );
  const p = payee.data;
  if (!p.upiId && !p.bank)
    return (
      <Card className="p-4 text-sm text-ink-800">
        Bazaar has not published its payment details yet. Ask the platform through the Contact page how to pay; the payment is recorded here once it arrives.
      </Card>
    );
  const copy = async () => {
    if (!p.upiId) return;
    try {
      await navigator.clipboard.writeText(p.upiId);
      setCopied(true);
    } catch {
      toast.error('Could not copy: select the UPI ID and copy it yourself.');
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
            alt={`UPI QR code to pay ${p.amountDue > 0 ? formatRupees(p.amountDue) : ''} to ${p.payeeName ?? 'Bazaar'}`}
            className="rounded-lg border border-ink-200 bg-white"
          />
          <figcaption className="mt-2 text-center text-xs text-ink-600">Scan with any UPI app</figcaption>
        </figure>
      )}
      <div className="space-y-4 text-sm">
        <p className="text-base text-ink-900">
          {p.amountDue > 0 ? (
            <>
              You owe Bazaar <strong className="tabular-nums">{formatRupees(p.amountDue)}</strong> now.
            </>
          ) : (
            'You owe Bazaar nothing now.'
          )}
        </p>
        {p.upiId && (
          <div className="space-y-2">
            <p>
              <span className="font-semibold text-ink-800">UPI ID:</span> <span className="font-mono">{p.upiId}</span>
              {p.payeeName && <span className="text-ink-600"> ({p.payeeName})</span>}{' '}
              <Button type="button" size="sm" variant="ghost" onClick={copy} aria-label={`Copy UPI ID ${p.upiId}`}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </p>
            {p.upiUri && (
              <a
                href={p.upiUri}
                className="inline-flex h-10 items-center rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                {p.amountDue > 0 ? `Pay ${formatRupees(p.amountDue)} with a UPI app` : 'Open a UPI app'}
              </a>
            )}
          </div>
        )}
        {p.bank && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold text-ink-800">Account name</dt>
            <dd>{p.bank.accountName}</dd>
            <dt className="font-semibold text-ink-800">Account number</dt>
            <dd className="font-mono">{p.bank.accountNumber}</dd>
            <dt className="font-semibold text-ink-800">IFSC</dt>
            <dd className="font-mono">{p.bank.ifsc}</dd>
            {p.bank.bankName && (
              <>
                <dt className="font-semibold text-ink-800">Bank</dt>
                <dd>{p.bank.bankName}</dd>
              </>
            )}
          </dl>
        )}
        <p className="text-xs text-ink-600">After paying, tell us the UPI or bank reference below: Bazaar records the payment once it arrives.</p>
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
    if (!values.amount || !Number.isFinite(amount) || amount <= 0) return setError('Enter the amount you paid, in rupees.');
    if (values.reference.trim().length < 4) return setError('Enter the UPI or bank transaction reference (UTR) from your payment app or bank.');
    report.mutate(
      { amount, method: values.method, reference: values.reference.trim(), paidOn: values.paidOn },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setValues((v) => ({ ...v, reference: '' }));
        },
        onError: (err) => setError(messageOf(err, 'Could not send the payment details. Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-h`} className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={`${formId}-h`} className="text-base font-semibold text-ink-900">
        Tell us about a payment
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Amount paid (₹)" required>
          {(p) => <Input {...p} inputMode="decimal" autoComplete="off" value={values.amount} onChange={set('amount')} />}
        </Field>
        <Field label="How you paid" required>
          {(p) => (
            <Select {...p} value={values.method} onChange={set('method')}>
              {METHODS.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Reference (UTR)" required hint="The 12-digit UPI reference or the bank’s transaction id.">
          {(p) => <Input {...p} autoComplete="off" value={values.reference} onChange={set('reference')} />}
        </Field>
        <Field label="Paid on" required>
          {(p) => <Input {...p} type="date" min="2020-01-01" max={todayIst()} value={values.paidOn} onChange={set('paidOn')} />}
        </Field>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" loading={report.isPending}>
        Send payment details
      </Button>
    </form>
  );
}

/** The payments this shop reported and what Bazaar decided. */
export function ReportedPayments() {
  const claims = useOwnClaims();
  if (claims.isPending) return <Spinner label="Loading reported payments" />;
  if (claims.isError) return <p role="alert">{messageOf(claims.error, 'Could not load your reported payments.')}</p>;
  if (claims.data.claims.length === 0) return <p className="text-sm text-ink-700">You have not reported a payment yet.</p>;
  return (
    <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
      {claims.data.claims.map((c) => (
        <li key={c._id} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
          <div>
            <p className="font-semibold text-ink-900 tabular-nums">
              {formatRupees(c.amount)} · {c.method} · {c.reference}
            </p>
            <p className="text-xs text-ink-600">
              Paid {dayOf(c.paidOn)}, reported {formatDate(c.reportedAt)}
            </p>
            {c.status === 'rejected' && c.decisionReason && <p className="mt-1 text-red-800">Bazaar says: {c.decisionReason}</p>}
          </div>
          <Badge className={STATUS_TONE[c.status]}>{STATUS_LABEL[c.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}
