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
    <Button variant="outline" size="sm" onClick={download} loading={busy}>
      Download<span className="sr-only"> invoice for order {order._id}</span>
    </Button>
  );
}
