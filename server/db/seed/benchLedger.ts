/**
 * SEED=bench-ledger (benchmarks only, issue 10): on top of SEED=bench, BENCH_LEDGER_TRANSACTIONS
 * ledger transactions over the agencies' funds — BENCH_STATEMENT_TRANSACTIONS of them on one agency
 * (the statement's benchmark), the rest spread over every agency — and BENCH_DEBTS reservations
 * whose balance is overdue by 1 to 60 days (the debt buckets' benchmark), written set-based.
 *
 * The ledger's row triggers (kept balance, balanced check) are set aside for the bulk insert
 * (session_replication_role = replica, as the ledger-balance scenario does) and the kept balances
 * (and entry counts, migration 0043b) are recomputed from the entries right after, in the same transaction: the drift view stays
 * empty. Each transaction is a deposit or an adjustment against the opening balance, two entries
 * that sum to zero; its time grows with its number over the last year.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export const BENCH_LEDGER_TRANSACTIONS = 1_000_000;
export const BENCH_STATEMENT_TRANSACTIONS = 100_000;
/** The agency of the statement benchmark (a demo agency, so its users exist). */
export const BENCH_STATEMENT_AGENCY = 'Agencia Cancún Travel';
export const BENCH_DEBTS = 20_000;

export interface BenchLedgerSizes {
  transactions: number;
  statement: number;
  debts: number;
}

const SIZES: BenchLedgerSizes = { transactions: BENCH_LEDGER_TRANSACTIONS, statement: BENCH_STATEMENT_TRANSACTIONS, debts: BENCH_DEBTS };

/** `sizes`: smaller in the seed's test. */
export async function seedBenchLedger(db: Kysely<Database>, sizes: BenchLedgerSizes = SIZES): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`set local session_replication_role = replica`);
  await run(`insert into ledger_accounts (kind, agency_id, currency_id) select 'agency_funds', id, currency_id from agencies on conflict do nothing`);
  await run(`insert into ledger_accounts (kind, agency_id, currency_id) select distinct 'opening_balance', null::integer, currency_id from agencies on conflict do nothing`);
  // Which account each transaction moves: the first ones the statement agency's, the others round the network.
  await run(`create temp table bench_ledger on commit drop as
    with funds as (
      select a.id as account, a.currency_id, row_number() over (order by a.id) - 1 as k
      from ledger_accounts a join agencies g on g.id = a.agency_id and g.currency_id = a.currency_id where a.kind = 'agency_funds'
    ), size as (
      select count(*) as n from funds
    ), target as (
      select a.id as account, a.currency_id from ledger_accounts a join agencies g on g.id = a.agency_id and g.currency_id = a.currency_id
      where a.kind = 'agency_funds' and g.name = '${BENCH_STATEMENT_AGENCY.replace(/'/g, "''")}'
    )
    select s.g, coalesce(t.account, f.account) as account, coalesce(t.currency_id, f.currency_id) as currency_id,
      (case when s.g % 3 = 0 then -1 else 1 end) * ((s.g % 9000) / 100.0 + 1)::numeric(14,2) as amount
    from generate_series(1, ${sizes.transactions}) s(g)
    left join target t on s.g <= ${sizes.statement}
    cross join size
    -- An equality on the funds row alone (s.g % size.n is known before the join), so a hash join:
    -- the same condition written with the window's count compared every pair (10 000 × 1 000 000).
    left join funds f on s.g > ${sizes.statement} and f.k = s.g % size.n`);
  const base = Number((await sql<{ n: number }>`select coalesce(max(id), 0)::int as n from ledger_transactions`.execute(db)).rows[0]?.n ?? 0);
  await run(`insert into ledger_transactions (id, kind, reference, created_at)
    select ${base} + b.g, case when b.amount > 0 then 'deposit' else 'adjustment' end, 'bench ' || b.g,
      now() - interval '365 days' + make_interval(secs => b.g * (365.0 * 86400 / ${sizes.transactions}))
    from bench_ledger b order by b.g`);
  await run(`select setval(pg_get_serial_sequence('ledger_transactions', 'id'), ${base + sizes.transactions})`);
  await run(`insert into ledger_entries (transaction_id, account_id, amount, currency_id)
    select ${base} + b.g, x.account, x.amount, b.currency_id
    from bench_ledger b
    join ledger_accounts o on o.kind = 'opening_balance' and o.agency_id is null and o.currency_id = b.currency_id and o.provider = ''
    cross join lateral (values (b.account, b.amount), (o.id, -b.amount)) x(account, amount)
    order by 1, 2`);
  await run(`update ledger_accounts a set balance = s.total, entries = s.n from (select account_id, sum(amount) as total, count(*) as n from ledger_entries group by account_id) s
    where s.account_id = a.id and (a.balance <> s.total or a.entries <> s.n)`);
  // The balances moved without their trigger: so did the kept totals of any agency already in debt (0046).
  await run(`select agency_debt_totals_recompute()`);
  // The reservations' own triggers (the list summary) must see the debts.
  await run(`set local session_replication_role = origin`);
  // Overdue debt: unpaid bookings of services already given, 1 to 60 days ago, round the network.
  await run(`insert into reservations (locator, service_type, status, agency_id, operator_id, client_name, start_date, end_date, currency_id, net, total, price_levels,
      commercial_status, paid_amount, created_by, created_at, updated_at)
    select '0' || lpad(d.n::text, 5, '0'), 'manual', 'reserved', g.id, u.id, 'Cliente ' || d.n, current_date - (1 + d.n % 60), current_date - (1 + d.n % 60), g.currency_id,
      (50 + d.n % 400)::numeric(14,2), (60 + d.n % 500)::numeric(14,2), '{}'::jsonb,
      case when d.n % 4 = 0 then 'partial-paid' else 'non-paid' end, case when d.n % 4 = 0 then 20 else 0 end, u.id, now() - interval '90 days', now() - interval '90 days'
    from generate_series(1, ${sizes.debts}) d(n)
    join (select id, currency_id, row_number() over (order by id) - 1 as k, count(*) over () as c from agencies) g on g.k = (d.n * 7) % g.c
    cross join (select id from users where username = 'admin') u`);
}

export async function analyzeBenchLedger(db: Kysely<Database>): Promise<void> {
  // VACUUM sets the visibility map, so counting an account's entries stays an index-only scan.
  for (const table of ['ledger_accounts', 'ledger_transactions', 'ledger_entries', 'reservations']) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(db).catch(() => sql`analyze ${sql.table(table)}`.execute(db));
  }
}
