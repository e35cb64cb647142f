import type { OrderDto } from '@bazaar/shared';
import { DownloadButton } from '@/components/ui/download-button';
import { t } from '@/i18n/i18n';

/**
 * A short visible label ("Invoice") with the whole name for screen readers ("Download Invoice for order …"): one
 * text each, so a language may put the words in its own order; the visible words stay inside the name.
 */
function Label({ shown, full }: { shown: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{full}</span>
    </>
  );
}

/**
 * Downloads the order's invoice as the server issued it (Invoice_{orderId}.pdf), its credit note once the
 * order was reversed, and each refunded return's. Before the shop confirms an order there is no invoice: the cell says when it comes.
 */
export function InvoiceButton({ order }: { order: OrderDto }) {
  if (!order.invoiceNumber) {
    return <span className="text-xs text-ink-600">{order.status === 'Pending' ? t('admin.invoiceOnConfirm') : '--'}</span>;
  }
  return (
    <div className="flex flex-col items-start gap-1.5">
      <DownloadButton href={`/api/orders/${order._id}/invoice`} fileName={`Invoice_${order._id}.pdf`} errorMessage={t('admin.invoiceFailed')}>
        <Label shown={t('admin.invoice')} full={t('admin.downloadInvoice', { id: order._id })} />
      </DownloadButton>
      {order.creditNoteNumber && (
        <DownloadButton href={`/api/orders/${order._id}/credit-note`} fileName={`CreditNote_${order._id}.pdf`} errorMessage={t('admin.creditNoteFailed')}>
          <Label shown={t('admin.creditNote')} full={t('admin.downloadCreditNote', { id: order._id })} />
        </DownloadButton>
      )}
      {order.creditNotes
        .filter((n) => n.number !== order.creditNoteNumber)
        .map((n) => (
          <DownloadButton
            key={n._id}
            href={`/api/credit-notes/${n._id}`}
            fileName={`CreditNote_${n.number.replaceAll('/', '-')}.pdf`}
            errorMessage={t('admin.creditNoteFailed')}
          >
            <Label shown={t('admin.creditNoteNumbered', { number: n.number })} full={t('admin.downloadCreditNoteNumbered', { number: n.number })} />
          </DownloadButton>
        ))}
      <span className="text-xs text-ink-600 tabular-nums">{order.invoiceNumber}</span>
    </div>
  );
}
