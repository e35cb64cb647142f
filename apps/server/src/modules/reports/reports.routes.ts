import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { gstRegisterQuery, gstReportQuery, platformReportQuery, type GstRegisterDto } from '@bazaar/shared';
import { fileReply, gstRegisterDto, jsonOrCsvReply, tcsReportDto, tdsReportDto } from '@bazaar/shared/responses';
import { allow, callerOf } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { tcsCsv, tcsReport, tcsReportDto as tcsDto, tdsCsv, tdsReport, tdsReportDto as tdsDto } from './platform-tax.service.js';
import { gstRegisterCsv, gstRegisterJsonOfShop, gstRegisterPageOfShop } from './reports.service.js';

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/reports/gst',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Reports',
          'admin (its own shop)',
          'The shop’s GST sales register of a month as CSV',
          'Every invoice, bill of supply and credit note dated in the month (IST; credit notes negative) with taxable value per rate, CGST, SGST/UTGST, IGST and total; ' +
            'then the GSTR-1 tables (B2C Large, B2C Small, CDNUR), the HSN summary and the documents issued. `text/csv; charset=utf-8`, ' +
            '`Content-Disposition: attachment; filename="GST_register_{month}.csv"`. 400 for a month that is not YYYY-MM.',
        ),
        querystring: gstReportQuery,
        response: { 200: fileReply('text/csv', 'the register as CSV (UTF-8, CRLF)') },
      },
    },
    async (req, reply) => {
      // Streamed (issue 30): the shop is checked first, so a 404 is still a whole reply; then line by line.
      const { fileName, lines } = await gstRegisterCsv(db, callerOf(req).id, req.query.month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines) as unknown as string); // the contract documents the file as text; Fastify pipes the stream
    },
  );

  r.get(
    '/api/admin/reports/gst/register',
    {
      preValidation: allow('admin'),
      schema: {
        ...doc(
          'Reports',
          'admin (its own shop)',
          'The same register as JSON (the GST register screen)',
          'Every document of the month; with `page` (from 1) and/or `limit` (1–100, default 50), only that page of `documents`, while `totals` ' +
            '(with `documentCount`, the month’s number of documents), `b2cs` and `hsn` stay the whole month’s. 400 for a month that is not YYYY-MM or a bad page or limit.',
        ),
        querystring: gstRegisterQuery,
        response: { 200: gstRegisterDto },
      },
    },
    async (req, reply) => {
      const { month, page, limit } = req.query;
      if (page !== undefined || limit !== undefined) return gstRegisterPageOfShop(db, callerOf(req).id, month, { page: page ?? 1, limit: limit ?? 50 });
      // The whole month is streamed (issue 30): the bytes JSON.stringify would write of the same reply, never held
      // whole. The contract documents the reply's shape; Fastify pipes the stream.
      const json = await gstRegisterJsonOfShop(db, callerOf(req).id, month);
      return reply.header('content-type', 'application/json; charset=utf-8').send(Readable.from(json) as unknown as GstRegisterDto);
    },
  );

  const csvReply = (reply: FastifyReply, file: { fileName: string; csv: string }) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.csv);

  r.get(
    '/api/superadmin/reports/tcs',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Reports',
          'superadmin',
          'TCS under CGST s.52 of a month (GSTR-8 shape)',
          'One row per supplier GSTIN and place of supply: gross value of taxable supplies (invoices dated in the month, without GST), value returned ' +
            '(credit notes dated in the month), net value, and the TCS as IGST (inter-state) or CGST + SGST (intra-state) at the rate of each invoice’s date ' +
            '(1 % until 9 Jul 2024, 0.5 % from 10 Jul 2024); shops without a GSTIN listed apart with no TCS; totals. Cash-on-delivery orders placed while the platform setting `tcsOnCod` was off ' +
            'carry no TCS and `note` says why (each order records the setting when placed; `tcsOnCod` in the reply is the setting at the end of the month). ' +
            'JSON, or `text/csv` with `format=csv` ' +
            '(`Content-Disposition: attachment; filename="TCS_GSTR-8_{month}.csv"`). 400 for a missing month, one that is not YYYY-MM, or one outside 2000-01 to 2100-12.',
        ),
        querystring: platformReportQuery,
        response: { 200: jsonOrCsvReply(tcsReportDto, 'the TCS report of the month') },
      },
    },
    async (req, reply) => {
      const report = await tcsReport(db, req.query.month);
      return req.query.format === 'csv' ? csvReply(reply, tcsCsv(report)) : tcsDto(report);
    },
  );

  r.get(
    '/api/superadmin/reports/tds',
    {
      preValidation: allow('superadmin'),
      schema: {
        ...doc(
          'Reports',
          'superadmin',
          'TDS under Income-tax s.194-O of a month',
          'One row per shop and the PAN its orders recorded when placed: orders delivered in the month (IST), their gross amount without the GST shown on their invoices, the rate ' +
            '(1 % until 30 Sep 2024, 0.1 % from 1 Oct 2024, 5 % without a valid PAN) and the TDS; totals. JSON, or `text/csv` with `format=csv` ' +
            '(`Content-Disposition: attachment; filename="TDS_194-O_{month}.csv"`). 400 for a missing month, one that is not YYYY-MM, or one outside 2000-01 to 2100-12.',
        ),
        querystring: platformReportQuery,
        response: { 200: jsonOrCsvReply(tdsReportDto, 'the TDS report of the month') },
      },
    },
    async (req, reply) => {
      const report = await tdsReport(db, req.query.month);
      return req.query.format === 'csv' ? csvReply(reply, tdsCsv(report)) : tdsDto(report);
    },
  );
}
