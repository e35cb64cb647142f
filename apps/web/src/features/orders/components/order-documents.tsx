import type { OrderDto } from '@bazaar/shared';
import { DownloadButton } from '@/components/ui/download-button';
import { formatDate, formatRupees } from '@/lib/format';
import { t } from '@/i18n/i18n';
import { rich } from '@/i18n/rich';

/**
 * The shopper's copies of the order's GST documents, as the shop issued them: the invoice (from confirmation
 * on), the credit note of a reversed order and one per
 * refunded return. Nothing shows before the shop confirms.
 */
export function OrderDocuments({ order, className }: { order: OrderDto; className?: string }) {
  if (!order.invoiceNumber) return null;
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-2">
        <DownloadButton href={`/api/orders/${order._id}/invoice`} fileName={`Invoice_${order._id}.pdf`} errorMessage={t('orders.invoiceFailed')}>
          <span className="sr-only">{t('orders.download')} </span>
          {t('orders.invoice')}
          <span className="sr-only"> {t('orders.ofOrder', { number: order.orderNumber })}</span>
        </DownloadButton>
        {order.creditNoteNumber && (
          <DownloadButton href={`/api/orders/${order._id}/credit-note`} fileName={`CreditNote_${order._id}.pdf`} errorMessage={t('orders.creditNoteFailed')}>
            <span className="sr-only">{t('orders.download')} </span>
            {t('orders.creditNote')}
            <span className="sr-only"> {t('orders.ofOrder', { number: order.orderNumber })}</span>
          </DownloadButton>
        )}
        {order.creditNotes
          .filter((n) => n.number !== order.creditNoteNumber)
          .map((n) => (
            <DownloadButton
              key={n._id}
              href={`/api/credit-notes/${n._id}`}
              fileName={`CreditNote_${n.number.replaceAll('/', '-')}.pdf`}
              errorMessage={t('orders.creditNoteFailed')}
            >
              <span className="sr-only">{t('orders.download')} </span>
              {t('orders.creditNoteNumber', { number: n.number })}
              <span className="sr-only"> {t('orders.creditNoteFor', { amount: formatRupees(n.amount), date: formatDate(n.date) })}</span>
            </DownloadButton>
          ))}
        <span className="text-xs text-ink-600">
          {rich('orders.invoiceNo', { number: <span className="tabular-nums">{order.invoiceNumber}</span> })}
          {order.creditNoteNumber && <> · {rich('orders.creditNoteNo', { number: <span className="tabular-nums">{order.creditNoteNumber}</span> })}</>}
        </span>
      </div>
    </div>
  );
}
