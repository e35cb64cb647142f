import type { ReturnDto } from '@bazaar/shared';
import { t } from '@/i18n/i18n';
import { messageOf } from '@/lib/api';
import { Spinner } from '@/components/ui/spinner';
import { useRefundAccountToPay } from '../api/owner-returns';

/** Where the shopper asked the refund to go, as the queue shows it: the bank account's number masked (decision 100). */
export function RefundAccountSummary({ ret }: { ret: ReturnDto }) {
  if (ret.resolution !== 'refund' || ret.refund || !['Accepted', 'PickedUp', 'Received'].includes(ret.status)) return null;
  const a = ret.refundAccount;
  return (
    <p className="text-ink-700" data-testid="refund-account-summary">
      {!a
        ? t('admin.refundNotGivenYet')
        : a.kind === 'upi'
          ? t('admin.refundToUpi', { upiId: a.upiId ?? '' })
          : a.askAgain
            ? t('admin.refundAskAgain')
            : t('admin.refundToBank', { accountNumber: a.accountNumber ?? '', ifsc: a.ifsc ?? '', holder: a.holder ?? '' })}
    </p>
  );
}

/** In "Record refund": the account in full, read from the server only now, while the shop has to pay it. */
export function RefundAccountToPay({ ret }: { ret: ReturnDto }) {
  const given = !!ret.refundAccount;
  const q = useRefundAccountToPay(ret._id, given);
  if (!given) return <p className="font-semibold text-ink-900">{t('admin.refundNoAccount')}</p>;
  if (q.isPending) return <Spinner label={t('admin.refundLoading')} />;
  if (q.isError) return <p className="text-red-800">{messageOf(q.error, t('admin.refundLoadFailed'))}</p>;
  const a = q.data.refundAccount;
  if (a.kind === 'upi')
    return (
      <dl className="rounded-lg bg-saffron-50 px-3 py-2 text-ink-900" data-testid="refund-account-to-pay">
        <dt className="text-xs text-ink-600">{t('admin.refundPayUpi')}</dt>
        <dd className="font-mono break-all">{a.upiId}</dd>
      </dl>
    );
  if (a.askAgain) return <p className="font-semibold text-red-800">{t('admin.refundAskAgain')}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-saffron-50 px-3 py-2 text-ink-900" data-testid="refund-account-to-pay">
      <dt className="text-xs text-ink-600">{t('admin.refundAccountNumber')}</dt>
      <dd className="font-mono break-all">{a.accountNumber}</dd>
      <dt className="text-xs text-ink-600">{t('admin.refundIfsc')}</dt>
      <dd className="font-mono">{a.ifsc}</dd>
      <dt className="text-xs text-ink-600">{t('admin.refundHolder')}</dt>
      <dd className="break-words">{a.holder}</dd>
    </dl>
  );
}
