/**
 * The flight reports (docs/api-reports.md, issue 10): sales per month, agency or route, passengers,
 * accounting per agency and per flight, each a DRF page with totals and a streamed XLSX export.
 * Spec §6 'Reports: admin or accounting, with an accounting permission and first level'
 * (domain/reports/rules.ts) guards them all.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agencyReportPage, flightReportPage, passengersPage, summaryPage } from '../../../domain/records/reports.ts';
import { canSeeReports } from '../../../domain/reports/rules.ts';
import { passengersQuery, reportQuery, summaryParams, summaryQuery } from '../../../domain/schemas/reports.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { listAgencyReport, listFlightReport } from './accounting.ts';
import { agencyReportWorkbook, flightReportWorkbook, passengersWorkbook, summaryWorkbook } from './export.ts';
import { listPassengers, listSummary } from './summary.ts';

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['reports'], security: [{ bearer: [] }], summary });
  const onRequest = requireRule(canSeeReports);
  const base = '/reports/flights';

  r.get(
    `${base}/reservations-summary/:x/`,
    { onRequest, schema: { ...meta('Flight sales grouped by month, agency or route, with totals'), params: summaryParams, querystring: summaryQuery, response: { 200: summaryPage } } },
    (request) => listSummary(contextOf(request), request.url, request.params.x, request.query),
  );
  r.get(`${base}/reservations-summary/:x/export/`, { onRequest, schema: { ...meta('The sales summary as a streamed XLSX'), params: summaryParams, querystring: summaryQuery } }, (request, reply) => {
    const { filename, fill } = summaryWorkbook(contextOf(request), request.params.x, request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
  r.get(
    `${base}/passengers-summary/`,
    { onRequest, schema: { ...meta('Passengers by type grouped by route, month or agency, with totals'), querystring: passengersQuery, response: { 200: passengersPage } } },
    (request) => listPassengers(contextOf(request), request.url, request.query),
  );
  r.get(`${base}/passengers-summary/export/`, { onRequest, schema: { ...meta('The passengers summary as a streamed XLSX'), querystring: passengersQuery } }, (request, reply) => {
    const { filename, fill } = passengersWorkbook(contextOf(request), request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
  r.get(
    `${base}/accounting-per-agency/`,
    { onRequest, schema: { ...meta('Per booking agency: sold, net, collected (ledger) and pending, with totals'), querystring: reportQuery, response: { 200: agencyReportPage } } },
    (request) => listAgencyReport(contextOf(request), request.url, request.query),
  );
  r.get(`${base}/accounting-per-agency/export/`, { onRequest, schema: { ...meta('Accounting per agency as a streamed XLSX'), querystring: reportQuery } }, (request, reply) => {
    const { filename, fill } = agencyReportWorkbook(contextOf(request), request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
  r.get(
    `${base}/accounting-per-flights/`,
    { onRequest, schema: { ...meta('Per flight (outbound leg): sold, net, collected (ledger) and pending, with totals'), querystring: reportQuery, response: { 200: flightReportPage } } },
    (request) => listFlightReport(contextOf(request), request.url, request.query),
  );
  r.get(`${base}/accounting-per-flights/export/`, { onRequest, schema: { ...meta('Accounting per flight as a streamed XLSX'), querystring: reportQuery } }, (request, reply) => {
    const { filename, fill } = flightReportWorkbook(contextOf(request), request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
}
