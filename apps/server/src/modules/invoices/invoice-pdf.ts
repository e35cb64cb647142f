// Over 300 lines: one PDF layout drawn top to bottom; its parts share page geometry and fonts.
/**
 * The PDF of a GST document (tax invoice, bill of supply, credit note) from its immutable snapshot.
 * Pure rendering: everything printed comes from the snapshot (apps/server/src/modules/invoices/domain/invoice.ts).
 * A4 portrait; rule 46 fields; items with the tax columns of the supply (CGST + SGST, IGST, or none);
 * HSN summary; amount in words; the QR code of the order id (the spec's invoice QR).
 * Text in Indian scripts is set in Noto fonts with an ActualText per run, so copy-paste and `pdftotext`
 * read `राजेश किराना` in logical order even where shaping reorders glyphs.
 */
import { stateTaxName, unitLabel } from '@bazaar/shared';
import { type HsnSummaryRow, type InvoiceLine, type InvoiceSnapshot } from './domain/invoice.js';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontsOf, type Run, splitRuns, type Weight } from './pdf-fonts.js';
import { bilingual, hindiLabel } from './document-labels.js';

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT_W = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 18; // room for the page footer
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#9a9a9a';
const HEAD_FILL = '#ececec';
const ACCENT = '#1f3a5f';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center';

interface TextStyle {
  size?: number;
  weight?: Weight;
  color?: string;
  align?: Align;
}

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 123456 paise → `1,234.56` (Indian grouping). */
export function rupees(paise: number): string {
  return money.format(paise / 100);
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-11-24` → `24 Nov 2026`. */
function longDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}
function pct(rate: number): string {
  return `${rate}%`;
}

// ---------------------------------------------------------------- text with font runs

function lineHeight(size: number): number {
  return size * 1.5;
}

/**
 * How to set a run: fontkit's shaper throws on some mark positioning (Noto Sans Gurmukhi: a null anchor in
 * its above/below-base mark lookups). Then the run is set without those GPOS features (marks sit a little
 * less precisely), and if even that fails, as dots in the Latin font; the ActualText keeps the real text.
 */
interface RunPlan {
  text: string;
  font: string;
  features?: PDFKit.Mixins.TextOptions['features'];
  width: number;
}
const NO_MARK_POSITIONING = () => ({ abvm: false, blwm: false, mark: false, mkmk: false }) as unknown as PDFKit.Mixins.TextOptions['features'];

function planRun(doc: Doc, run: Run, size: number): RunPlan {
  doc.font(run.font.name).fontSize(size);
  try {
    return { text: run.text, font: run.font.name, width: doc.widthOfString(run.text) };
  } catch {
    try {
      return { text: run.text, font: run.font.name, features: NO_MARK_POSITIONING(), width: doc.widthOfString(run.text, { features: NO_MARK_POSITIONING() }) };
    } catch {
      const dots = '·'.repeat([...run.text].length);
      const latin = fontsOf(run.font.name.endsWith('700') ? 700 : 400)[0]!.name;
      return { text: dots, font: latin, width: doc.font(latin).fontSize(size).widthOfString(dots) };
    }
  }
}

function widthOf(doc: Doc, text: string, size: number, weight: Weight): number {
  let w = 0;
  for (const run of splitRuns(text, weight)) w += planRun(doc, run, size).width;
  return w;
}

/** Greedy word wrap by measured width; a word wider than the line is cut by characters. */
function wrap(doc: Doc, text: string, width: number, size: number, weight: Weight): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/(?<=\s)/)) {
      const candidate = line + word;
      if (line === '' || widthOf(doc, candidate.trimEnd(), size, weight) <= width) {
        line = candidate;
        if (widthOf(doc, line.trimEnd(), size, weight) > width) {
          // a single long word: cut it
          let part = '';
          for (const ch of line) {
            if (part && widthOf(doc, part + ch, size, weight) > width) {
              lines.push(part);
              part = '';
            }
            part += ch;
          }
          line = part;
        }
      } else {
        lines.push(line.trimEnd());
        line = word;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex: `<FEFF0930…>`. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/**
 * Draws with a `/Span <</ActualText …>> BDC … EMC` around the text object, so extraction reads `text` in
 * logical order (shaping reorders glyphs: the i-matra of कि is drawn before the क). PDFKit's own markContent
 * puts BDC outside the text's `q … cm … Q`, where poppler then places the words at a mirrored position; this
 * wraps exactly the `BT … ET` that `draw` emits, inside that graphics state.
 */
function withActualText(doc: Doc, text: string, draw: () => void): void {
  const original = doc.addContent;
  doc.addContent = function (this: Doc, data: string) {
    if (data === 'BT') original.call(this, `/Span <</ActualText ${utf16Hex(text)}>> BDC`);
    original.call(this, data);
    if (data === 'ET') original.call(this, 'EMC');
    return this;
  };
  try {
    draw();
  } finally {
    doc.addContent = original;
  }
}

/** Draws one line of text with its baseline at `baseline`; Indian-script runs carry an ActualText. */
function drawLine(doc: Doc, text: string, x: number, baseline: number, width: number, style: TextStyle): void {
  const size = style.size ?? 8;
  const weight = style.weight ?? 400;
  const w = widthOf(doc, text, size, weight);
  let cx = style.align === 'right' ? x + width - w : style.align === 'center' ? x + (width - w) / 2 : x;
  doc.fillColor(style.color ?? INK);
  for (const run of splitRuns(text, weight)) {
    const plan = planRun(doc, run, size);
    doc.font(plan.font).fontSize(size);
    const options: PDFKit.Mixins.TextOptions = { lineBreak: false, baseline: 'alphabetic', ...(plan.features ? { features: plan.features } : {}) };
    if (run.font.indic) withActualText(doc, run.text, () => doc.text(plan.text, cx, baseline, options));
    else doc.text(plan.text, cx, baseline, options);
    cx += plan.width;
  }
}

/** Wrapped text in a box from `top`; returns the height used. */
function drawText(doc: Doc, text: string, x: number, top: number, width: number, style: TextStyle = {}): number {
  const size = style.size ?? 8;
  const lines = wrap(doc, text, width, size, style.weight ?? 400);
  lines.forEach((line, i) => drawLine(doc, line, x, top + size * 1.1 + i * lineHeight(size), width, style));
  return lines.length * lineHeight(size);
}

function textHeight(doc: Doc, text: string, width: number, style: TextStyle = {}): number {
  const size = style.size ?? 8;
  return wrap(doc, text, width, size, style.weight ?? 400).length * lineHeight(size);
}

// ---------------------------------------------------------------- tables

interface Column<T> {
  header: string;
  width: number;
  align?: Align;
  /** One or more lines for the cell; the first is the main text, later ones are smaller and muted. */
  cell: (row: T, index: number) => string[];
  bold?: boolean;
}

const PAD = 3;

function cellHeight<T>(doc: Doc, col: Column<T>, lines: string[], size: number): number {
  let h = 0;
  lines.forEach((line, i) => {
    h += textHeight(doc, line, col.width - 2 * PAD, { size: i === 0 ? size : size - 1.5, weight: col.bold ? 700 : 400 });
  });
  return h;
}

function drawCells<T>(doc: Doc, cols: Column<T>[], cells: string[][], top: number, height: number, size: number, weight: Weight, fill?: string): void {
  let x = PAGE.margin;
  if (fill) doc.rect(PAGE.margin, top, CONTENT_W, height).fill(fill);
  cols.forEach((col, c) => {
    let y = top + PAD;
    cells[c]!.forEach((line, i) => {
      const style: TextStyle = {
        size: i === 0 ? size : size - 1.5,
        weight: i === 0 && (col.bold || weight === 700) ? 700 : 400,
        color: i === 0 ? INK : MUTED,
        align: col.align,
      };
      y += drawText(doc, line, x + PAD, y, col.width - 2 * PAD, style);
    });
    x += col.width;
  });
  // grid
  doc.lineWidth(0.5).strokeColor(RULE);
  doc.rect(PAGE.margin, top, CONTENT_W, height).stroke();
  x = PAGE.margin;
  for (const col of cols.slice(0, -1)) {
    x += col.width;
    doc
      .moveTo(x, top)
      .lineTo(x, top + height)
      .stroke();
  }
}

interface TableOptions {
  size?: number;
  /** A last row in bold (totals). */
  footer?: string[];
  onNewPage: () => number;
}

/** Draws a table from `top`, breaking pages and repeating the header; returns the y after it. */
function drawTable<T>(doc: Doc, cols: Column<T>[], rows: T[], top: number, opts: TableOptions): number {
  const size = opts.size ?? 7.5;
  const headerCells = cols.map((c) => [c.header]);
  const headerH = Math.max(...cols.map((c) => cellHeight(doc, { ...c, bold: true }, [c.header], size))) + 2 * PAD;
  let y = top;
  const header = () => {
    drawCells(doc, cols, headerCells, y, headerH, size, 700, HEAD_FILL);
    y += headerH;
  };
  header();
  const all: { cells: string[][]; bold: boolean }[] = rows.map((r, i) => ({ cells: cols.map((c) => c.cell(r, i)), bold: false }));
  if (opts.footer) all.push({ cells: opts.footer.map((t) => [t]), bold: true });
  for (const row of all) {
    const h = Math.max(...cols.map((c, i) => cellHeight(doc, { ...c, bold: row.bold || c.bold }, row.cells[i]!, size))) + 2 * PAD;
    if (y + h > BOTTOM) {
      y = opts.onNewPage();
      header();
    }
    drawCells(doc, cols, row.cells, y, h, size, row.bold ? 700 : 400, row.bold ? HEAD_FILL : undefined);
    y += h;
  }
  return y;
}

// ---------------------------------------------------------------- the document

function itemColumns(s: InvoiceSnapshot): Column<InvoiceLine>[] {
  const num: Column<InvoiceLine> = { header: '#', width: 18, align: 'right', cell: (_l, i) => [String(i + 1)] };
  const hsn: Column<InvoiceLine> = { header: 'HSN/SAC', width: 50, cell: (l) => [l.hsnCode] };
  const qty: Column<InvoiceLine> = {
    header: 'Qty',
    width: 40,
    align: 'right',
    cell: (l) => (l.kind === 'goods' ? [String(l.quantity), unitLabel(l.unit)] : ['1']),
  };
  const unitPrice: Column<InvoiceLine> = { header: 'Rate (incl. GST) ₹', width: 56, align: 'right', cell: (l) => [rupees(l.unitPricePaise)] };
  const total: Column<InvoiceLine> = { header: 'Total ₹', width: 60, align: 'right', cell: (l) => [rupees(l.totalPaise)] };
  const description = (width: number): Column<InvoiceLine> => ({
    header: 'Description of goods',
    width,
    cell: (l) =>
      l.kind !== 'goods'
        ? [l.description, s.taxColumns === 'none' ? 'part of a composite supply' : 'part of a composite supply (principal supply rate)']
        : [l.description],
  });
  if (s.taxColumns === 'none') {
    const fixed = 18 + 60 + 50 + 80 + 80;
    return [
      num,
      description(CONTENT_W - fixed),
      { ...hsn, width: 60 },
      { ...qty, width: 50 },
      { ...unitPrice, header: 'Unit price ₹', width: 80 },
      { ...total, header: 'Amount ₹', width: 80 },
    ];
  }
  const taxable: Column<InvoiceLine> = { header: 'Taxable value ₹', width: 58, align: 'right', cell: (l) => [rupees(l.taxablePaise)] };
  if (s.taxColumns === 'cgst-sgst') {
    const half = (l: InvoiceLine) => pct((l.gstRate ?? 0) / 2);
    const cols: Column<InvoiceLine>[] = [
      num,
      hsn,
      qty,
      unitPrice,
      taxable,
      { header: 'CGST ₹', width: 48, align: 'right', cell: (l) => [rupees(l.cgstPaise), `@ ${half(l)}`] },
      { header: `${stateTaxName(s.seller.state.code)} ₹`, width: 48, align: 'right', cell: (l) => [rupees(l.sgstPaise), `@ ${half(l)}`] },
      total,
    ];
    const fixed = cols.reduce((n, c) => n + c.width, 0);
    cols.splice(1, 0, description(CONTENT_W - fixed));
    return cols;
  }
  const cols: Column<InvoiceLine>[] = [
    num,
    hsn,
    qty,
    unitPrice,
    { ...taxable, width: 62 },
    { header: 'IGST ₹', width: 62, align: 'right', cell: (l) => [rupees(l.igstPaise), `@ ${pct(l.gstRate ?? 0)}`] },
    { ...total, width: 64 },
  ];
  const fixed = cols.reduce((n, c) => n + c.width, 0);
  cols.splice(1, 0, description(CONTENT_W - fixed));
  return cols;
}

function itemFooter(s: InvoiceSnapshot, cols: Column<InvoiceLine>[]): string[] {
  const t = s.totals;
  return cols.map((c) => {
    if (c.header === 'Description of goods') return 'Total';
    if (c.header.startsWith('Taxable')) return rupees(t.taxablePaise);
    if (c.header.startsWith('CGST')) return rupees(t.cgstPaise);
    if (c.header.startsWith('SGST') || c.header.startsWith('UTGST')) return rupees(t.sgstPaise);
    if (c.header.startsWith('IGST')) return rupees(t.igstPaise);
    if (c.header.startsWith('Total') || c.header.startsWith('Amount')) return rupees(t.totalPaise);
    return '';
  });
}

function hsnColumns(s: InvoiceSnapshot): Column<HsnSummaryRow>[] {
  const cols: Column<HsnSummaryRow>[] = [
    { header: 'HSN/SAC', width: 62, cell: (r) => [r.hsnCode] },
    { header: 'UQC', width: 36, cell: (r) => [r.uqc] },
    { header: 'Qty', width: 40, align: 'right', cell: (r) => [String(r.quantity)] },
  ];
  if (s.taxColumns !== 'none') {
    cols.push({ header: 'GST rate', width: 44, align: 'right', cell: (r) => [pct(r.gstRate ?? 0)] });
    cols.push({ header: 'Taxable value ₹', width: 70, align: 'right', cell: (r) => [rupees(r.taxablePaise)] });
  }
  if (s.taxColumns === 'cgst-sgst') {
    cols.push({ header: 'CGST ₹', width: 60, align: 'right', cell: (r) => [rupees(r.cgstPaise)] });
    cols.push({ header: `${stateTaxName(s.seller.state.code)} ₹`, width: 60, align: 'right', cell: (r) => [rupees(r.sgstPaise)] });
  } else if (s.taxColumns === 'igst') {
    cols.push({ header: 'IGST ₹', width: 70, align: 'right', cell: (r) => [rupees(r.igstPaise)] });
  }
  cols.push({ header: 'Value ₹', width: 70, align: 'right', cell: (r) => [rupees(r.totalPaise)] });
  // the HSN column absorbs what is left, with the description of the first line under the code
  const used = cols.reduce((n, c) => n + c.width, 0);
  cols[0] = { ...cols[0]!, header: 'HSN/SAC', width: cols[0]!.width + CONTENT_W - used, cell: (r) => [r.hsnCode, r.description] };
  return cols;
}

function hsnFooter(s: InvoiceSnapshot, cols: Column<HsnSummaryRow>[]): string[] {
  const t = s.totals;
  return cols.map((c) => {
    if (c.header === 'HSN/SAC') return 'Total';
    if (c.header.startsWith('Taxable')) return rupees(t.taxablePaise);
    if (c.header.startsWith('CGST')) return rupees(t.cgstPaise);
    if (c.header.startsWith('SGST') || c.header.startsWith('UTGST')) return rupees(t.sgstPaise);
    if (c.header.startsWith('IGST')) return rupees(t.igstPaise);
    if (c.header.startsWith('Value')) return rupees(t.totalPaise);
    return '';
  });
}

/** The QR code of `text` drawn as vector squares. */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fill('#000000');
}

function kindLabel(s: InvoiceSnapshot): { numberLabel: string; dateLabel: string } {
  if (s.kind === 'credit-note') return { numberLabel: 'Credit note no.', dateLabel: 'Credit note date' };
  if (s.kind === 'bill-of-supply') return { numberLabel: 'Bill no.', dateLabel: 'Bill date' };
  return { numberLabel: 'Invoice no.', dateLabel: 'Invoice date' };
}

/** Label: value pairs, label muted; returns the height used. */
function drawFields(doc: Doc, fields: [string, string][], x: number, top: number, width: number, labelWidth: number): number {
  let y = top;
  for (const [label, value] of fields) {
    // English first (the line a reader and a text search meet beside the value), the Hindi under it (issue 28).
    let labelH = drawText(doc, label, x, y, labelWidth - 4, { size: 8, color: MUTED });
    const hi = hindiLabel(label);
    if (hi) labelH += drawText(doc, hi, x, y + labelH, labelWidth - 4, { size: 7, color: MUTED });
    y += Math.max(lineHeight(8), labelH, drawText(doc, value, x + labelWidth, y, width - labelWidth, { size: 8, weight: 700 }));
  }
  return y - top;
}

/** The PDF of a GST document snapshot, as a Buffer. Deterministic for a given snapshot. */
export async function renderInvoicePdf(s: InvoiceSnapshot): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: true,
    bufferPages: true,
    info: {
      Title: `${s.title} ${s.number}`,
      Author: s.seller.name,
      Subject: `${s.title} for order ${s.orderId}`,
      Creator: 'Bazaar',
      Producer: 'Bazaar',
      CreationDate: new Date(s.issuedAt),
      ModDate: new Date(s.issuedAt),
    },
    lang: 'en-IN',
  });
  for (const weight of [400, 700] as const) for (const f of fontsOf(weight)) doc.registerFont(f.name, f.data);

  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { numberLabel, dateLabel } = kindLabel(s);
  const L = PAGE.margin;
  const continuation = (): number => {
    doc.addPage();
    drawText(doc, `${s.title} ${s.number} (continued)`, L, PAGE.margin, CONTENT_W, { size: 8, color: MUTED });
    return PAGE.margin + 16;
  };

  // ---- title band
  let y = PAGE.margin;
  doc.rect(L, y, CONTENT_W, 26).fill(ACCENT);
  drawText(doc, bilingual(s.title, s.title.toUpperCase()), L + 8, y + 5, CONTENT_W / 2, { size: 13, weight: 700, color: '#ffffff' });
  drawText(doc, bilingual('Original for recipient'), L + CONTENT_W / 2, y + 8, CONTENT_W / 2 - 8, { size: 8, color: '#ffffff', align: 'right' });
  y += 34;

  // ---- supplier (left) and document facts (right)
  const leftW = CONTENT_W * 0.46;
  const rightX = L + leftW + 14;
  const rightW = CONTENT_W - leftW - 14;
  let ly = y;
  drawText(doc, bilingual('Supplier'), L, ly, leftW, { size: 7, color: MUTED });
  ly += lineHeight(7);
  ly += drawText(doc, s.seller.name, L, ly, leftW, { size: 11, weight: 700 });
  ly += drawText(doc, s.seller.address, L, ly, leftW, { size: 8 });
  ly += drawFields(
    doc,
    [
      ['GSTIN', s.seller.gstin ?? 'Not registered under GST'],
      ['State', `${s.seller.state.name} (code ${s.seller.state.code})`],
    ],
    L,
    ly + 2,
    leftW,
    44,
  );
  const facts: [string, string][] = [
    [numberLabel, s.number],
    [dateLabel, longDate(s.date)],
    ['Order id', s.orderId],
    ['Place of supply', `${s.placeOfSupply.name} (code ${s.placeOfSupply.code})`],
    ['Supply', s.supplyType === 'intra-state' ? 'Intra-state' : 'Inter-state'],
  ];
  if (s.taxColumns !== 'none') facts.push(['Reverse charge', s.reverseCharge]);
  if (s.original) {
    facts.push([s.original.kind === 'tax-invoice' ? 'Against invoice' : 'Against bill', `${s.original.number} dated ${longDate(s.original.date)}`]);
    if (s.reason) facts.push(['Reason', s.reason]);
  }
  const ry = y + drawFields(doc, facts, rightX, y, rightW, 78);
  y = Math.max(ly, ry) + 8;

  // ---- recipient (left) and the order's QR code (right)
  doc
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(L, y)
    .lineTo(L + CONTENT_W, y)
    .stroke();
  y += 6;
  const qrSize = 78;
  const recW = CONTENT_W - qrSize - 16;
  const qrTop = y;
  drawText(doc, bilingual('Recipient (billed and shipped to)'), L, y, recW, { size: 7, color: MUTED });
  y += lineHeight(7);
  y += drawText(doc, s.buyer.name, L, y, recW, { size: 10, weight: 700 });
  y += drawText(doc, s.buyer.address, L, y, recW, { size: 8 });
  y += drawFields(
    doc,
    [
      ['State', `${s.buyer.state.name} (code ${s.buyer.state.code})`],
      ['GSTIN', 'Unregistered (consumer)'],
    ],
    L,
    y + 2,
    recW,
    44,
  );
  drawQr(doc, s.orderId, L + CONTENT_W - qrSize, qrTop - 4, qrSize);
  drawText(doc, 'Scan: order id', L + CONTENT_W - qrSize, qrTop + qrSize - 6, qrSize, { size: 6.5, color: MUTED, align: 'center' });
  y = Math.max(y, qrTop + qrSize + 8) + 8;

  // ---- items
  const cols = itemColumns(s);
  y = drawTable(doc, cols, s.lines, y, { footer: itemFooter(s, cols), onNewPage: continuation });
  y += 10;

  // ---- amount in words and the total
  const wordsH = textHeight(doc, s.amountInWords, CONTENT_W - 150, { size: 9, weight: 700 }) + lineHeight(7) + 10;
  if (y + wordsH > BOTTOM) y = continuation();
  drawText(doc, bilingual(s.kind === 'credit-note' ? 'Amount credited (in words)' : 'Amount in words'), L, y, CONTENT_W - 150, { size: 7, color: MUTED });
  drawText(doc, s.amountInWords, L, y + lineHeight(7), CONTENT_W - 160, { size: 9, weight: 700 });
  doc.rect(L + CONTENT_W - 150, y - 2, 150, 34).fill(HEAD_FILL);
  drawText(doc, bilingual(s.kind === 'credit-note' ? 'Total credited' : 'Total (cash on delivery)'), L + CONTENT_W - 146, y, 142, {
    size: 7,
    color: MUTED,
    align: 'right',
  });
  drawText(doc, `₹ ${rupees(s.totals.totalPaise)}`, L + CONTENT_W - 146, y + 11, 142, { size: 13, weight: 700, align: 'right' });
  y += Math.max(wordsH, 40);
  if (s.taxColumns !== 'none') {
    const taxLine =
      s.taxColumns === 'cgst-sgst'
        ? `Taxable value ₹ ${rupees(s.totals.taxablePaise)} · CGST ₹ ${rupees(s.totals.cgstPaise)} · ${stateTaxName(s.seller.state.code)} ₹ ${rupees(s.totals.sgstPaise)} · Total tax ₹ ${rupees(s.totals.taxPaise)}`
        : `Taxable value ₹ ${rupees(s.totals.taxablePaise)} · IGST ₹ ${rupees(s.totals.igstPaise)} · Total tax ₹ ${rupees(s.totals.taxPaise)}`;
    y += drawText(doc, taxLine, L, y, CONTENT_W, { size: 8 }) + 8;
  }

  // ---- HSN summary
  const hcols = hsnColumns(s);
  const hsnHeadH = lineHeight(9) + 2;
  if (y + hsnHeadH + 40 > BOTTOM) y = continuation();
  drawText(doc, bilingual('HSN summary'), L, y, CONTENT_W, { size: 9, weight: 700 });
  y += hsnHeadH;
  y = drawTable(doc, hcols, s.hsnSummary, y, { footer: hsnFooter(s, hcols), onNewPage: continuation, size: 7.5 });
  y += 12;

  // ---- notes, declaration, signature
  const notes: string[] = [];
  if (s.declaration) notes.push(`Declaration: ${s.declaration}.`);
  if (s.kind === 'credit-note' && s.original) {
    notes.push(`This credit note reverses ${s.original.number} dated ${longDate(s.original.date)} in full${s.reason ? ` (${s.reason})` : ''}.`);
  }
  if (s.principalRate !== null && s.lines.some((l) => l.kind !== 'goods')) {
    const what = s.lines.some((l) => l.kind === 'cod-fee')
      ? s.lines.some((l) => l.kind === 'delivery')
        ? 'Delivery charges and the COD handling fee are'
        : 'The COD handling fee is'
      : 'Delivery charges are';
    notes.push(`${what} part of a composite supply taxed at the rate of the principal supply (${pct(s.principalRate)}).`);
  }
  notes.push(s.taxColumns === 'none' ? 'Payment: cash on delivery.' : 'Prices include GST. Payment: cash on delivery.');
  const notesH = notes.reduce((n, t) => n + textHeight(doc, t, CONTENT_W * 0.6, { size: 7.5 }), 0);
  if (y + Math.max(notesH, 60) > BOTTOM) y = continuation();
  let ny = y;
  for (const note of notes) ny += drawText(doc, note, L, ny, CONTENT_W * 0.6, { size: 7.5, color: MUTED });
  const signX = L + CONTENT_W * 0.62;
  const signW = CONTENT_W * 0.38;
  drawText(doc, `For ${s.seller.name}`, signX, y, signW, { size: 8, weight: 700, align: 'right' });
  doc
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(signX + signW * 0.3, y + 44)
    .lineTo(signX + signW, y + 44)
    .stroke();
  drawText(doc, bilingual('Authorised signatory'), signX, y + 46, signW, { size: 7.5, color: MUTED, align: 'right' });

  // ---- page footers
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    drawText(doc, `${s.title} ${s.number} · computer-generated document · page ${i + 1} of ${range.count}`, L, PAGE.height - PAGE.margin - 10, CONTENT_W, {
      size: 6.5,
      color: MUTED,
      align: 'center',
    });
  }
  doc.end();
  return done;
}
