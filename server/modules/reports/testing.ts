/** Helpers of the report tests: flight sales with fixed booking and departure days on chosen routes. */
import type { TestApp } from '../../testing/testApp.ts';

let serial = 0;

export interface SaleSpec {
  /** The booking instant (ISO, UTC). */
  created: string;
  subcalendar: number;
  adults: number;
  children?: number;
  infants?: number;
  total: string;
  net: string;
  status?: 'reserved' | 'cancelled';
  currency?: number;
}

/** A flight reservation of `agencyId` on the departure `subcalendar`, written as it stands. */
export async function flightSale(t: TestApp, agencyId: number, spec: SaleSpec): Promise<number> {
  serial += 1;
  const operator = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const departure = await t.db.selectFrom('subcalendars').select('departure_date').where('id', '=', spec.subcalendar).executeTakeFirstOrThrow();
  const category = await t.db.selectFrom('seat_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('reservations')
    .values({
      locator: `RP${String(serial).padStart(4, '0')}`,
      service_type: 'flights',
      status: spec.status ?? 'reserved',
      agency_id: agencyId,
      operator_id: operator.id,
      start_date: departure.departure_date,
      end_date: departure.departure_date,
      currency_id: spec.currency ?? 1,
      net: spec.net,
      total: spec.total,
      price_levels: JSON.stringify({}),
      commercial_status: spec.status === 'cancelled' ? 'cancelled' : 'non-paid',
      created_by: operator.id,
      created_at: new Date(spec.created),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('flight_reservations')
    .values({
      reservation_id: id,
      outbound_subcalendar_id: spec.subcalendar,
      inbound_subcalendar_id: null,
      category_id: category.id,
      trip_type: 'one_way',
      adults: spec.adults,
      children: spec.children ?? 0,
      infants: spec.infants ?? 0,
      prices: JSON.stringify({}),
      seat_sources: JSON.stringify([]),
    })
    .execute();
  return id;
}

/** Two departures of flights on two different routes: [{subcalendar, flight, route, departure}…]. */
export async function twoRoutes(t: TestApp) {
  const rows = await t.db
    .selectFrom('subcalendars as s')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .innerJoin('flight_routes as rt', 'rt.id', 'f.route_id')
    .select(['s.id as subcalendar', 'f.id as flight', 'f.number', 'rt.id as route', 'rt.name as route_name', 's.departure_date'])
    .orderBy('s.id')
    .execute();
  const first = rows[0];
  const second = rows.find((r) => r.route !== first.route);
  if (!second) throw new Error('the demo data has one route only');
  return [first, second] as const;
}
