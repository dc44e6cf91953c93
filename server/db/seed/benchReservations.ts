/**
 * The BENCH_RESERVATIONS flight reservations of SEED=bench (see benchFlights.ts), written set-based
 * (INSERT … SELECT over generate_series): reservations, flight rows with frozen prices and seat
 * sources, passengers, the agencies' passenger directory and history, and their seats counted
 * into the departures' `sold`, so the inventory agrees with the bookings.
 */
import { sql, type Kysely } from 'kysely';
import { LOCATOR_ALPHABET, LOCATOR_LENGTH } from '../../../domain/flights/locator.ts';
import type { Database } from '../schema.ts';
import type { BenchFlight } from './benchFlights.ts';

type Db = Kysely<Database>;

export const BENCH_RESERVATIONS = 100_000;
/** Demo users of the Mexican subtree who book a tenth of the reservations: an agency user's list is not empty. */
const DEMO_BOOKERS = ['operator2', 'operator3', 'operator3b', 'seller2'];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A stride coprime to `n`: `k * stride mod n` visits every index once per cycle, well spread. */
function strideFor(n: number): number {
  let s = Math.max(7, Math.floor(n * 0.381966)); // golden-section start, far from a neighbour's index
  while (gcd(s, n) !== 1) s += 1;
  return s;
}

/** SQL of the locator numbered `v` (0 ≤ v < 31^6): its base-31 digits in the locator alphabet. */
export function locatorSql(v: string): string {
  const base = LOCATOR_ALPHABET.length;
  return Array.from({ length: LOCATOR_LENGTH }, (_, i) => `substr('${LOCATOR_ALPHABET}', 1 + ((${v}) / ${base ** i} % ${base})::int, 1)`).join(' || ');
}

export const FIRST_NAMES = `array['Ana','Luis','María','Carlos','Lucía','Jorge','Elena','Pedro','Sofía','Diego','Carmen','Javier','Laura','Miguel','Paula','Andrés','Rosa','Tomás']`;
export const LAST_NAMES = `array['García','Martínez','López','Hernández','González','Pérez','Sánchez','Ramírez','Torres','Flores','Rivera','Gómez','Díaz','Cruz','Morales','Ortiz','Castro','Vega','Rojas','Navarro']`;

/** The agencies' markup over the net price, one figure for the whole chain (bench data only). */
const MARKUP = '1.10';

/** The frozen prices of one leg (flight_reservations.prices item), for the booking `b` over departure `s`. */
function legJson(direction: 'outbound' | 'inbound', s: string, suffix: '' | '_oi'): string {
  const pax = (type: 'adult' | 'child' | 'infant', count: string) => {
    const price = `${s}.price_${type}${suffix}`;
    return `json_build_object('count', ${count}, 'base', ${price}::text, 'after_rule', ${price}::text, 'rule', null, 'promotion', null,
      'net', ${price}::text, 'sell', round(${price} * ${MARKUP}, 2)::text)`;
  };
  return `json_build_object('direction', '${direction}', 'subcalendar', ${s}.id, 'passengers', json_strip_nulls(json_build_object(
    'adult', ${pax('adult', 'b.adults')},
    'child', case when b.children > 0 then ${pax('child', 'b.children')} end,
    'infant', case when b.infants > 0 then ${pax('infant', 'b.infants')} end)))`;
}

/** The legs of booking `b` (outbound `o`, inbound `i` or null), as flight_reservations.prices holds them. */
const LEGS_JSON = `case when b.inbound_id is null then json_build_array(${legJson('outbound', 'o', '')})
  else json_build_array(${legJson('outbound', 'o', '_oi')}, ${legJson('inbound', 'i', '_oi')}) end`;

/** The sell price of a leg over departure `s` for the passengers of `p`. */
const sell = (s: string, suffix: '' | '_oi') =>
  ['adult', 'child', 'infant'].map((type) => `round(${s}.price_${type}${suffix} * ${MARKUP}, 2) * p.${type === 'adult' ? 'adults' : type === 'child' ? 'children' : 'infants'}`).join(' + ');

const quoted = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

/**
 * The bookings, decided per number n in a temp table (agency and operator, departures, passengers,
 * statuses, prices), then written into every table a booking writes: reservations,
 * flight_reservations, reservation_passengers, the agency's passenger directory and the history.
 */
export async function seedBenchReservations(db: Db, flights: readonly BenchFlight[]): Promise<void> {
  const bookers = Number(
    (await db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('username', 'like', 'bench.op%').where('is_active', '=', true).executeTakeFirstOrThrow()).n,
  );
  if (bookers === 0) throw new Error('SEED=bench needs the bench network (its users book the reservations)');
  const countries = Number((await db.selectFrom('countries').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  // The snapshot a booking freezes (flightSnapshots): every flight policy, as the bench flights
  // name none, and the flights' terms (the first of the catalogue, seedBenchSchedules).
  const policies = await db
    .selectFrom('cancellation_policies')
    .select(['name', 'discount_type', 'value', 'min_days', 'max_days'])
    .where('service_type', '=', 'flights')
    .orderBy('min_days')
    .orderBy('id')
    .execute();
  const terms = await db.selectFrom('term_conditions').select(['name', 'description']).where('service_type', '=', 'flights').orderBy('id').executeTakeFirst();
  const space = LOCATOR_ALPHABET.length ** LOCATOR_LENGTH;

  await sql`create temp table bench_flights on commit drop as
    select * from unnest(${flights.map((f) => f.id)}::int[], ${flights.map((f) => f.reverseId)}::int[]) as t(flight_id, reverse_id)`.execute(db);
  const departures = Number((await sql<{ n: number }>`select count(*)::int as n from subcalendars s join bench_flights bf on bf.flight_id = s.flight_id`.execute(db)).rows[0].n);
  // Locators: n ↦ n·p mod 31^6 is one-to-one (p prime to 31), so bench locators never repeat; the
  // few that a demo booking may already hold are skipped and the next candidates used instead.
  await sql
    .raw(
      `create temp table bench_locators on commit drop as
       select (row_number() over (order by n))::int as n, locator from (
         select n, ${locatorSql(`(n::bigint * 104729 + 7919) % ${space}`)} as locator from generate_series(1, ${BENCH_RESERVATIONS + 2_000}) n
       ) c where not exists (select 1 from reservations r where r.locator = c.locator)`,
    )
    .execute(db);
  // Each departure is the outbound of at most two bookings (n·stride mod D, n < 2D), and the way
  // back of at most the two of one outbound departure, so no category runs out of seats.
  await sql
    .raw(
      `create temp table bench_bookings on commit drop as
       with deps as (
         select s.id, s.flight_id, s.departure_date, s.arrival_date, s.price_adult, s.price_child, s.price_infant, s.price_adult_oi, s.price_child_oi, s.price_infant_oi,
           bf.reverse_id, row_number() over (order by s.id) - 1 as k
         from subcalendars s join bench_flights bf on bf.flight_id = s.flight_id
       ),
       bench_users as (
         select u.id, u.agency_id, row_number() over (order by u.id) - 1 as k from users u where u.username like 'bench.op%' and u.is_active
       ),
       demo_users as (
         select u.id, u.agency_id, row_number() over (order by u.username) - 1 as k from users u where u.username in (${DEMO_BOOKERS.map((u) => `'${u}'`).join(', ')})
       ),
       hashed as (
         -- h: a multiplicative hash of n, so that what is decided from it (category, party, round
         -- trip, statuses) does not repeat in step with what n decides (the agency, the departure).
         select n, locator, (n::bigint * 2654435761) % 4294967296 as h from bench_locators where n <= ${BENCH_RESERVATIONS}
       ),
       picked as (
         select n, locator, h,
           -- A tenth is booked in the Mexican demo subtree, the rest by the bench network's users.
           case when n % 10 = 0 then (n / 10) % ${DEMO_BOOKERS.length} else -1 end as demo_k,
           (n::bigint * ${strideFor(bookers)}) % ${bookers} as user_k,
           (n::bigint * ${strideFor(departures)}) % ${departures} as dep_k,
           case when h % 20 = 0 then 'FIRST' when h % 20 < 4 then 'STDP' else 'ECO' end as category,
           (case when h % 20 = 0 then 1 + (h / 20) % 2 else 1 + ((h / 20) % 7 = 0)::int * 2 + ((h / 20) % 3 = 0)::int end)::int as adults,
           case when h % 20 = 0 then 0 else ((h / 420) % 5 = 1)::int end as children,
           ((h / 2100) % 11 = 0)::int as infants,
           (h / 23100) % 13 = 0 as cancelled,
           (h / 300300) % 3 = 0 as round_trip,
           now() - make_interval(mins => ((n::bigint * 7907) % 525600)::int) as created_at
         from hashed
       )
       select p.n, (p.h / 900900 % 60)::int as s, p.locator, coalesce(du.id, bu.id) as operator_id, coalesce(du.agency_id, bu.agency_id) as agency_id,
         c.id as category_id, p.adults, p.children, p.infants, p.cancelled, p.created_at,
         d.id as outbound_id, ib.id as inbound_id, d.departure_date as start_date, coalesce(ib.arrival_date, d.arrival_date) as end_date,
         -- Net = the legs' prices per passenger (one-way, or the round trip's on each leg); the
         -- total sells each leg's price with the markup, as the booking's per-passenger prices do.
         case when ib.id is null then d.price_adult * p.adults + d.price_child * p.children + d.price_infant * p.infants
           else (d.price_adult_oi + ib.price_adult_oi) * p.adults + (d.price_child_oi + ib.price_child_oi) * p.children
             + (d.price_infant_oi + ib.price_infant_oi) * p.infants end as net,
         case when ib.id is null then ${sell('d', '')}
           else ${sell('d', '_oi')} + ${sell('ib', '_oi')} end as total
       from picked p
       join deps d on d.k = p.dep_k
       join seat_categories c on c.code = p.category
       left join demo_users du on du.k = p.demo_k
       left join bench_users bu on bu.k = p.user_k
       -- A third fly back on the reverse flight 3 to 10 days later (one way when that is past the
       -- year). The stay depends on the outbound flight alone, so (flight, date) ↦ way back is one-to-one.
       left join subcalendars ib on p.round_trip and ib.flight_id = d.reverse_id and ib.departure_date = d.departure_date + (3 + d.flight_id % 8)`,
    )
    .execute(db);
  const base = Number((await db.selectFrom('reservations').select(sql<number>`coalesce(max(id), 0)::int`.as('max')).executeTakeFirstOrThrow()).max);
  await sql
    .raw(
      `insert into reservations (id, locator, service_type, status, agency_id, operator_id, seller_id, client_name, start_date, end_date, currency_id,
         net, total, price_levels, commercial_status, accounting_status, provider_status, coordinator_status, business_line, cost_center,
         penalty, cancelled_at, created_by, created_at, updated_at)
       select ${base} + b.n, b.locator, 'flights', case when b.cancelled then 'cancelled' else 'reserved' end, b.agency_id, b.operator_id, sl.id,
         (${FIRST_NAMES})[1 + b.n % 18] || ' ' || (${LAST_NAMES})[1 + (b.n / 18) % 20] || ' ' || (${LAST_NAMES})[1 + (b.n / 360) % 20],
         b.start_date, b.end_date, 1, b.net, b.total,
         json_build_object('currency', 1, 'trip_type', case when b.inbound_id is null then 'one_way' else 'round_trip' end,
           'net', b.net::text, 'sell', b.total::text, 'levels', '[]'::json, 'legs', ${LEGS_JSON},
           'supplements', json_build_object('total', '0.00', 'lines', '[]'::json), 'taxes', json_build_object('total', '0.00', 'lines', '[]'::json),
           'total', b.total::text),
         case when b.cancelled then 'cancelled' when b.s % 5 < 2 then 'paid' when b.s % 5 = 2 then 'partial-paid' else 'non-paid' end,
         case when not b.cancelled and b.s % 5 < 2 and b.s % 3 = 0 then 'paid-verified' else 'no-reviewed' end,
         case when not b.cancelled and b.s % 5 < 2 and b.s % 4 = 0 then 'paid-verified' else 'no-paid' end,
         case when b.cancelled then 'cancelled' when b.s % 4 < 2 then 'confirmed' else 'requested' end,
         (array['', 'Vacacional', 'Corporativo', 'Grupos'])[1 + b.s % 4], (array['', 'CC-01', 'CC-02'])[1 + b.s % 3],
         case when b.cancelled then round(b.total * 0.10, 2) end,
         case when b.cancelled then least(b.created_at + interval '2 days', now()) end,
         b.operator_id, b.created_at, b.created_at
       from bench_bookings b join subcalendars o on o.id = b.outbound_id left join subcalendars i on i.id = b.inbound_id
       left join sellers sl on sl.user_id = b.operator_id and sl.active`,
    )
    .execute(db);
  // The identity must continue after the ids given explicitly above.
  await sql`select setval(pg_get_serial_sequence('reservations', 'id'), (select max(id) from reservations))`.execute(db);

  const source = (column: string) => `json_build_object('subcalendar_id', ${column}, 'category_id', b.category_id, 'agency_group_id', null, 'seats', b.adults + b.children)`;
  await sql
    .raw(
      `insert into flight_reservations (reservation_id, outbound_subcalendar_id, inbound_subcalendar_id, category_id, trip_type, adults, children, infants,
         prices, seat_sources, apply_penalties, cancellation_policy, terms_and_conditions)
       select ${base} + b.n, b.outbound_id, b.inbound_id, b.category_id, case when b.inbound_id is null then 'one_way' else 'round_trip' end,
         b.adults, b.children, b.infants, ${LEGS_JSON},
         -- A cancelled booking gave its seats back (the cancel action empties its sources).
         case when b.cancelled then '[]'::json when b.inbound_id is null then json_build_array(${source('b.outbound_id')})
           else json_build_array(${source('b.outbound_id')}, ${source('b.inbound_id')}) end,
         true, ${quoted(policies)}, ${quoted(terms ? [terms] : [])}
       from bench_bookings b join subcalendars o on o.id = b.outbound_id left join subcalendars i on i.id = b.inbound_id`,
    )
    .execute(db);

  // Passengers: adults first (the first one holds the booking and its contact data), then
  // children, then infants on the lap of the adult of the same index; ages agree with the type.
  await sql
    .raw(
      `with nat as (select id, row_number() over (order by id) - 1 as k from countries)
       insert into reservation_passengers (reservation_id, position, type, first_name, last_name, date_of_birth, gender, nationality_id, passport,
         email, phone, address, zip_code, country_id, infant_of)
       select ${base} + b.n, pos, t.type,
         case when pos = 0 then (${FIRST_NAMES})[1 + b.n % 18] else (${FIRST_NAMES})[1 + (b.n + pos * 5) % 18] end,
         (${LAST_NAMES})[1 + (b.n / 18) % 20] || ' ' || (${LAST_NAMES})[1 + (b.n / 360) % 20],
         b.start_date - case t.type when 'adult' then make_interval(years => 22 + (b.n + pos) % 45, days => (b.n * 7 + pos) % 360)
           when 'child' then make_interval(years => 3 + (b.n + pos) % 8, days => (b.n + pos) % 300) else make_interval(months => 3 + b.n % 18) end,
         case when (b.n + pos) % 2 = 0 then 'female' else 'male' end,
         nat.id,
         'BX' || lpad((${base} + b.n)::text, 9, '0') || pos,
         case when pos = 0 then 'cliente' || b.n || '@bench.example' else '' end,
         case when pos = 0 then '+52' || lpad((b.n % 1000000000)::text, 9, '0') else '' end,
         case when pos = 0 then 'Calle ' || (1 + b.n % 200) || ' nº ' || (1 + b.n % 90) else '' end,
         case when pos = 0 then lpad((10000 + b.n % 89999)::text, 5, '0') else '' end,
         case when pos = 0 then nat.id end,
         case when t.type = 'infant' then pos - b.adults - b.children end
       from bench_bookings b
       cross join lateral generate_series(0, b.adults + b.children + b.infants - 1) pos
       cross join lateral (select case when pos < b.adults then 'adult' when pos < b.adults + b.children then 'child' else 'infant' end as type) t
       join nat on nat.k = (b.n + pos * 7) % ${countries}`,
    )
    .execute(db);
  // The agency's passenger directory, as each booking refreshes it (bench passports never repeat).
  await sql
    .raw(
      `insert into passengers (agency_id, first_name, middle_name, last_name, date_of_birth, gender, nationality_id, passport, email, phone, address, zip_code, country_id,
         created_at, updated_at)
       select r.agency_id, p.first_name, p.middle_name, p.last_name, p.date_of_birth, p.gender, p.nationality_id, p.passport, p.email, p.phone, p.address, p.zip_code,
         p.country_id, r.created_at, r.created_at
       from reservation_passengers p join reservations r on r.id = p.reservation_id
       where r.id > ${base}
       on conflict (agency_id, upper(passport)) do nothing`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into reservation_history (reservation_id, at, user_id, action, after)
       select ${base} + b.n, b.created_at, b.operator_id, 'created',
         json_build_object('locator', b.locator, 'total', b.total::text, 'currency', 1, 'outbound', b.outbound_id, 'inbound', b.inbound_id)
       from bench_bookings b
       union all
       select ${base} + b.n, least(b.created_at + interval '2 days', now()), b.operator_id, 'cancelled',
         json_build_object('status', 'cancelled', 'commercial_status', 'cancelled', 'coordinator_status', 'cancelled', 'penalty', round(b.total * 0.10, 2)::text, 'apply_penalties', true)
       from bench_bookings b where b.cancelled`,
    )
    .execute(db);
  // Seats of the live bookings, on each leg, from the general pool (the bench flights hold no group seats).
  await sql`update subcalendar_categories sc set sold = sc.sold + x.seats
    from (select leg as subcalendar_id, category_id, sum(adults + children)::int as seats
          from bench_bookings b cross join lateral (values (b.outbound_id), (b.inbound_id)) l(leg)
          where not b.cancelled and leg is not null group by leg, category_id) x
    where sc.subcalendar_id = x.subcalendar_id and sc.category_id = x.category_id`.execute(db);
}
