// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GstRegisterDto } from '@bazaar/shared';
import { activateLanguage } from '@/i18n/i18n';
import { jsonResponse, stubFetch, type SentRequest } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import GstRegisterPage from './gst-register-page';

/** Issue 30: the register screen asks for 50 documents a page; the totals, B2C Small and HSN tables stay the month's. */

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const owner = { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null };
const amounts = { taxableAmount: 100, cgst: 2.5, sgst: 2.5, igst: 0, total: 105 };

function doc(n: number): GstRegisterDto['documents'][number] {
  return {
    kind: 'tax-invoice',
    number: `SK/2627/${String(n).padStart(6, '0')}`,
    date: '2026-11-03',
    orderId: `o${n}`,
    buyerState: '27-Maharashtra',
    placeOfSupply: '27-Maharashtra',
    againstNumber: null,
    taxableByRate: { '5': 100 },
    billOfSupplyValue: 0,
    ...amounts,
  };
}

/** A month of `count` documents; the reply to `page` (of 50) has that page's documents and the month's totals. */
function register(count: number, page: number): GstRegisterDto {
  const from = (page - 1) * 50 + 1;
  const to = Math.min(page * 50, count);
  return {
    month: '2026-11',
    shop: { name: 'Sharma Kirana', gstin: '27ABCDE1234F1Z5', gstRegistration: 'regular', stateName: '27-Maharashtra' },
    rates: [5],
    documents: Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => doc(from + i)),
    totals: {
      documentCount: count,
      taxableByRate: { '5': 100 * count },
      billOfSupplyValue: 0,
      taxableAmount: 100 * count,
      cgst: 2.5 * count,
      sgst: 2.5 * count,
      igst: 0,
      total: 105 * count,
    },
    b2cs: [{ placeOfSupply: '27-Maharashtra', rate: 5, taxableAmount: 100 * count, cgst: 2.5 * count, sgst: 2.5 * count, igst: 0 }],
    hsn: [
      { hsnCode: '10063020', description: 'Basmati rice', uqc: 'KGS', quantity: count, rate: 5, ...amounts, taxableAmount: 100 * count, total: 105 * count },
    ],
  };
}

const pageOf = (r: SentRequest) => new URL(r.url, 'http://x').searchParams;
const registerCalls = (sent: SentRequest[]) => sent.filter((r) => r.url.includes('/reports/gst/register')).map((r) => pageOf(r));

/** Replies to the register with the page asked for. */
function serve(count: number) {
  const sent: SentRequest[] = stubFetch({
    'GET /api/auth/session': { json: { user: owner } },
    'GET /api/admin/reports/gst/register': () => {
      return jsonResponse(200, register(count, Number(pageOf(sent[sent.length - 1]!).get('page'))));
    },
  });
  return sent;
}

const documentNumbers = () =>
  [
    ...within(screen.getByRole('region', { name: /^GST documents of / }))
      .getByRole('table')
      .querySelectorAll('tbody tr'),
  ].map((tr) => tr.querySelector('td p')!.textContent);
const totals = () => document.querySelector('dl[aria-label="Month totals"]')!.textContent;

describe('GstRegisterPage', () => {
  it('asks page by page, 50 a page, and keeps the month’s totals and HSN summary on every page', async () => {
    const sent = serve(120);
    renderApp({ '/admin/gst-register': <GstRegisterPage /> }, '/admin/gst-register');
    await screen.findByRole('heading', { level: 2, name: 'Documents · Page 1 of 3' });
    expect(registerCalls(sent).map((q) => [q.get('page'), q.get('limit')])).toEqual([['1', '50']]);
    expect(documentNumbers()).toHaveLength(50);
    expect(documentNumbers()[0]).toBe('SK/2627/000001');
    expect(screen.getByText('Documents 1–50 of 120')).toBeTruthy();
    const monthTotals = totals();
    expect(monthTotals).toContain('120');
    expect(monthTotals).toContain('₹12,600.00');
    expect(screen.getByText('Month total (120)')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Register pages' });
    expect((within(pager).getByRole('button', { name: '‹ Prev' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pager).getByRole('button', { name: 'Next ›' }));
    await screen.findByRole('heading', { level: 2, name: 'Documents · Page 2 of 3' });
    await waitFor(() => expect(documentNumbers()[0]).toBe('SK/2627/000051'));
    expect(documentNumbers()).toHaveLength(50);
    expect(screen.getByText('Documents 51–100 of 120')).toBeTruthy();
    // Focus goes to the heading that names the new page, not to <body>.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Documents · Page 2 of 3' }));
    expect(totals()).toBe(monthTotals);
    expect(screen.getByRole('region', { name: /^HSN summary of / }).textContent).toContain('₹12,000.00');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Register pages' })).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(documentNumbers()).toHaveLength(20));
    expect(documentNumbers().at(-1)).toBe('SK/2627/000120');
    expect(screen.getByText('Documents 101–120 of 120')).toBeTruthy();
    expect((within(screen.getByRole('navigation', { name: 'Register pages' })).getByRole('button', { name: 'Next ›' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(totals()).toBe(monthTotals);
    expect(registerCalls(sent).map((q) => q.get('page'))).toEqual(['1', '2', '3']);
  });

  it('has no pager when the month fits on one page', async () => {
    serve(3);
    renderApp({ '/admin/gst-register': <GstRegisterPage /> }, '/admin/gst-register');
    await screen.findByRole('heading', { level: 2, name: 'Documents' });
    expect(documentNumbers()).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Register pages' })).toBeNull();
    expect(screen.queryByText(/^Documents \d+–/)).toBeNull();
  });

  it('says why a page failed and loads it again on Try again', async () => {
    let fail: number | undefined = 2;
    const sent: SentRequest[] = stubFetch({
      'GET /api/auth/session': { json: { user: owner } },
      'GET /api/admin/reports/gst/register': () => {
        const page = Number(pageOf(sent[sent.length - 1]!).get('page'));
        if (page === fail) return jsonResponse(503, { message: 'The register is busy; try again in a minute.' });
        return jsonResponse(200, register(120, page));
      },
    });
    renderApp({ '/admin/gst-register': <GstRegisterPage /> }, '/admin/gst-register');
    await screen.findByRole('heading', { level: 2, name: 'Documents · Page 1 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The register is busy; try again in a minute.');
    expect(screen.queryByRole('region', { name: /^GST documents of / })).toBeNull();

    fail = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Documents · Page 2 of 3' });
    expect(documentNumbers()[0]).toBe('SK/2627/000051');
    expect(registerCalls(sent).map((q) => q.get('page'))).toEqual(['1', '2', '2']);
  });

  it('names the page in Hindi', async () => {
    await activateLanguage('hi');
    serve(120);
    renderApp({ '/admin/gst-register': <GstRegisterPage /> }, '/admin/gst-register');
    await screen.findByRole('heading', { level: 2, name: 'दस्तावेज़ · 3 में से पेज 1' });
    expect(screen.getByText('120 में से दस्तावेज़ 1–50')).toBeTruthy();
    expect(screen.getByText('महीने का कुल (120)')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'रजिस्टर के पेज' })).toBeTruthy();
  });

  it('shows the month’s B2C Small table by place of supply and rate, in rupees with Indian grouping, in both languages', async () => {
    const month = register(3, 1);
    month.b2cs = [
      { placeOfSupply: '27-Maharashtra', rate: 5, taxableAmount: 123456.5, cgst: 3086.41, sgst: 3086.41, igst: 0 },
      { placeOfSupply: '29-Karnataka', rate: 18, taxableAmount: 250000, cgst: 0, sgst: 0, igst: 45000 },
    ];
    stubFetch({ 'GET /api/auth/session': { json: { user: owner } }, 'GET /api/admin/reports/gst/register': { json: month } });
    renderApp({ '/admin/gst-register': <GstRegisterPage /> }, '/admin/gst-register');
    const table = await screen.findByRole('region', { name: 'B2C Small (GSTR-1 table 7)' });
    const rows = [
      ...within(table)
        .getByRole('region', { name: /^B2C Small supplies of / })
        .querySelectorAll('tbody tr'),
    ].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['27-Maharashtra', '5%', '₹1,23,456.50', '₹3,086.41', '₹3,086.41', '₹0.00'],
      ['29-Karnataka', '18%', '₹2,50,000.00', '₹0.00', '₹0.00', '₹45,000.00'],
    ]);
    cleanup();

    await activateLanguage('hi');
    renderApp({ '/admin/gst-register': <GstRegisterPage /> }, '/admin/gst-register');
    const hi = await screen.findByRole('region', { name: 'B2C स्मॉल (GSTR-1 तालिका 7)' });
    expect(hi.textContent).toContain('27-महाराष्ट्र');
    expect(hi.textContent).toContain('₹2,50,000.00');
  });

  it('says when the month has no B2C Small supplies', async () => {
    const month = register(3, 1);
    month.b2cs = [];
    stubFetch({ 'GET /api/auth/session': { json: { user: owner } }, 'GET /api/admin/reports/gst/register': { json: month } });
    renderApp({ '/admin/gst-register': <GstRegisterPage /> }, '/admin/gst-register');
    const table = await screen.findByRole('region', { name: 'B2C Small (GSTR-1 table 7)' });
    expect(within(table).queryByRole('table')).toBeNull();
    expect(table.textContent).toMatch(/No B2C Small supplies in November 2026\./);
  });
});
