import type { ReturnDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { Spinner } from '@/components/ui/spinner';
import { useRefundAccountToPay } from '../api/returns';

const ASK_AGAIN = 'The account number cannot be read on this server any more: ask the shopper to give their refund account again.';

/** Where the shopper asked the refund to go, as the queue shows it: the bank account's number masked (decision 100). */
export function RefundAccountSummary({ ret }: { ret: ReturnDto }) {
  if (ret.resolution !== 'refund' || ret.refund || !['Accepted', 'PickedUp', 'Received'].includes(ret.status)) return null;
  const a = ret.refundAccount;
  return (
    <p className="text-ink-700" data-testid="refund-account-summary">
      {!a
        ? 'The shopper has not said where the refund goes yet.'
        : a.kind === 'upi'
          ? `Refund to UPI ${a.upiId}.`
          : a.askAgain
            ? ASK_AGAIN
            : `Refund to bank account ${a.accountNumber} (${a.ifsc}, ${a.holder}).`}
    </p>
  );
}

/** In "Record refund": the account in full, read from the server only now, while the shop has to pay it. */
export function RefundAccountToPay({ ret }: { ret: ReturnDto }) {
  const given = !!ret.refundAccount;
  const q = useRefundAccountToPay(ret._id, given);
  if (!given) return <p className="font-semibold text-ink-900">The shopper has not given a refund account yet: ask them on the order.</p>;
  if (q.isPending) return <Spinner label="Loading the refund account" />;
  if (q.isError) return <p className="text-red-800">{messageOf(q.error, 'Could not load the refund account. Please try again.')}</p>;
  const a = q.data.refundAccount;
  if (a.kind === 'upi')
    return (
      <dl className="rounded-lg bg-saffron-50 px-3 py-2 text-ink-900" data-testid="refund-account-to-pay">
        <dt className="text-xs text-ink-600">Pay to UPI ID</dt>
        <dd className="font-mono break-all">{a.upiId}</dd>
      </dl>
    );
  if (a.askAgain) return <p className="font-semibold text-red-800">{ASK_AGAIN}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-saffron-50 px-3 py-2 text-ink-900" data-testid="refund-account-to-pay">
      <dt className="text-xs text-ink-600">Account number</dt>
      <dd className="font-mono break-all">{a.accountNumber}</dd>
      <dt className="text-xs text-ink-600">IFSC</dt>
      <dd className="font-mono">{a.ifsc}</dd>
      <dt className="text-xs text-ink-600">Holder</dt>
      <dd className="break-words">{a.holder}</dd>
    </dl>
  );
}
