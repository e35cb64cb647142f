import type { OrderDto } from '@bazaar/shared';
import { DownloadButton } from '@/components/ui/download-button';

/**
 * Downloads the order's invoice as the server issued it (Invoice_{orderId}.pdf), its credit note once the
 * order was reversed, and each refunded return's. Before the shop confirms an order there is no invoice: the cell says when it comes.
 */
export function InvoiceButton({ order }: { order: OrderDto }) {
  if (!order.invoiceNumber) {
    return <span className="text-xs text-ink-600">{order.status === 'Pending' ? 'Issued on confirming' : '--'}</span>;
  }
  return (
    <div className="flex flex-col items-start gap-1.5">
      <DownloadButton
        href={`/api/orders/${order._id}/invoice`}
        fileName={`Invoice_${order._id}.pdf`}
        errorMessage="Could not download the invoice. Please try again."
      >
        <span className="sr-only">Download </span>Invoice<span className="sr-only"> for order {order._id}</span>
      </DownloadButton>
      {order.creditNoteNumber && (
        <DownloadButton
          href={`/api/orders/${order._id}/credit-note`}
          fileName={`CreditNote_${order._id}.pdf`}
          errorMessage="Could not download the credit note. Please try again."
        >
          <span className="sr-only">Download </span>Credit note<span className="sr-only"> for order {order._id}</span>
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
          </DownloadButton>
        ))}
      <span className="text-xs text-ink-600 tabular-nums">{order.invoiceNumber}</span>
    </div>
  );
}
