import { useState } from 'react';
import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN, REFUND_ACCOUNT_STATUSES, UPI_ID_PATTERN, type ReturnDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useSetRefundAccount, type RefundAccountInput } from '../api/returns';

/** Whether the shopper may give (or change) where this return's refund goes: a refund return, accepted, not yet refunded. */
export const takesRefundAccount = (ret: ReturnDto) => ret.resolution === 'refund' && (REFUND_ACCOUNT_STATUSES as readonly string[]).includes(ret.status);

/** The account as the shopper reads it back: the bank account's number masked. */
export function refundAccountText(a: NonNullable<ReturnDto['refundAccount']>): string {
  return a.kind === 'upi' ? `UPI ${a.upiId}` : `bank account ${a.accountNumber ?? ''} · ${a.ifsc} · ${a.holder}`;
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
        <p>
          Your refund goes to your <span className="font-semibold">{refundAccountText(account)}</span>.
        </p>
      ) : (
        <p>Tell the shop where to send your refund: your UPI ID or a bank account.</p>
      )}
      {!editing ? (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          {account ? 'Change refund account' : 'Give refund account'}
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
      if (!UPI_ID_PATTERN.test(v)) return setError('Enter a UPI ID such as name@okbank');
      body = { upiId: v };
    } else {
      const n = accountNumber.replace(/[\s-]/g, '');
      const code = ifsc.trim().toUpperCase();
      if (!ACCOUNT_NUMBER_PATTERN.test(n)) return setError('The account number has 9 to 18 digits');
      if (!IFSC_PATTERN.test(code)) return setError('The IFSC has 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234)');
      if (!holder.trim()) return setError('Enter the account holder’s name');
      body = { accountNumber: n, ifsc: code, holder: holder.trim() };
    }
    setError(undefined);
    save.mutate(
      { id: ret._id, ...body },
      {
        onSuccess: () => {
          toast.success('Refund account saved');
          onDone();
        },
        onError: (err) => setError(messageOf(err, 'Could not save the refund account. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Where should the refund go?" noValidate>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Refund by</legend>
        {(['upi', 'bank'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm text-ink-800">
            <input type="radio" name={`refund-kind-${ret._id}`} checked={kind === k} onChange={() => setKind(k)} className="size-4 accent-saffron-700" />
            {k === 'upi' ? 'UPI ID' : 'Bank account'}
          </label>
        ))}
      </fieldset>
      {kind === 'upi' ? (
        <Field label="Your UPI ID" required hint="For example name@okbank">
          {(p) => <Input {...p} value={upiId} onChange={(e) => setUpiId(e.target.value)} autoComplete="off" inputMode="email" maxLength={320} />}
        </Field>
      ) : (
        <>
          <Field label="Account number" required hint="9 to 18 digits. Kept sealed; the shop sees it only to pay you.">
            {(p) => (
              <Input {...p} value={accountNumber} onChange={(e) => setAccountNumber(e.target.value)} autoComplete="off" inputMode="numeric" maxLength={24} />
            )}
          </Field>
          <Field label="IFSC" required hint="11 characters, e.g. SBIN0001234">
            {(p) => <Input {...p} value={ifsc} onChange={(e) => setIfsc(e.target.value)} autoComplete="off" maxLength={11} className="w-48 uppercase" />}
          </Field>
          <Field label="Account holder’s name" required>
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
          Save refund account
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
