/**
 * The deposit report (docs/api-evidences.md): GET reports/deposits/ and its XLSX export, for
 * the reports rule of spec §6 (canSeeReports). Deposits are registered by the core's
 * POST accounting/deposit/ (server/modules/payments/routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depositPage } from '../../../domain/records/deposits.ts';
import { canSeeReports } from '../../../domain/rules.ts';
import { depositReportQuery } from '../../../domain/schemas/deposits.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { depositsWorkbook } from './export.ts';
import { depositReport } from './report.ts';

export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['reports'], security: [{ bearer: [] }], summary });
  const guard = requireRule(canSeeReports);

  r.get(
    '/reports/deposits/',
    { onRequest: guard, schema: { ...meta('Deposit report: filters of spec §3, totals per currency of the filtered set'), querystring: depositReportQuery, response: { 200: depositPage } } },
    (request) => depositReport(contextOf(request), request.url, request.query),
  );

  r.get(
    '/reports/deposits/export/',
    { onRequest: guard, schema: { ...meta('The filtered deposit report as a streamed XLSX'), querystring: depositReportQuery } },
    (request, reply) => {
      const { filename, fill } = depositsWorkbook(contextOf(request), request.query);
      return streamWorkbook(request, reply, filename, fill);
    },
  );
}
