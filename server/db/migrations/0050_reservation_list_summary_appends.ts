/**
 * The list summary of 0013 kept one row per key and each write added to it in place: every booking
 * of a day updated the same whole-network row ('' scope) and its agency's parents' rows, and held
 * their locks until its transaction ended. A checkout books and pays in one transaction, so the
 * checkouts of a day waited for each other there (`npm run bench -- --pg checkout-funds`: 20 of 40
 * active statements waiting on a summary row, 7.8 checkouts/s).
 *
 * Now a write appends its deltas as new rows ("fresh") and takes no lock anyone else wants. The
 * readers already sum the rows of a key, so they read the same. A background job
 * (reservations/summaryCompaction.ts) folds the fresh rows of a key into one row now and then, so
 * the rows stay about one per key; a fold is one statement, so a reader sees the rows before it or
 * after it, equal sums either way.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const KEY = 'scope_path, service_type, status, currency_id, start_date, commercial_status';
const KEPT = ['agency_id', 'service_type', 'status', 'currency_id', 'start_date', 'commercial_status', 'total'];

/** Appends `sign`ed rows of (service_type, …, total, agency path) grouped per scope key; zero deltas skipped. */
export const appendDeltas = (source: string) => `
  insert into reservation_list_summary (${KEY}, reservations, total)
  select p.scope_path, d.service_type, d.status, d.currency_id, d.start_date, d.commercial_status, sum(d.sign), sum(d.sign * d.total)
  from (${source}) d cross join lateral agency_path_prefixes(d.agency_path) p(scope_path)
  group by 1, 2, 3, 4, 5, 6
  having sum(d.sign) <> 0 or sum(d.sign * d.total) <> 0`;

/** The changed reservations (`rows`: sign and every column) with their agency's path. */
const changedRows = (rows: string) => `select c.sign, c.service_type, c.status, c.currency_id, c.start_date, c.commercial_status, c.total, a.path as agency_path
    from (${rows}) c join agencies a on a.id = c.agency_id`;

export const applyFunction = (deltas: (source: string) => string) => `create or replace function reservation_list_summary_apply() returns trigger language plpgsql as $f$
  begin
    if tg_op = 'INSERT' then
      ${deltas(changedRows('select 1 as sign, * from new_rows'))};
    elsif tg_op = 'DELETE' then
      ${deltas(changedRows('select -1 as sign, * from old_rows'))};
    elsif exists (select from old_rows o join new_rows n using (id) where (${KEPT.map((c) => `o.${c}`).join(', ')}) is distinct from (${KEPT.map((c) => `n.${c}`).join(', ')})) then
      ${deltas(changedRows('select -1 as sign, * from old_rows union all select 1, * from new_rows'))};
    end if;
    return null;
  end $f$`;

export const moveFunction = (deltas: (source: string) => string) => `create or replace function reservation_list_summary_move_agency() returns trigger language plpgsql as $f$
  begin
    ${deltas(`select m.sign, r.service_type, r.status, r.currency_id, r.start_date, r.commercial_status, r.total, m.agency_path
      from reservations r cross join (values (-1, old.path), (1, new.path)) m(sign, agency_path) where r.agency_id = new.id`)};
    return null;
  end $f$`;

/** 0013's upsert, for `down` (after the rows are folded to one per key). */
const upsertDeltas = (source: string) => `${appendDeltas(source)}
  order by 1, 2, 3, 4, 5, 6
  on conflict (${KEY}) do update set reservations = s.reservations + excluded.reservations, total = s.total + excluded.total`.replace(
  'insert into reservation_list_summary (',
  'insert into reservation_list_summary as s (',
);

/**
 * Folds the fresh rows of up to `max_keys` keys of `table`, with every other row of those keys, into
 * one row per key (none when the key sums to nothing); answers how many keys it folded. A row a
 * writer appends meanwhile is not seen by the delete and stays fresh for the next fold. (0052 makes
 * the same function for the rollup.)
 */
export const foldFunction = (table: string, key: readonly string[]) => {
  const columns = key.join(', ');
  return `create function ${table}_fold(max_keys integer) returns integer language sql as $f$
    with keys as (
      select distinct ${columns} from ${table} where fresh limit max_keys
    ), gone as (
      delete from ${table} s using keys k
      where (${key.map((c) => `s.${c}`).join(', ')})
        = (${key.map((c) => `k.${c}`).join(', ')})
      returning s.*
    ), kept as (
      insert into ${table} (${columns}, reservations, total, fresh)
      select ${columns}, sum(reservations), sum(total), false from gone group by ${columns}
      having sum(reservations) <> 0 or sum(total) <> 0
    )
    select count(*)::int from (select distinct ${columns} from gone) folded
  $f$`;
};

const up = [
  'alter table reservation_list_summary drop constraint reservation_list_summary_pkey',
  `create index reservation_list_summary_key_idx on reservation_list_summary (${KEY})`,
  // Rows written before this migration are folded already; rows appended from now on are fresh.
  'alter table reservation_list_summary add column fresh boolean not null default false',
  'alter table reservation_list_summary alter column fresh set default true',
  'create index reservation_list_summary_fresh_idx on reservation_list_summary (scope_path) where fresh',
  foldFunction('reservation_list_summary', KEY.split(', ')),
  applyFunction(appendDeltas),
  moveFunction(appendDeltas),
];

const down = [
  'select reservation_list_summary_fold(2147483647)',
  applyFunction(upsertDeltas),
  moveFunction(upsertDeltas),
  'drop function reservation_list_summary_fold(integer)',
  'drop index reservation_list_summary_fresh_idx',
  'alter table reservation_list_summary drop column fresh',
  'drop index reservation_list_summary_key_idx',
  `alter table reservation_list_summary add primary key (${KEY})`,
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
