import { ApiError, request, type Reply } from '@/lib/api';

/** The import's report (POST /api/admin/products/import): what would be (or was) created and updated, and every problem. */
export type ImportReport = Reply<'/api/admin/products/import', 'post'>;
export type ImportProblem = ImportReport['errors'][number];

/** The catalog as CSV, and the empty template (GET /api/admin/products/export). */
export const CATALOG_CSV_PATH = '/api/admin/products/export';
export const TEMPLATE_CSV_PATH = '/api/admin/products/export?template=true';

/**
 * Sends a chosen CSV file as it is (`text/csv`). A refused apply (400 with the report) comes back as the report, so
 * the screen shows the same table; any other refusal throws with the server's message.
 */
export async function importCatalog(file: Blob, dryRun: boolean): Promise<ImportReport> {
  try {
    return await request<ImportReport>('/api/admin/products/import', {
      method: 'POST',
      query: { dryRun: String(dryRun) },
      body: file,
      headers: { 'Content-Type': 'text/csv' },
    });
  } catch (err) {
    const d = err instanceof ApiError ? (err.details as Partial<ImportReport> | undefined) : undefined;
    if (err instanceof ApiError && err.status === 400 && Array.isArray(d?.errors)) return d as ImportReport;
    throw err;
  }
}
