/**
 * The reservations of services other than flights in SEED=bench (issue 9: the general reservation
 * list "at 100 000 reservations of mixed services"). Flights are the only service booked through
 * its own module today, so these are what the general reservation model holds for any service
 * (ARCHITECTURE "One reservation, many services"): a `reservations` row with its `service_type`,
 * dates, agency, operator, seller, client, the four statuses, a frozen price breakdown and its
 * 'created' history row — and no side table, as a service whose module has not shipped yet (the
 * /resumen list shows such a row with its type and no summary line, and its service filters
 * `provider`/`destination_country` never match it).
 *
 * BENCH_SERVICE_RESERVATIONS rows over BENCH_SERVICE_TYPES, booked by the same bench and demo users
 * as the flights (a tenth in the Mexican demo subtree), created over the last year, starting within
 * the next year, with the flights' mix of commercial and operational statuses. Together with the
 * 100 000 flight reservations of benchReservations.ts the general list holds 150 000 reservations,
 * a third of them not flights. Written set-based (INSERT … SELECT over generate_series).
 */
import { sql, type Kysely } from 'kysely';
import { LOCATOR_ALPHABET, LOCATOR_LENGTH } from '../../../domain/flights/locator.ts';
import type { ServiceType } from '../../../domain/constants.ts';
import type { Database } from '../schema.ts';
import { BENCH_RESERVATIONS, FIRST_NAMES, LAST_NAMES, locatorSql } from './benchReservations.ts';

export const BENCH_SERVICE_RESERVATIONS = 50_000;
/** Services of spec §3 other than flights, in the general model only; the order sets their shares (first most). */
export const BENCH_SERVICE_TYPES: readonly ServiceType[] = ['hotels', 'transfers', 'cars', 'excursions', 'packages', 'experiences'];
const DEMO_BOOKERS = ['operator2', 'operator3', 'operator3b', 'seller2'];

/** `count`: smaller in the seed's test. */
export async function seedBenchServices(db: Kysely<Database>, count = BENCH_SERVICE_RESERVATIONS): Promise<void> {
  const space = LOCATOR_ALPHABET.length ** LOCATOR_LENGTH;
  const demo = DEMO_BOOKERS.map((u) => `'${u}'`).join(', ');
  const benchUsers = Number(
    (await db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('username', 'like', 'bench.op%').where('is_active', '=', true).executeTakeFirstOrThrow()).n,
  );
  // The bench network's users book nine in ten; without that network (the seed's test) the demo users all.
  const pool = benchUsers > 0 ? `u.username like 'bench.op%' and u.is_active` : `u.username in (${demo})`;
  // The flights' locator sequence continued past the numbers they may use (n ≤ BENCH_RESERVATIONS
  // + 2 000): the map is one-to-one, so no locator repeats; demo locators are skipped.
  const first = BENCH_RESERVATIONS + 2_001;
  const types = `array[${BENCH_SERVICE_TYPES.map((t) => `'${t}'`).join(', ')}]`;
  // Shares 6:5:4:3:2:1 — hotels most, experiences fewest — from one hash of n.
  const weights = BENCH_SERVICE_TYPES.map((_, i) => BENCH_SERVICE_TYPES.length - i);
  const slots = weights.reduce((a, b) => a + b, 0);
  const typeIndex = `case ${weights
    .map((_, i) => `when b.h % ${slots} < ${weights.slice(0, i + 1).reduce((a, w) => a + w, 0)} then ${i + 1}`)
    .join(' ')} end`;
  await sql
    .raw(
      `create temp table bench_services on commit drop as
       with bench_users as (
         select u.id, u.agency_id, row_number() over (order by u.id) - 1 as k, count(*) over () as c from users u where ${pool}
       ),
       demo_users as (
         select u.id, u.agency_id, row_number() over (order by u.username) - 1 as k from users u where u.username in (${demo})
       ),
       numbered as (
         select (row_number() over (order by n))::int as n, locator from (
           select n, ${locatorSql(`(n::bigint * 104729 + 7919) % ${space}`)} as locator from generate_series(${first}, ${first + count + 1_000}) n
         ) c where not exists (select 1 from reservations r where r.locator = c.locator)
       ),
       hashed as (
         select n, locator, (n::bigint * 2654435761) % 4294967296 as h from numbered where n <= ${count}
       )
       select b.n, b.locator, b.h, (b.h / 900900 % 60)::int as s, (b.h / 23100) % 13 = 0 as cancelled,
         coalesce(du.id, bu.id) as operator_id, coalesce(du.agency_id, bu.agency_id) as agency_id,
         (${types})[${typeIndex}] as service_type,
         current_date + (1 + (b.n::bigint * 7919) % 364)::int as start_date,
         1 + (b.h / 60) % 9 as nights,
         (40 + (b.h / 7) % 1200)::numeric(14,2) as net,
         now() - make_interval(mins => ((b.n::bigint * 7907 + 3) % 525600)::int) as created_at
       from hashed b
       left join demo_users du on b.n % 10 = 0 and du.k = (b.n / 10) % ${DEMO_BOOKERS.length}
       left join bench_users bu on bu.k = (b.n::bigint * 7919) % bu.c`,
    )
    .execute(db);
  const base = Number((await db.selectFrom('reservations').select(sql<number>`coalesce(max(id), 0)::int`.as('max')).executeTakeFirstOrThrow()).max);
  await sql
    .raw(
      `insert into reservations (id, locator, service_type, status, agency_id, operator_id, seller_id, client_name, start_date, end_date, currency_id,
         net, total, price_levels, commercial_status, accounting_status, provider_status, coordinator_status, business_line, cost_center,
         penalty, cancelled_at, created_by, created_at, updated_at)
       select ${base} + b.n, b.locator, b.service_type, case when b.cancelled then 'cancelled' else 'reserved' end, b.agency_id, b.operator_id, sl.id,
         (${FIRST_NAMES})[1 + b.n % 18] || ' ' || (${LAST_NAMES})[1 + (b.n / 18) % 20] || ' ' || (${LAST_NAMES})[1 + (b.n / 360) % 20],
         b.start_date, b.start_date + b.nights::int, 1, b.net, round(b.net * 1.10, 2),
         json_build_object('currency', 1, 'net', b.net::text, 'sell', round(b.net * 1.10, 2)::text, 'levels', '[]'::json,
           'supplements', json_build_object('total', '0.00', 'lines', '[]'::json), 'taxes', json_build_object('total', '0.00', 'lines', '[]'::json),
           'total', round(b.net * 1.10, 2)::text),
         case when b.cancelled then 'cancelled' when b.s % 5 < 2 then 'paid' when b.s % 5 = 2 then 'partial-paid' else 'non-paid' end,
         case when not b.cancelled and b.s % 5 < 2 and b.s % 3 = 0 then 'paid-verified' else 'no-reviewed' end,
         case when not b.cancelled and b.s % 5 < 2 and b.s % 4 = 0 then 'paid-verified' else 'no-paid' end,
         case when b.cancelled then 'cancelled' when b.s % 4 < 2 then 'confirmed' else 'requested' end,
         (array['', 'Vacacional', 'Corporativo', 'Grupos'])[1 + b.s % 4], (array['', 'CC-01', 'CC-02'])[1 + b.s % 3],
         case when b.cancelled then round(b.net * 0.11, 2) end,
         case when b.cancelled then least(b.created_at + interval '2 days', now()) end,
         b.operator_id, b.created_at, b.created_at
       from bench_services b left join sellers sl on sl.user_id = b.operator_id and sl.active`,
    )
    .execute(db);
  await sql`select setval(pg_get_serial_sequence('reservations', 'id'), (select max(id) from reservations))`.execute(db);
  await sql
    .raw(
      `insert into reservation_history (reservation_id, at, user_id, action, after)
       select ${base} + b.n, b.created_at, b.operator_id, 'created', json_build_object('locator', b.locator, 'service_type', b.service_type, 'total', round(b.net * 1.10, 2)::text, 'currency', 1)
       from bench_services b`,
    )
    .execute(db);
}
