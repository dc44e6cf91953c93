/**
 * Issue 10, the accountants' list fast on PostgreSQL: the debt of domain/accounting/debt.ts kept by
 * the writes instead of summed over every owing reservation on each request (260 ms of CPU a
 * request at 10 000 agencies).
 *
 * - `agency_debt_days`: what each agency owes in each currency, per day the balance is due (the
 *   payment deadline's UTC day, else the service date), for the reservations that still owe
 *   money (not cancelled, non-paid or partial-paid, total above paid_amount). Debt as of any day is
 *   a sum of these small rows.
 * - `agency_debts`: per agency and currency, the three buckets of spec §9 and their sum as of the
 *   one day of `agency_debt_as_of` (the list reads a page of these, ordered and filtered exactly).
 *   Buckets depend on the day: when the list is asked for today and the kept day is another,
 *   `agency_debts_roll(day)` recomputes every row from the day rows (once a day, set-based).
 *
 * Statement triggers with transition tables keep both in the transaction of every write of a
 * reservation (booking, payment, refund, cancellation, deadline change, seeds, writers yet to
 * come), as 0013 keeps the reservation list's summary: one aggregate per statement, deltas in key
 * order. A writer first takes the kept day's row FOR SHARE, so a roll (which updates that row)
 * waits for the writers under way and they for it: no delta is ever bucketed against a day the
 * rows no longer hold.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

/** The day a reservation's balance is due (the expression of reservations_debt_idx, 0030). */
const DUE = (r: string) => `coalesce((${r}.payment_deadline at time zone 'UTC')::date, ${r}.start_date)`;
/** The reservation still owes money (domain/accounting/debt.ts). */
const OWING = (r: string) => `${r}.status <> 'cancelled' and ${r}.commercial_status in ('non-paid', 'partial-paid') and ${r}.total > ${r}.paid_amount`;
/** The columns the debt reads. */
const KEPT = ['agency_id', 'currency_id', 'status', 'commercial_status', 'total', 'paid_amount', 'payment_deadline', 'start_date'];

/** Signed owed amounts of the owing rows of `rows` (sign, reservation columns) per (agency, currency, due day). */
const deltas = (rows: string) => `
  select c.agency_id, c.currency_id, ${DUE('c')} as due_day, sum(c.sign * (c.total - c.paid_amount)) as owed
  from (${rows}) c where ${OWING('c')}
  group by 1, 2, 3 having sum(c.sign * (c.total - c.paid_amount)) <> 0`;

/** The buckets of amounts `owed` due on `due`, as of `day` (days overdue = day − due). */
const buckets = (owed: string, due: string, day: string) => `
  coalesce(sum(${owed}) filter (where ${day} - ${due} between 1 and 7), 0) as debt_1_7,
  coalesce(sum(${owed}) filter (where ${day} - ${due} between 8 and 15), 0) as debt_7_15,
  coalesce(sum(${owed}) filter (where ${day} - ${due} >= 16), 0) as debt_15_plus,
  coalesce(sum(${owed}) filter (where ${day} - ${due} >= 1), 0) as debt_total`;

/** Applies the deltas of `rows` to the day rows and to the kept buckets, in key order. */
const apply = (rows: string) => `
    select day into kept_day from agency_debt_as_of for share;
    insert into agency_debt_days as s (agency_id, currency_id, due_day, owed)
      select * from (${deltas(rows)}) d order by 1, 2, 3
      on conflict (agency_id, currency_id, due_day) do update set owed = s.owed + excluded.owed;
    delete from agency_debt_days s using (${deltas(rows)}) d
      where s.agency_id = d.agency_id and s.currency_id = d.currency_id and s.due_day = d.due_day and s.owed = 0;
    insert into agency_debts as s (agency_id, currency_id, debt_1_7, debt_7_15, debt_15_plus, debt_total)
      select d.agency_id, d.currency_id, ${buckets('d.owed', 'd.due_day', 'kept_day')}
      from (${deltas(rows)}) d group by 1, 2 order by 1, 2
      on conflict (agency_id, currency_id) do update set
        debt_1_7 = s.debt_1_7 + excluded.debt_1_7, debt_7_15 = s.debt_7_15 + excluded.debt_7_15,
        debt_15_plus = s.debt_15_plus + excluded.debt_15_plus, debt_total = s.debt_total + excluded.debt_total;`;

const up = [
  `create table agency_debt_days (
    agency_id integer not null references agencies(id) on delete cascade,
    currency_id integer not null references currencies(id),
    due_day date not null,
    owed numeric(16,2) not null,
    primary key (agency_id, currency_id, due_day)
  )`,
  `create table agency_debt_as_of (day date not null)`,
  // Any day: the first roll recomputes from the day rows.
  `insert into agency_debt_as_of (day) values (current_date)`,
  `create table agency_debts (
    agency_id integer not null references agencies(id) on delete cascade,
    currency_id integer not null references currencies(id),
    debt_1_7 numeric(16,2) not null,
    debt_7_15 numeric(16,2) not null,
    debt_15_plus numeric(16,2) not null,
    debt_total numeric(16,2) not null,
    primary key (agency_id, currency_id)
  )`,
  // The accountants' view, agencies in debt, most first: a walk of this index stopped at the page
  // (the second column is the list's row key, server/modules/accounting/filters.ts rowKey, verbatim).
  `create index agency_debts_total_idx on agency_debts (debt_total, ((agency_id::bigint * 1000) + currency_id)) where debt_total > 0`,
  `create function agency_debts_apply() returns trigger language plpgsql as $f$
  declare
    kept_day date;
  begin
    if tg_op = 'INSERT' then
      ${apply('select 1 as sign, * from new_rows')}
    elsif tg_op = 'DELETE' then
      ${apply('select -1 as sign, * from old_rows')}
    elsif exists (select from old_rows o join new_rows n using (id) where (${KEPT.map((c) => `o.${c}`).join(', ')}) is distinct from (${KEPT.map((c) => `n.${c}`).join(', ')})) then
      -- Only when a column of the debt changed: a locator or an accounting status moves nothing.
      ${apply('select -1 as sign, * from old_rows union all select 1, * from new_rows')}
    end if;
    return null;
  end $f$`,
  `create trigger agency_debts_insert after insert on reservations referencing new table as new_rows
    for each statement execute function agency_debts_apply()`,
  `create trigger agency_debts_update after update on reservations referencing old table as old_rows new table as new_rows
    for each statement execute function agency_debts_apply()`,
  `create trigger agency_debts_delete after delete on reservations referencing old table as old_rows
    for each statement execute function agency_debts_apply()`,
  `create function agency_debts_truncate() returns trigger language plpgsql as $f$
  begin
    delete from agency_debt_days;
    delete from agency_debts;
    return null;
  end $f$`,
  `create trigger agency_debts_truncate after truncate on reservations for each statement execute function agency_debts_truncate()`,
  // The buckets recomputed as of another day; the day's row lock orders it with the writers.
  `create function agency_debts_roll(to_day date) returns boolean language plpgsql as $f$
  begin
    update agency_debt_as_of set day = to_day where day is distinct from to_day;
    if not found then
      return false;
    end if;
    delete from agency_debts;
    insert into agency_debts (agency_id, currency_id, debt_1_7, debt_7_15, debt_15_plus, debt_total)
      select agency_id, currency_id, ${buckets('owed', 'due_day', 'to_day')}
      from agency_debt_days group by 1, 2 order by 1, 2;
    return true;
  end $f$`,
  // What the reservations owe now (set-based), bucketed as of the kept day.
  `insert into agency_debt_days (agency_id, currency_id, due_day, owed)
    ${deltas(`select 1 as sign, * from reservations`)} order by 1, 2, 3`,
  `insert into agency_debts (agency_id, currency_id, debt_1_7, debt_7_15, debt_15_plus, debt_total)
    select agency_id, currency_id, ${buckets('owed', 'due_day', '(select day from agency_debt_as_of)')}
    from agency_debt_days group by 1, 2 order by 1, 2`,
];

const down = [
  'drop trigger agency_debts_truncate on reservations',
  'drop trigger agency_debts_delete on reservations',
  'drop trigger agency_debts_update on reservations',
  'drop trigger agency_debts_insert on reservations',
  'drop function agency_debts_roll(date)',
  'drop function agency_debts_truncate()',
  'drop function agency_debts_apply()',
  'drop table agency_debts',
  'drop table agency_debt_as_of',
  'drop table agency_debt_days',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
