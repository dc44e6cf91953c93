/**
 * An agency's balance at 1 000 000 ledger entries (issue 9): on SEED=bench-ledger (the million
 * transactions spread over the network, as the accounting scenario measures them), one more demo
 * agency's funds account — not the statement agency of the accounting scenario, whose figure
 * stays at 100 000 lines — gets a million entries of its own (a million balanced transactions
 * against the opening balance, generated in SQL), then GET /api/accounting/agency-balance/{id}/ is
 * measured as the accounting scenario measures its pages: a load run at CONNECTIONS connections,
 * p99 < 20 ms; one request at a time too, reported. The answer reads the account's kept balance
 * (one row); the figure next to it is the index-only sum of the entries, the truth the kept
 * balance is checked against (they must be equal). PostgreSQL only (--pg).
 */
import pg from 'pg';
import { load, loadMetrics, percentile, round, type Scenario } from '../lib/harness.ts';

const ENTRIES = 1_000_000;
const REQUESTS = 300;
const CONNECTIONS = 20;
/** A demo agency in USD other than BENCH_STATEMENT_AGENCY (benchLedger.ts). */
const AGENCY = 'Viajes Mérida Express';

const scenario: Scenario = {
  name: 'ledger-balance',
  description: `GET /api/accounting/agency-balance/{id}/ with ${ENTRIES.toLocaleString('en')} ledger entries on the agency, ${CONNECTIONS} connections (PostgreSQL, SEED=bench-ledger)`,
  seed: 'bench-ledger',
  async run(ctx) {
    if (!ctx.sql) throw new Error('ledger-balance needs PostgreSQL: npm run bench -- --pg ledger-balance');
    const client = new pg.Client({ connectionString: ctx.sql.url });
    await client.connect();
    try {
      const agency = (await client.query<{ id: number }>(`select id from agencies where name = $1 and currency_id = 1`, [AGENCY])).rows[0]?.id;
      if (!agency) throw new Error(`no demo agency ${AGENCY} in USD`);
      const t0 = performance.now();
      await client.query('begin');
      const account = (await client.query<{ id: number }>(`select id from ledger_accounts where kind = 'agency_funds' and agency_id = $1 and currency_id = 1`, [agency])).rows[0]?.id;
      const opening = (await client.query<{ id: number }>(`select id from ledger_accounts where kind = 'opening_balance' and agency_id is null and currency_id = 1`)).rows[0]?.id;
      if (!account || !opening) throw new Error('demo ledger accounts missing');
      // Bulk load: the per-row triggers (kept balance, balanced check) are set aside for the load
      // and the kept balance and entry count are recomputed from the entries right after, in the same transaction.
      await client.query(`set local session_replication_role = replica`);
      const base = (await client.query<{ n: number }>(`select coalesce(max(id), 0)::int as n from ledger_transactions`)).rows[0]?.n ?? 0;
      await client.query(`insert into ledger_transactions (id, kind, reference) select $1::int + g, 'adjustment', 'bench' from generate_series(1, $2::int) g`, [base, ENTRIES]);
      await client.query(`select setval(pg_get_serial_sequence('ledger_transactions', 'id'), $1::int + $2::int)`, [base, ENTRIES]);
      await client.query(
        `insert into ledger_entries (transaction_id, account_id, amount, currency_id)
         select $1::int + g, a.account, a.sign * ((g % 100) + 1), 1 from generate_series(1, $2::int) g
         cross join (values ($3::int, 1), ($4::int, -1)) a(account, sign)`,
        [base, ENTRIES, account, opening],
      );
      await client.query(`update ledger_accounts a set balance = coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0),
          entries = (select count(*) from ledger_entries e where e.account_id = a.id) where a.id in ($1, $2)`, [account, opening]);
      // The balance moved without its trigger: the kept totals of the agencies in debt (0046) too.
      await client.query(`select agency_debt_totals_recompute()`);
      await client.query('commit');
      // As after any bulk load: otherwise autovacuum takes up the two million new rows, and the
      // checkpoint writes back the load's pages, during the scenarios after this one, whose figures
      // then carry that work (about 40 % more CPU a request measured in the accounting scenario).
      await client.query('vacuum analyze ledger_entries, ledger_transactions');
      // CHECKPOINT needs a superuser or pg_checkpoint: on a DATABASE_URL without either, skipped.
      await client.query('checkpoint').catch(() => undefined);
      const loadMs = performance.now() - t0;

      const times: number[] = [];
      let answer: { funds?: string } = {};
      for (let i = 0; i < REQUESTS; i++) {
        const s = performance.now();
        const res = await fetch(`${ctx.baseURL}/api/accounting/agency-balance/${agency}/`, { headers: { authorization: `Bearer ${ctx.adminAccess}` } });
        answer = (await res.json()) as { funds?: string };
        if (res.status !== 200) throw new Error(`agency-balance: HTTP ${res.status}`);
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      const sums: number[] = [];
      let truth = '';
      for (let i = 0; i < 20; i++) {
        const s = performance.now();
        truth = (await client.query<{ total: string }>(`select coalesce(sum(amount), 0)::numeric(14,2)::text as total from ledger_entries where account_id = $1`, [account])).rows[0]?.total ?? '';
        sums.push(performance.now() - s);
      }
      sums.sort((a, b) => a - b);
      const entries = Number((await client.query<{ n: string }>(`select count(*) as n from ledger_entries where account_id = $1`, [account])).rows[0]?.n);
      const url = `${ctx.baseURL}/api/accounting/agency-balance/${agency}/`;
      const loaded = await load(ctx, { url, connections: CONNECTIONS, headers: { authorization: `Bearer ${ctx.adminAccess}` } });
      return [
        ...loadMetrics(`agency-balance at ${CONNECTIONS} connections`, loaded, { op: '<', value: 20 }),
        { name: 'ledger entries on the agency account', value: entries, unit: 'entries', target: { op: '>=', value: ENTRIES } },
        { name: 'bulk load of the entries', value: round(loadMs / 1000), unit: 's' },
        { name: 'agency-balance one request at a time, p50', value: round(percentile(times, 50), 2), unit: 'ms' },
        { name: 'agency-balance one request at a time, p99', value: round(percentile(times, 99), 2), unit: 'ms', target: { op: '<', value: 20 } },
        { name: 'kept balance equals the sum of the entries', value: Number(answer.funds === truth), unit: 'bool', target: { op: '=', value: 1 } },
        { name: 'index-only sum of the entries (the truth), p50', value: round(percentile(sums, 50), 1), unit: 'ms' },
      ];
    } finally {
      await client.end();
    }
  },
};
export default scenario;
