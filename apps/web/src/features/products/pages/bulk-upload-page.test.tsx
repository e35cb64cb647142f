// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../../../test/support/fetch';
import { renderApp } from '../../../../test/support/render';
import BulkUploadPage from './bulk-upload-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner = { _id: 'a1', name: 'Ravi', email: 'ravi@example.in', role: 'admin', phone: null };
const bad = {
  message: '2 problem(s) to fix before applying',
  dryRun: true,
  created: 1,
  updated: 0,
  errors: [
    { row: 3, column: 'mrp', message: 'mrp must be at least the price' },
    { row: 4, column: 'countryOfOrigin', message: 'countryOfOrigin is required for pre-packed goods' },
  ],
};

function choose(csv: string) {
  const input = screen.getByLabelText('CSV file') as HTMLInputElement;
  const file = new File([csv], 'catalog.csv', { type: 'text/csv' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('BulkUploadPage', () => {
  it('checks a file, shows its problems by row and column, and keeps Apply off', async () => {
    const sent = stubFetch({ 'GET /api/auth/session': { json: { user: owner } }, 'POST /api/admin/products/import': { json: bad } });
    renderApp({ '/admin/bulk-upload': <BulkUploadPage /> }, '/admin/bulk-upload');
    expect(await screen.findByRole('heading', { name: 'Bulk upload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export catalog' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check file' }) as HTMLButtonElement).disabled).toBe(true);
    choose('sku,name\nA,B');
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('2 problems to fix. Nothing was written: correct the file and check it again.')).toBeTruthy();
    const table = within(screen.getByRole('region', { name: 'Problems in the file, by row and column' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['3mrpmrp must be at least the price', '4countryOfOrigincountryOfOrigin is required for pre-packed goods']);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.url).toContain('dryRun=true');
    expect(post.headers['Content-Type']).toBe('text/csv');
    expect(post.body).toBeInstanceOf(Blob);
  });

  it('applies a clean file after the check and says what was written', async () => {
    let calls = 0;
    const sent = stubFetch({
      'GET /api/auth/session': { json: { user: owner } },
      'POST /api/admin/products/import': () => {
        calls++;
        const body =
          calls === 1
            ? { message: 'Every row can be applied', dryRun: true, created: 2, updated: 1, errors: [] }
            : { message: 'Applied', dryRun: false, created: 2, updated: 1, errors: [] };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderApp({ '/admin/bulk-upload': <BulkUploadPage /> }, '/admin/bulk-upload');
    await screen.findByRole('heading', { name: 'Bulk upload' });
    choose('sku,quantity\nA,3');
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Ready: 2 products to create, 1 product to update. Press Apply to write them all.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Applied: 2 products created, 1 product updated.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST').map((r) => new URL(r.url, 'http://x').searchParams.get('dryRun'))).toEqual(['true', 'false']);
  });

  it('shows a progress bar, what is being written and the seconds so far while the apply runs, and drops it after', async () => {
    let finish: (r: Response) => void = () => {};
    let calls = 0;
    stubFetch({
      'GET /api/auth/session': { json: { user: owner } },
      'POST /api/admin/products/import': () => {
        calls++;
        if (calls === 1)
          return new Response(JSON.stringify({ message: 'ok', dryRun: true, created: 1200, updated: 0, errors: [] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
        return new Promise<Response>((resolve) => (finish = resolve));
      },
    });
    renderApp({ '/admin/bulk-upload': <BulkUploadPage /> }, '/admin/bulk-upload');
    await screen.findByRole('heading', { name: 'Bulk upload' });
    choose('sku,quantity\nA,3');
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByText(/Ready: 1,200 products to create/);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const progress = await screen.findByTestId('apply-progress');
    expect(within(progress).getByRole('progressbar', { name: 'Applying the file' })).toBeTruthy();
    expect(progress.textContent).toMatch(/^Writing 1,200 products in one go: 0 s so far\. Nothing is saved unless every row is/);
    await waitFor(() => expect(progress.textContent).toMatch(/: [1-9] s so far/), { timeout: 2500 });
    finish(
      new Response(JSON.stringify({ message: 'Applied', dryRun: false, created: 1200, updated: 0, errors: [] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Applied: 1,200 products created, 0 products updated.')).toBeTruthy();
    expect(screen.queryByTestId('apply-progress')).toBeNull();
  });

  it('shows the server’s message when the file as a whole is refused', async () => {
    stubFetch({
      'GET /api/auth/session': { json: { user: owner } },
      'POST /api/admin/products/import': { status: 400, json: { message: 'Unknown column "colour" on line 1', code: 'VALIDATION' } },
    });
    renderApp({ '/admin/bulk-upload': <BulkUploadPage /> }, '/admin/bulk-upload');
    await screen.findByRole('heading', { name: 'Bulk upload' });
    choose('sku,colour\nA,red');
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown column "colour" on line 1');
  });
});
