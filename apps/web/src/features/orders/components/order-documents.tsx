import type { OrderDto } from '@bazaar/shared';
import { DownloadButton } from '@/components/ui/download-button';

/**
 * The shopper's copies of the order's GST documents, as the shop issued them: the invoice (from confirmation
 * on) and the credit note of a reversed order. Nothing shows before the shop confirms.
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
