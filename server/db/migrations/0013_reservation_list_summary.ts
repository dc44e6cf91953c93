/**
 * Counts and totals of the reservation list kept per (scope, service type, status, currency,
 * departure day, commercial status), so a page's count and its paid/unpaid totals read a few
 * hundred summary rows instead of every matching reservation (23 000 of 100 000 for staff in
 * SEED=bench: that aggregate was most of the page on PostgreSQL with the answer caches off).
 *
 * The scope is an agency path prefix: a reservation counts under '' (the whole network) and under
 * each prefix of its agency's path ('1.', '1.4.', '1.4.17.'), so `path like '1.4.%'` — the
 * tenant scope of server/http/scope.ts — is the one scope row '1.4.'.
 *
 * Triggers keep it, in the transaction of the write, for every writer (booking, status changes,
 * cancellations, leg changes, seeds, and writers yet to come): statement-level with transition
 * tables, so a bulk insert costs one aggregate, not one upsert per row. Deltas are applied in key
 * order so two writers never wait for each other's rows crosswise (deadlock). An agency whose path
 * changes moves its reservations between scopes.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const KEY = 'scope_path, service_type, status, currency_id, start_date, commercial_status';
/** The reservation's columns the summary reads. */
const KEPT = ['agency_id', 'service_type', 'status', 'currency_id', 'start_date', 'commercial_status', 'total'];

/** Adds `sign`ed rows of (service_type, …, total, agency path) grouped per scope key; zero deltas skipped. */
const upsertDeltas = (source: string) => `
  insert into reservation_list_summary as s (${KEY}, reservations, total)
  select p.scope_path, d.service_type, d.status, d.currency_id, d.start_date, d.commercial_status, sum(d.sign), sum(d.sign * d.total)
  from (${source}) d cross join lateral agency_path_prefixes(d.agency_path) p(scope_path)
  group by 1, 2, 3, 4, 5, 6
  having sum(d.sign) <> 0 or sum(d.sign * d.total) <> 0
  order by 1, 2, 3, 4, 5, 6
  on conflict (${KEY}) do update set reservations = s.reservations + excluded.reservations, total = s.total + excluded.total`;

const up = [
  `create table reservation_list_summary (
    scope_path varchar(200) not null,
    service_type varchar(20) not null,
    status varchar(10) not null,
    currency_id integer not null,
    start_date date not null,
    commercial_status varchar(15) not null,
    reservations integer not null,
    total numeric not null,
    primary key (${KEY})
  )`,
  // '' and every dot-terminated prefix of a path: '1.4.' → '', '1.', '1.4.'.
  `create function agency_path_prefixes(path text) returns setof text language sql immutable as $$
    select ''::text
    union all
    select array_to_string(e[1:i], '.') || '.' from (select string_to_array(rtrim(path, '.'), '.') as e) x, generate_series(1, cardinality(e)) i
  $$`,
  // One function for the three statement triggers (the transition tables are named alike); static
  // statements, so PL/pgSQL plans each once per connection, not once per write.
  `create function reservation_list_summary_apply() returns trigger language plpgsql as $f$
  begin
    if tg_op = 'INSERT' then
      ${upsertDeltas(changedRows('select 1 as sign, * from new_rows'))};
    elsif tg_op = 'DELETE' then
      ${upsertDeltas(changedRows('select -1 as sign, * from old_rows'))};
    elsif exists (select from old_rows o join new_rows n using (id) where (${KEPT.map((c) => `o.${c}`).join(', ')}) is distinct from (${KEPT.map((c) => `n.${c}`).join(', ')})) then
      -- Only when a kept column changed: a confirmation code or an accounting status moves nothing.
      ${upsertDeltas(changedRows('select -1 as sign, * from old_rows union all select 1, * from new_rows'))};
    end if;
    return null;
  end $f$`,
  `create trigger reservation_list_summary_insert after insert on reservations referencing new table as new_rows
    for each statement execute function reservation_list_summary_apply()`,
  `create trigger reservation_list_summary_update after update on reservations referencing old table as old_rows new table as new_rows
    for each statement execute function reservation_list_summary_apply()`,
  `create trigger reservation_list_summary_delete after delete on reservations referencing old table as old_rows
    for each statement execute function reservation_list_summary_apply()`,
  `create function reservation_list_summary_truncate() returns trigger language plpgsql as $f$
  begin
    delete from reservation_list_summary;
    return null;
  end $f$`,
  `create trigger reservation_list_summary_truncate after truncate on reservations for each statement execute function reservation_list_summary_truncate()`,
  `create function reservation_list_summary_move_agency() returns trigger language plpgsql as $f$
  begin
    ${upsertDeltas(`select m.sign, r.service_type, r.status, r.currency_id, r.start_date, r.commercial_status, r.total, m.agency_path
      from reservations r cross join (values (-1, old.path), (1, new.path)) m(sign, agency_path) where r.agency_id = new.id`)};
    return null;
  end $f$`,
  `create trigger reservation_list_summary_move_agency after update of path on agencies for each row
    when (old.path is distinct from new.path) execute function reservation_list_summary_move_agency()`,
  // A subtree's page (operator2: 3 agencies, 2 400 matches of 100 000) read from the index alone,
  // the ids and creation times of each agency's matches, then the newest 25 taken: 15–26 ms of
  // heap reads through (agency_id, start_date) → 1.4 ms.
  `create index reservations_agency_list_idx on reservations (agency_id, service_type, status, currency_id, start_date) include (created_at, id, total)`,
  // The whole network's pages by amount or client, walked in order from the index alone and
  // stopped at the page (staff, page 11 of 23 000 matches: 170 → 0.7 ms and 237 → 0.9 ms) instead
  // of every match read and sorted.
  `create index reservations_list_total_idx on reservations (service_type, status, currency_id, total, id) include (start_date, agency_id)`,
  `create index reservations_list_client_idx on reservations (service_type, status, currency_id, lower(client_name), id) include (start_date, agency_id, client_name)`,
  // What the reservations hold now.
  upsertDeltas(`select 1 as sign, r.service_type, r.status, r.currency_id, r.start_date, r.commercial_status, r.total, a.path as agency_path
    from reservations r join agencies a on a.id = r.agency_id`),
];

/** The changed reservations (`rows`: sign and every column) with their agency's path. */
function changedRows(rows: string): string {
  return `select c.sign, c.service_type, c.status, c.currency_id, c.start_date, c.commercial_status, c.total, a.path as agency_path
    from (${rows}) c join agencies a on a.id = c.agency_id`;
}

const down = [
  'drop index reservations_list_client_idx',
  'drop index reservations_list_total_idx',
  'drop index reservations_agency_list_idx',
  'drop trigger reservation_list_summary_move_agency on agencies',
  'drop trigger reservation_list_summary_truncate on reservations',
  'drop trigger reservation_list_summary_delete on reservations',
  'drop trigger reservation_list_summary_update on reservations',
  'drop trigger reservation_list_summary_insert on reservations',
  'drop function reservation_list_summary_move_agency()',
  'drop function reservation_list_summary_truncate()',
  'drop function reservation_list_summary_apply()',
  'drop function agency_path_prefixes(text)',
  'drop table reservation_list_summary',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
