import { useState } from 'react';
import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN, REFUND_ACCOUNT_STATUSES, UPI_ID_PATTERN, type ReturnDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';
import { useSetRefundAccount, type RefundAccountInput } from '../api/returns';

/** Whether the shopper may give (or change) where this return's refund goes: a refund return, accepted, not yet refunded. */
export const takesRefundAccount = (ret: ReturnDto) => ret.resolution === 'refund' && (REFUND_ACCOUNT_STATUSES as readonly string[]).includes(ret.status);

/** The account as the shopper reads it back: the bank account's number masked. */
export function refundAccountText(a: NonNullable<ReturnDto['refundAccount']>): string {
  return a.kind === 'upi'
    ? t('orders.refund.upiText', { upiId: a.upiId ?? '' })
    : t('orders.refund.bankText', { number: a.accountNumber ?? '', ifsc: a.ifsc ?? '', holder: a.holder ?? '' });
}

/**
 * Where the refund of a cash order goes (issue 26 #3; decision 100): the shopper's UPI ID, or a bank account (number,
 * IFSC, holder). The formats are checked here and again by the server; the number is sealed there and shown masked.
 */
export function RefundAccount({ ret, orderId }: { ret: ReturnDto; orderId: string }) {
  const [editing, setEditing] = useState(false);
  const account = ret.refundAccount;
  return (
    <div className="space-y-2 rounded-lg bg-ink-50 px-3 py-2 text-ink-800" data-testid="refund-account">
      {account ? (
        <p>{rich('orders.refund.goesTo', { account: <span className="font-semibold">{refundAccountText(account)}</span> })}</p>
      ) : (
        <p>{t('orders.refund.tellShop')}</p>
      )}
      {!editing ? (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          {account ? t('orders.refund.change') : t('orders.refund.give')}
        </Button>
      ) : (
        <RefundAccountForm ret={ret} orderId={orderId} onDone={() => setEditing(false)} />
      )}
    </div>
  );
}

function RefundAccountForm({ ret, orderId, onDone }: { ret: ReturnDto; orderId: string; onDone: () => void }) {
  const save = useSetRefundAccount(orderId);
  const [kind, setKind] = useState<'upi' | 'bank'>(ret.refundAccount?.kind ?? 'upi');
  const [upiId, setUpiId] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [holder, setHolder] = useState('');
  const [error, setError] = useState<string>();

  function submit(e: React.FormEvent) {
    e.preventDefault();
    let body: RefundAccountInput;
    if (kind === 'upi') {
      const v = upiId.trim().toLowerCase();
      if (!UPI_ID_PATTERN.test(v)) return setError(t('orders.refund.upiWrong'));
      body = { upiId: v };
    } else {
      const n = accountNumber.replace(/[\s-]/g, '');
      const code = ifsc.trim().toUpperCase();
      if (!ACCOUNT_NUMBER_PATTERN.test(n)) return setError(t('orders.refund.numberWrong'));
      if (!IFSC_PATTERN.test(code)) return setError(t('orders.refund.ifscWrong'));
      if (!holder.trim()) return setError(t('orders.refund.holderMissing'));
      body = { accountNumber: n, ifsc: code, holder: holder.trim() };
    }
    setError(undefined);
    save.mutate(
      { id: ret._id, ...body },
      {
        onSuccess: () => {
          toast.success(t('orders.refund.saved'));
          onDone();
        },
        onError: (err) => setError(messageOf(err, t('orders.refund.saveFailed'))),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('orders.refund.formLabel')} noValidate>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('orders.refund.by')}</legend>
        {(['upi', 'bank'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm text-ink-800">
            <input type="radio" name={`refund-kind-${ret._id}`} checked={kind === k} onChange={() => setKind(k)} className="size-4 accent-saffron-700" />
            {k === 'upi' ? t('orders.refund.upi') : t('orders.refund.bank')}
          </label>
        ))}
      </fieldset>
      {kind === 'upi' ? (
        <Field label={t('orders.refund.yourUpi')} required hint={t('orders.refund.upiHint')}>
          {(p) => <Input {...p} value={upiId} onChange={(e) => setUpiId(e.target.value)} autoComplete="off" inputMode="email" maxLength={320} />}
        </Field>
      ) : (
        <>
          <Field label={t('orders.refund.number')} required hint={t('orders.refund.numberHint')}>
            {(p) => (
              <Input {...p} value={accountNumber} onChange={(e) => setAccountNumber(e.target.value)} autoComplete="off" inputMode="numeric" maxLength={24} />
            )}
          </Field>
          <Field label={t('orders.refund.ifsc')} required hint={t('orders.refund.ifscHint')}>
            {(p) => <Input {...p} value={ifsc} onChange={(e) => setIfsc(e.target.value)} autoComplete="off" maxLength={11} className="w-48 uppercase" />}
          </Field>
          <Field label={t('orders.refund.holder')} required>
            {(p) => <Input {...p} value={holder} onChange={(e) => setHolder(e.target.value)} autoComplete="name" maxLength={100} />}
          </Field>
        </>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" type="submit" loading={save.isPending}>
          {t('orders.refund.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('orders.refund.cancel')}
        </Button>
      </div>
    </form>
  );
}
