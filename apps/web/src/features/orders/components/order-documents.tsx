import type { OrderDto } from '@bazaar/shared';
import { DownloadButton } from '@/components/ui/download-button';
import { formatDate, formatRupees } from '@/lib/format';

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
        <DownloadButton
          href={`/api/orders/${order._id}/invoice`}
          fileName={`Invoice_${order._id}.pdf`}
          errorMessage="Could not download the invoice. Please try again."
        >
          <span className="sr-only">Download </span>Invoice<span className="sr-only"> of order #{order.orderNumber}</span>
        </DownloadButton>
        {order.creditNoteNumber && (
          <DownloadButton
            href={`/api/orders/${order._id}/credit-note`}
            fileName={`CreditNote_${order._id}.pdf`}
            errorMessage="Could not download the credit note. Please try again."
          >
            <span className="sr-only">Download </span>Credit note<span className="sr-only"> of order #{order.orderNumber}</span>
          </DownloadButton>
        )}
        {order.creditNotes
          .filter((n) => n.number !== order.creditNoteNumber)
          .map((n) => (
            <DownloadButton
              key={n._id}
              href={`/api/credit-notes/${n._id}`}
              fileName={`CreditNote_${n.number.replaceAll('/', '-')}.pdf`}
              errorMessage="Could not download the credit note. Please try again."
            >
              <span className="sr-only">Download </span>Credit note {n.number}
              <span className="sr-only">
                {' '}
                for {formatRupees(n.amount)} of {formatDate(n.date)}
              </span>
            </DownloadButton>
          ))}
        <span className="text-xs text-ink-600">
          Invoice no. <span className="tabular-nums">{order.invoiceNumber}</span>
          {order.creditNoteNumber && (
            <>
              {' '}
              · credit note <span className="tabular-nums">{order.creditNoteNumber}</span>
            </>
          )}
        </span>
      </div>
    </div>
  );
}
