/**
 * Set-based demo data under hotels (issue 11): for every hotel with id ≥ `fromId`, three room types
 * with their occupancies; for own hotels four seasons from the first day of this month for a year,
 * with prices for every occupancy and three meal plans, children by age band, the seasons'
 * cancellation policies, supplements (mandatory gala dinner, optional transfer and sea view),
 * offers (early booking, 7×6, a summer percent) and a year of availability in every mode. One
 * INSERT … SELECT per table, so the bench's 2 000 hotels take seconds.
 */
import { sql, type Kysely } from 'kysely';
import type { PolicySnapshot } from '../../../domain/catalogNames.ts';
import { addDays } from '../../../domain/flights/schedule.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export const DEMO_POLICIES: PolicySnapshot[] = [
  { name: 'Sin gastos con más de 14 días', name_en: 'Free with more than 14 days', discount_type: 'percent', value: '0', min_days: 15, max_days: null },
  { name: 'Entre 7 y 14 días: 25 %', name_en: 'From 7 to 14 days: 25 %', discount_type: 'percent', value: '25', min_days: 7, max_days: 14 },
  { name: 'Menos de 7 días: una noche', name_en: 'Less than 7 days: one night', discount_type: 'nights', value: '1', min_days: 2, max_days: 6 },
  { name: 'Últimas 48 horas: 100 %', name_en: 'Last 48 hours: 100 %', discount_type: 'percent', value: '100', min_days: 0, max_days: 1 },
];

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** Four seasons of three months from the first day of `today`'s month, with their price factor. */
export function demoSeasons(today: string): { name: string; start: string; end: string; factor: number; minNights: number }[] {
  const first = `${today.slice(0, 7)}-01`;
  const names = [
    ['Temporada baja', 1, 1],
    ['Temporada alta', 1.3, 3],
    ['Temporada media', 1.15, 2],
    ['Temporada baja II', 1, 1],
  ] as const;
  return names.map(([name, factor, minNights], i) => ({ name, start: addMonths(first, i * 3), end: addDays(addMonths(first, (i + 1) * 3), -1), factor, minNights }));
}

export async function seedHotelDetails(db: Db, fromId: number, today: string): Promise<void> {
  await sql`insert into hotel_room_types (hotel_id, code, name, name_en, capacity)
    select h.id, rt.code, rt.name, rt.name_en, rt.capacity
    from hotels h cross join (values ('STD', 'Estándar', 'Standard', 3), ('SUP', 'Superior vista al mar', 'Superior sea view', 4), ('JRS', 'Junior suite', 'Junior suite', 4)) as rt(code, name, name_en, capacity)
    where h.id >= ${fromId}`.execute(db);
  await sql`insert into hotel_occupancies (room_type_id, adults, children, min_age_accepted, max_age_accepted)
    select rt.id, o.adults, o.children, 0, 12
    from hotel_room_types rt cross join (values (1, 0), (2, 0), (2, 1), (3, 0), (2, 2)) as o(adults, children)
    where rt.hotel_id >= ${fromId} and o.adults + o.children <= rt.capacity`.execute(db);
  const seasons = demoSeasons(today);
  const seasonRows = sql.join(seasons.map((s) => sql`(${s.name}, ${s.start}::date, ${s.end}::date, ${s.factor}::numeric, ${s.minNights}::int)`));
  await sql`insert into hotel_contracts (hotel_id, name, start_date, end_date, currency_id, min_nights, cancellation_policies)
    select h.id, s.name, s.start_date, s.end_date, 1, greatest(s.min_nights, h.min_nights), ${JSON.stringify(DEMO_POLICIES)}::jsonb
    from hotels h cross join (values ${seasonRows}) as s(name, start_date, end_date, factor, min_nights)
    where h.id >= ${fromId} and h.provider = 'own'`.execute(db);
  // Per room and night for the occupancy's adults: by stars, room type, adults, plan and season.
  await sql`insert into hotel_prices (contract_id, room_type_id, occupancy_id, meal_plan_id, price, child_prices)
    select k.id, rt.id, o.id, m.id, p.price, json_build_array(
        json_build_object('min_age', 0, 'max_age', 1, 'price', '0.00'),
        json_build_object('min_age', 2, 'max_age', 12, 'price', to_char(round(p.price * 0.15, 2), 'FM999990.00')))::jsonb
    from hotel_contracts k
    join hotels h on h.id = k.hotel_id
    join hotel_room_types rt on rt.hotel_id = h.id
    join hotel_occupancies o on o.room_type_id = rt.id
    join (values ${seasonRows}) as s(name, start_date, end_date, factor, min_nights) on s.name = k.name
    cross join meal_plans m
    cross join lateral (select round((25 + h.category * 17)
        * case rt.code when 'STD' then 1 when 'SUP' then 1.25 else 1.6 end
        * case o.adults when 1 then 0.75 when 2 then 1 else 1.4 end
        * case m.code when 'BB' then 1 when 'HB' then 1.2 else 1.5 end
        * s.factor, 2) as price) p
    where h.id >= ${fromId} and m.code in ('BB', 'HB', 'AI')`.execute(db);
  const newYear = `${seasons[0].start.slice(0, 4)}-12-31`;
  await sql`insert into hotel_supplements (hotel_id, name, name_en, mandatory, per, frequency, amount, currency_id, date_from, date_to, min_age, max_age, room_type_id)
    select h.id, s.name, s.name_en, s.mandatory, s.per, s.frequency, s.amount, 1, s.date_from, s.date_to, s.min_age, 120,
      case when s.room_code is null then null else (select rt.id from hotel_room_types rt where rt.hotel_id = h.id and rt.code = s.room_code) end
    from hotels h cross join (values
      ('Cena de gala de fin de año', 'New Year''s Eve gala dinner', true, 'person', 'stay', 60.00, ${newYear}::date, ${newYear}::date, 2, null::text),
      ('Traslado aeropuerto - hotel', 'Airport - hotel transfer', false, 'room', 'stay', 35.00, null::date, null::date, 0, null),
      ('Vista al mar garantizada', 'Guaranteed sea view', false, 'room', 'night', 15.00, null::date, null::date, 0, 'SUP'),
      ('Cama supletoria', 'Extra bed', false, 'person', 'night', 12.00, null::date, null::date, 0, null)
    ) as s(name, name_en, mandatory, per, frequency, amount, date_from, date_to, min_age, room_code)
    where h.id >= ${fromId} and h.provider = 'own'`.execute(db);
  const summer = `${seasons[2].start}`;
  await sql`insert into hotel_offers (hotel_id, name, name_en, kind, percent, stay_nights, pay_nights, min_days_before, stay_from, stay_to, combinable)
    select h.id, o.name, o.name_en, o.kind, o.percent, o.stay_nights, o.pay_nights, o.min_days_before, o.stay_from, o.stay_to, o.combinable
    from hotels h cross join (values
      ('Reserva anticipada 10 %', 'Early booking 10 %', 'early_booking', 10.00, null::int, null::int, 45, null::date, null::date, true, 0),
      ('7 × 6', '7 × 6', 'free_nights', null, 7, 6, null, null, null, true, 1),
      ('Temporada media 15 %', 'Mid season 15 %', 'percent', 15.00, null, null, null, ${summer}::date, ${seasons[2].end}::date, false, 2)
    ) as o(name, name_en, kind, percent, stay_nights, pay_nights, min_days_before, stay_from, stay_to, combinable, every)
    where h.id >= ${fromId} and h.provider = 'own' and (o.every = 0 or h.id % (o.every + 1) = 0)`.execute(db);
  // A year of nights: most hotels sell from an allotment of 10 rooms, some freely, some on request,
  // and a few nights are stopped (stop_sale), so every mode shows in the demo.
  await sql`insert into hotel_availability (room_type_id, date, hotel_id, allotment, sold, mode)
    select rt.id, d::date, rt.hotel_id, 10, 0,
      case when (rt.hotel_id + extract(doy from d)::int) % 29 = 0 then 'stop_sale'
           when rt.hotel_id % 7 = 0 then 'on_request'
           when rt.hotel_id % 5 = 0 then 'open_sales'
           else 'cupon_sales' end
    from hotel_room_types rt
    join hotels h on h.id = rt.hotel_id and h.provider = 'own'
    cross join generate_series(${seasons[0].start}::date, ${seasons[3].end}::date, interval '1 day') as d
    where rt.hotel_id >= ${fromId}`.execute(db);
}
