/**
 * The accountants' area on SEED=bench-ledger (issue 10): 10 000 agencies, 1 000 000 ledger
 * transactions and 20 000 overdue debts. Measured, with the answer caches off on PostgreSQL (--pg):
 * - the balances list with its debt buckets and totals (GET /api/accounting/balance/, agencies in
 *   debt first, as an accountant opens it) at 20 connections: p99 < 100 ms;
 * - the first page of the statement of the agency with 100 000 transactions
 *   (GET /api/accounting/balance/{id}/) at 20 connections: p99 < 50 ms;
 * each answer checked first (debt in all three buckets, the statement's count and running balance).
 */
import { BENCH_STATEMENT_AGENCY, BENCH_STATEMENT_TRANSACTIONS } from '../../../server/db/seed/benchLedger.ts';
import { load, loadMetrics, type BenchContext, type Metric, type Scenario } from '../lib/harness.ts';
import { getJson } from '../lib/api.ts';

const CONNECTIONS = 20;
const LIST = '/api/accounting/balance/?in_debt=true&ordering=-debt_total&page_size=25';


interface Money {
  debt_1_7: string;
  debt_7_15: string;
  debt_15_plus: string;
  debt_total: string;
}

const scenario: Scenario = {
  name: 'accounting',
  description: `GET /api/accounting/balance/ (debt buckets) and an agency's statement with ${BENCH_STATEMENT_TRANSACTIONS.toLocaleString('en')} transactions, ${CONNECTIONS} connections`,
  seed: 'bench-ledger',
  async run(ctx) {
    const metrics: Metric[] = [];
    const all = await getJson<{ count: number; totals: (Money & { currency: number })[] }>(ctx, ctx.adminAccess, '/api/accounting/balance/?page_size=1');
    metrics.push({ name: 'agency rows in the balances list', value: all.count, unit: 'rows', target: { op: '>=', value: 10_000 } });
    const page = await getJson<{ count: number; results: Money[]; totals: Money[] }>(ctx, ctx.adminAccess, LIST);
    const usd = all.totals.find((s) => s.currency === 1);
    if (!usd || !(Number(usd.debt_1_7) > 0 && Number(usd.debt_7_15) > 0 && Number(usd.debt_15_plus) > 0)) throw new Error(`debt missing from a bucket: ${JSON.stringify(usd)}`);
    const debts = page.results.map((r) => Number(r.debt_total));
    if (debts.length !== 25 || debts.some((d, i) => d <= 0 || (i > 0 && d > debts[i - 1]))) throw new Error('the page is not 25 agencies in debt, most first');
    metrics.push({ name: 'agencies in debt', value: page.count, unit: 'rows' });
    const listRun = await load(ctx, { url: `${ctx.baseURL}${LIST}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${ctx.adminAccess}` } });
    metrics.push(...loadMetrics('balances list with debt buckets', listRun, { op: '<', value: 100 }));

    const agencies = await getJson<{ results: { id: number; name: string }[] }>(ctx, ctx.adminAccess, `/api/agency/agencies/?name=${encodeURIComponent(BENCH_STATEMENT_AGENCY)}&state=all`);
    const agency = agencies.results.find((a) => a.name === BENCH_STATEMENT_AGENCY)?.id;
    if (!agency) throw new Error(`no agency ${BENCH_STATEMENT_AGENCY}`);
    const url = `/api/accounting/balance/${agency}/?page_size=25`;
    const first = await getJson<{ count: number; results: { balance: string; credit: string; debit: string }[]; closing_balance: string }>(ctx, ctx.adminAccess, url);
    if (first.count < BENCH_STATEMENT_TRANSACTIONS) throw new Error(`the statement holds ${first.count} lines`);
    if (first.results[0].balance !== first.closing_balance) throw new Error('the first line does not end on the closing balance');
    const step = (l: { credit: string; debit: string }) => Math.round(Number(l.credit) * 100) - Math.round(Number(l.debit) * 100);
    for (let i = 1; i < first.results.length; i++) {
      if (Math.round(Number(first.results[i - 1].balance) * 100) - step(first.results[i - 1]) !== Math.round(Number(first.results[i].balance) * 100)) throw new Error(`running balance breaks at line ${i}`);
    }
    metrics.push({ name: 'statement lines of the agency', value: first.count, unit: 'lines', target: { op: '>=', value: BENCH_STATEMENT_TRANSACTIONS } });
    const statementRun = await load(ctx, { url: `${ctx.baseURL}${url}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${ctx.adminAccess}` } });
    metrics.push(...loadMetrics('statement first page (100 000 transactions)', statementRun, { op: '<', value: 50 }));
    return metrics;
  },
};
export default scenario;
