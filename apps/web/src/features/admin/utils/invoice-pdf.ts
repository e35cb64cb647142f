import type { OrderDto } from '@bazaar/shared';
import { formatDateTime } from '../../../lib/format';

/**
 * The order invoice as a PDF built in the browser (spec §9, DESIGN.md "Invoice"). jsPDF and qrcode are
 * imported on demand so neither lands in the main bundle. Everything a person typed (names, item names,
 * addresses) is drawn with doc.text as plain text, never parsed as HTML.
 */

const rupeeNumber = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** jsPDF's standard fonts have no ₹ sign, so the invoice writes "Rs 1,23,456.00" (spec §9). */
export function pdfRupees(rupees: number): string {
  return `Rs ${rupeeNumber.format(rupees)}`;
}

/**
 * The standard PDF fonts only cover Latin-1 (WinAnsi). Unusual spaces become plain spaces, accents are
 * kept where Latin-1 has them, and any other character (e.g. Devanagari) becomes "?" instead of garbage.
 */
export function pdfText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u20b9/g, 'Rs ')
    .normalize('NFC')
    .replace(/[^\x20-\x7e\u00a1-\u00ff]/g, '?')
    .trim();
}

export function invoiceFileName(order: Pick<OrderDto, '_id'>): string {
  return `Invoice_${order._id}.pdf`;
}

/** Subtotal from the item lines in paise (no float drift), then delivery and grand total (spec §9). */
export function invoiceTotals(order: Pick<OrderDto, 'items' | 'deliveryCharge'>) {
  const subtotalPaise = order.items.reduce((n, i) => n + Math.round(i.price * 100) * i.quantity, 0);
  const deliveryPaise = Math.round((order.deliveryCharge ?? 60) * 100);
  return { subtotal: subtotalPaise / 100, delivery: deliveryPaise / 100, grandTotal: (subtotalPaise + deliveryPaise) / 100 };
}

const M = 15; // page margin (mm)
const COLS = [
  { key: '#', x: M, w: 10, align: 'left' as const },
  { key: 'Item Name', x: M + 10, w: 62, align: 'left' as const },
  { key: 'Unit', x: M + 75, w: 17, align: 'left' as const },
  { key: 'Qty', x: M + 104, w: 12, align: 'right' as const },
  { key: 'Price', x: M + 141, w: 35, align: 'right' as const },
  { key: 'Total', x: 210 - M, w: 37, align: 'right' as const },
];

async function qrDataUrl(text: string): Promise<string> {
  const mod = await import('qrcode');
  const QRCode = (mod as unknown as { default?: typeof mod }).default ?? mod;
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** Builds the PDF and returns it as bytes (used by the download button and testable on its own). */
export async function buildInvoicePdf(order: OrderDto) {
  const [{ jsPDF }, qr] = await Promise.all([import('jspdf'), qrDataUrl(order._id)]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  const pageW = doc.internal.pageSize.getWidth();
  const pageH = doc.internal.pageSize.getHeight();
  const contentW = pageW - 2 * M;
  doc.setProperties({ title: `Invoice ${order._id}`, subject: 'Bazaar order invoice', creator: 'Bazaar' });

  // Header band
  doc.setFillColor(179, 74, 8);
  doc.rect(0, 0, pageW, 4, 'F');
  doc.setTextColor(30, 26, 21);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  doc.text('INVOICE', M, 18);
  doc.addImage(qr, 'PNG', pageW - M - 32, 9, 32, 32);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(7);
  doc.text('Scan: order id', pageW - M - 16, 44, { align: 'center' });

  // Seller
  let y = 28;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  const shopLines = doc.splitTextToSize(pdfText(order.shop?.name) || 'Shop', contentW - 40) as string[];
  doc.text(shopLines, M, y);
  y += shopLines.length * 6;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const addrLines = doc.splitTextToSize(pdfText(order.shop?.address), contentW - 40) as string[];
  if (addrLines.length) {
    doc.text(addrLines, M, y);
    y += addrLines.length * 5;
  }
  doc.text(`GSTIN: ${pdfText(order.shop?.gstnumber) || '-'}`, M, y);
  y += 5;
  if (order.shop?.phone) {
    doc.text(`Phone: ${pdfText(order.shop.phone)}`, M, y);
    y += 5;
  }
  y = Math.max(y, 48) + 4;

  // Order and buyer
  doc.setDrawColor(207, 198, 184);
  doc.line(M, y, pageW - M, y);
  y += 7;
  const leftX = M;
  const rightX = M + contentW / 2 + 5;
  doc.setFont('helvetica', 'bold');
  doc.text('Bill to', leftX, y);
  doc.text('Order', rightX, y);
  doc.setFont('helvetica', 'normal');
  let ly = y + 5.5;
  let ry = y + 5.5;
  const colW = contentW / 2 - 5;
  for (const line of [pdfText(order.user?.name), pdfText(order.user?.email)]) {
    const parts = doc.splitTextToSize(line, colW) as string[];
    doc.text(parts, leftX, ly);
    ly += parts.length * 5;
  }
  if (order.address) {
    const parts = doc.splitTextToSize(`Address: ${pdfText(order.address)}`, colW) as string[];
    doc.text(parts, leftX, ly);
    ly += parts.length * 5;
  }
  for (const line of [
    `Order ID: ${order._id}`,
    `Date: ${pdfText(formatDateTime(order.createdAt))}`,
    `Status: ${order.status}`,
    'Payment: Cash on Delivery (COD)',
  ]) {
    const parts = doc.splitTextToSize(line, colW) as string[];
    doc.text(parts, rightX, ry);
    ry += parts.length * 5;
  }
  y = Math.max(ly, ry) + 5;

  // Items table
  const drawHead = () => {
    doc.setFillColor(243, 239, 233);
    doc.rect(M, y - 5, contentW, 8, 'F');
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(10);
    for (const c of COLS) doc.text(c.key, c.x, y, { align: c.align });
    doc.setFont('helvetica', 'normal');
    y += 8;
  };
  drawHead();
  order.items.forEach((item, i) => {
    const nameLines = doc.splitTextToSize(pdfText(item.name) || '-', COLS[1]!.w) as string[];
    const rowH = Math.max(1, nameLines.length) * 5 + 2;
    if (y + rowH > pageH - 45) {
      doc.addPage();
      y = M + 5;
      drawHead();
    }
    doc.text(String(i + 1), COLS[0]!.x, y);
    doc.text(nameLines, COLS[1]!.x, y);
    doc.text((doc.splitTextToSize(pdfText(item.unit) || '-', COLS[2]!.w) as string[])[0]!, COLS[2]!.x, y);
    doc.text(String(item.quantity), COLS[3]!.x, y, { align: 'right' });
    doc.text(pdfRupees(item.price), COLS[4]!.x, y, { align: 'right' });
    doc.text(pdfRupees(item.total ?? item.price * item.quantity), COLS[5]!.x, y, { align: 'right' });
    y += rowH;
    doc.setDrawColor(230, 224, 215);
    doc.line(M, y - 4, pageW - M, y - 4);
  });

  // Totals
  const t = invoiceTotals(order);
  if (y + 30 > pageH - M) {
    doc.addPage();
    y = M + 5;
  }
  y += 3;
  const labelX = pageW - M - 60;
  doc.text('Subtotal', labelX, y);
  doc.text(pdfRupees(t.subtotal), pageW - M, y, { align: 'right' });
  y += 6;
  doc.text('Delivery', labelX, y);
  doc.text(pdfRupees(t.delivery), pageW - M, y, { align: 'right' });
  y += 3;
  doc.setDrawColor(30, 26, 21);
  doc.line(labelX, y, pageW - M, y);
  y += 6;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.text('Grand Total', labelX, y);
  doc.text(pdfRupees(t.grandTotal), pageW - M, y, { align: 'right' });

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(90, 80, 68);
  doc.text('Thank you for shopping local on Bazaar. Payment: cash on delivery.', M, pageH - M);
  return doc;
}

/** Builds the invoice and saves it as Invoice_{orderId}.pdf. */
export async function downloadInvoice(order: OrderDto): Promise<void> {
  const doc = await buildInvoicePdf(order);
  doc.save(invoiceFileName(order));
}
