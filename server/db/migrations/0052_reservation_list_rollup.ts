/**
 * The list summary without the day: `reservation_list_rollup` holds the same counts and totals per
 * (scope, service type, status, currency, commercial status). A list without a date filter — the
 * /resumen page as it opens, the flight list without a departure window — sums a few dozen rows
 * instead of one per day of the key (9 600 for staff in SEED=bench: 3.8 ms of PostgreSQL a
 * request). Written by the same triggers in the same statement as the daily rows, appended and
 * folded the same way (0050), so bookings never wait for each other on it either.
 */
import type { Kysely } from 'kysely';
import { appendDeltas, applyFunction, foldFunction, moveFunction } from './0050_reservation_list_summary_appends.ts';
import { runStatements } from './run.ts';

const KEY = 'scope_path, service_type, status, currency_id, commercial_status';

/** The signed deltas of `source` per daily key (0050's grouping), zero deltas skipped. */
const deltaRows = (source: string) => `select p.scope_path, d.service_type, d.status, d.currency_id, d.start_date, d.commercial_status, sum(d.sign) as n, sum(d.sign * d.total) as t
    from (${source}) d cross join lateral agency_path_prefixes(d.agency_path) p(scope_path)
    group by 1, 2, 3, 4, 5, 6
    having sum(d.sign) <> 0 or sum(d.sign * d.total) <> 0`;

/** One statement: the deltas appended to the daily summary, and summed without the day to the rollup. */
const appendBoth = (source: string) => `
  with d as (${deltaRows(source)}),
  daily as (
    insert into reservation_list_summary (scope_path, service_type, status, currency_id, start_date, commercial_status, reservations, total)
    select scope_path, service_type, status, currency_id, start_date, commercial_status, n, t from d
  )
  insert into reservation_list_rollup (${KEY}, reservations, total)
  select ${KEY}, sum(n), sum(t) from d group by ${KEY}
  having sum(n) <> 0 or sum(t) <> 0`;

const truncateFunction = (tables: string[]) => `create or replace function reservation_list_summary_truncate() returns trigger language plpgsql as $f$
  begin
    ${tables.map((t) => `delete from ${t};`).join('\n    ')}
    return null;
  end $f$`;

const up = [
  `create table reservation_list_rollup (
    scope_path varchar(200) not null,
    service_type varchar(20) not null,
    status varchar(10) not null,
    currency_id integer not null,
    commercial_status varchar(15) not null,
    reservations integer not null,
    total numeric not null,
    fresh boolean not null default true
  )`,
  `create index reservation_list_rollup_key_idx on reservation_list_rollup (${KEY})`,
  'create index reservation_list_rollup_fresh_idx on reservation_list_rollup (scope_path) where fresh',
  `insert into reservation_list_rollup (${KEY}, reservations, total, fresh)
    select ${KEY}, sum(reservations), sum(total), false from reservation_list_summary group by ${KEY}
    having sum(reservations) <> 0 or sum(total) <> 0`,
  foldFunction('reservation_list_rollup', KEY.split(', ')),
  applyFunction(appendBoth),
  moveFunction(appendBoth),
  truncateFunction(['reservation_list_summary', 'reservation_list_rollup']),
];

const down = [
  applyFunction(appendDeltas),
  moveFunction(appendDeltas),
  truncateFunction(['reservation_list_summary']),
  'drop function reservation_list_rollup_fold(integer)',
  'drop table reservation_list_rollup',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
