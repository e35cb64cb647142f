import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogExportQuery, catalogImportQuery } from '@bazaar/shared';
import { catalogImportRefusal, catalogImportReply, fileReply } from '@bazaar/shared/responses';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { translateMessage } from '../../i18n/translate.js';
import { requestLanguage } from '../../plugins/i18n.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc, formBody } from '../../plugins/contracts.js';
import { exportCatalogCsv } from './bulk-export.service.js';
import { importCatalogCsv, MAX_IMPORT_BYTES } from './bulk-import.service.js';

/** Bulk catalog export and import as CSV (issue 24 #6, decision 089). */
export async function bulkProductsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;
  await app.register(async (scope) => {
    // Only here: a CSV body is read as text, up to the import's size limit (413 above it).
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES }, (_req, body, done) => done(null, body));
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/admin/products/export',
      {
        preValidation: allow('admin'),
        schema: {
          ...doc(
            'Products',
            'admin (its own shop)',
            'The shop’s catalog as CSV',
            'One row per variant: sku, name, description, category, subCategory, price, mrp, quantity, option1Name … option3Value, unit, netQuantity, hsnCode, gstRate, packaged and the declarations. ' +
              '`text/csv; charset=utf-8`, formula-safe (a cell starting with = + - @ gets an apostrophe). `template=true`: the same header and one example row.',
          ),
          querystring: catalogExportQuery,
          response: { 200: fileReply('text/csv', 'the catalog as CSV (UTF-8, CRLF)') },
        },
      },
      async (req, reply) => {
        const csv = await exportCatalogCsv(db, callerOf(req), req.query.template);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${req.query.template ? 'catalog-template.csv' : 'catalog.csv'}"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );

    r.post(
      '/api/admin/products/import',
      {
        preValidation: allow('admin'),
        schema: {
          ...doc(
            'Products',
            'admin (its own shop)',
            'Create or update products from a CSV',
            'A `text/csv` body with the export’s columns (any subset with `sku`; at most 5,000 rows and 5 MB, 400/413 otherwise). Rows with one `name` are one product; a known SKU updates its product, ' +
              'a group of new SKUs creates one (without a photo: add photos on the product’s page). Only `sku` and `quantity`: a stock update. Every rule of `POST /api/products` applies per row. ' +
              'Answers `{ created, updated, errors: [{ row, column, message }] }`; `dryRun=false` applies in one transaction, and with any error writes nothing and answers 400 with the same report.',
          ),
          querystring: catalogImportQuery,
          consumes: ['text/csv'],
          body: formBody(z.string(), 'The CSV file as text (UTF-8).'),
          response: { 200: catalogImportReply, 400: catalogImportRefusal },
        },
      },
      async (req, reply) => {
        if (typeof req.body !== 'string') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv');
        const dryRun = req.query.dryRun;
        const { applied, ...result } = await importCatalogCsv(db, callerOf(req), req.body, dryRun);
        // Each row's problem in the reader's language (issue 28), in the 400 as in a dry run's 200.
        const language = await requestLanguage(req);
        if (language !== 'en') for (const e of result.errors) e.message = translateMessage(e.message, language);
        if (!dryRun && !applied)
          return reply
            .status(400)
            .send({ message: `Nothing was written: ${result.errors.length} problem(s) to fix first`, code: 'VALIDATION' as const, dryRun, ...result });
        const message = dryRun
          ? result.errors.length
            ? `${result.errors.length} problem(s) to fix before applying`
            : 'Every row can be applied'
          : `Applied: ${result.created} created, ${result.updated} updated`;
        return { message, dryRun, ...result };
      },
    );
  });
}
