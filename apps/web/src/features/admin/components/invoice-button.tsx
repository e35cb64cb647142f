import { useState } from 'react';
import type { OrderDto } from '@bazaar/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/** Builds and downloads Invoice_{orderId}.pdf; the PDF code loads on first click. */
export function InvoiceButton({ order }: { order: OrderDto }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { downloadInvoice } = await import('../utils/invoice-pdf');
      await downloadInvoice(order);
    } catch (err) {
      console.warn('Invoice generation failed', err);
      toast.error('Failed to create the invoice. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={download} loading={busy} className="whitespace-nowrap">
      {!busy && (
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
        </svg>
      )}
      <span className="sr-only">Download </span>Invoice<span className="sr-only"> for order {order._id}</span>
    </Button>
  );
}
