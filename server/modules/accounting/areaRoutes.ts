/**
 * The accountants' area (docs/api-accounting.md, issue 10): agencies' balances and debt, an
 * agency's statement, historical balances, the breakdown by levels, the bulk accounting review.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canReviewAccounting, canSeeAccountingBalances, canSeeBreakdownByLevels, canSeeStatement } from '../../../domain/accounting/rules.ts';
import { balanceListPage, breakdownPage, historicPage, reviewRefusal, reviewResult, statementPage } from '../../../domain/records/accounting.ts';
import { balanceListQuery, breakdownQuery, historicQuery, reviewBody, statementQuery } from '../../../domain/schemas/accounting.ts';
import { id } from '../../../domain/schemas/common.ts';
import { z } from '../../../domain/validation.ts';
import { requireRule } from '../../http/auth.ts';
import { contextOf } from '../../http/context.ts';
import { streamWorkbook } from '../../http/xlsx.ts';
import { listBalances } from './balances.ts';
import { balancesWorkbook } from './balancesExport.ts';
import { listBreakdown } from './breakdown.ts';
import { breakdownWorkbook } from './breakdownExport.ts';
import { listHistoric } from './historic.ts';
import { historicWorkbook } from './historicExport.ts';
import { reviewReservations, ReviewRefused } from './review.ts';
import { statementAnswer } from './statementPage.ts';
import { statementWorkbook } from './statementExport.ts';

export async function accountingAreaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const meta = (summary: string) => ({ tags: ['accounting'], security: [{ bearer: [] }], summary });
  const params = z.object({ id });
  const balances = requireRule(canSeeAccountingBalances);
  const breakdown = requireRule(canSeeBreakdownByLevels);

  r.get(
    '/accounting/balance/',
    { onRequest: balances, schema: { ...meta('Agencies per currency: funds, credit limit, available, debt by age (spec §9), totals'), querystring: balanceListQuery, response: { 200: balanceListPage } } },
    (request) => listBalances(contextOf(request), request.url, request.query),
  );
  r.get('/accounting/balance/export-xls/', { onRequest: balances, schema: { ...meta('The balances list as a streamed XLSX'), querystring: balanceListQuery } }, (request, reply) => {
    const { filename, fill } = balancesWorkbook(contextOf(request), request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
  r.get(
    '/accounting/balance/:id/',
    { onRequest: requireRule(canSeeStatement), schema: { ...meta("An agency's statement: its ledger lines with running balance, and its accounts"), params, querystring: statementQuery, response: { 200: statementPage } } },
    (request) => statementAnswer(contextOf(request), request.params.id, request.url, request.query),
  );
  r.get(
    '/accounting/balance/:id/export/',
    { onRequest: requireRule(canSeeStatement), schema: { ...meta('The statement of the range as a streamed XLSX'), params, querystring: statementQuery } },
    async (request, reply) => {
      const { filename, fill } = await statementWorkbook(contextOf(request), request.params.id, request.query);
      return streamWorkbook(request, reply, filename, fill);
    },
  );
  r.get(
    '/accounting/balance-historic/',
    { onRequest: balances, schema: { ...meta('Funds of every agency at the end of each day or month of a range, from the ledger'), querystring: historicQuery, response: { 200: historicPage } } },
    (request) => listHistoric(contextOf(request), request.url, request.query),
  );
  r.get('/accounting/balance-historic-export/', { onRequest: balances, schema: { ...meta('The historical balances as a streamed XLSX'), querystring: historicQuery } }, (request, reply) => {
    const { filename, fill } = historicWorkbook(contextOf(request), request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
  r.get(
    '/accounting/breakdown-levels/',
    { onRequest: breakdown, schema: { ...meta("A period's markups earned per level and the provider's net, per booking agency"), querystring: breakdownQuery, response: { 200: breakdownPage } } },
    (request) => listBreakdown(contextOf(request), request.url, request.query),
  );
  r.get('/accounting/breakdown-levels/export/', { onRequest: breakdown, schema: { ...meta('The breakdown by levels as a streamed XLSX'), querystring: breakdownQuery } }, (request, reply) => {
    const { filename, fill } = breakdownWorkbook(contextOf(request), request.query);
    return streamWorkbook(request, reply, filename, fill);
  });
  r.post(
    '/accounting/reservations/review/',
    { onRequest: requireRule(canReviewAccounting), schema: { ...meta('Set the accounting status of many reservations: all or none'), body: reviewBody, response: { 200: reviewResult, 409: reviewRefusal } } },
    async (request, reply) => {
      const ctx = contextOf(request);
      try {
        return await reviewReservations(ctx, request.body);
      } catch (err) {
        if (!(err instanceof ReviewRefused)) throw err;
        // 409 as for one reservation (invalid_transition), naming every refused one.
        const locators = err.refused.map((r) => r.locator).join(', ');
        return reply.code(409).send({ detail: ctx.t('accounting.review_refused', { to: ctx.t(`accounting.statuses.${err.target}`), locators }), code: 'invalid_transition' as const, refused: err.refused });
      }
    },
  );
}
