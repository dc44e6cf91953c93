/**
 * Helpers for the tests of the flight administration (issue 4): calls as a demo user, the demo
 * ids by code, the tables a refused request must leave unchanged, and a check that every stored
 * seat number keeps the inventory invariants.
 */
import type { Permission } from '../../domain/permissions.ts';
import { isConsistent } from '../../domain/flights/edits.ts';
import type { Database } from '../db/schema.ts';
import type { TestApp } from './testApp.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(t: TestApp) {
  return async (user: string, method: Method, url: string, payload?: unknown, lang = 'es') =>
    t.app.inject({ method, url: `/api/${url}`, payload: payload as object | undefined, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

export const FLIGHT_TABLES = [
  'airlines',
  'cities',
  'airports',
  'seat_categories',
  'luggage_categories',
  'visible_luggage_categories',
  'flight_routes',
  'flights',
  'flight_calendars',
  'subcalendars',
  'subcalendar_categories',
  'subcalendar_group_seats',
  'flight_price_rules',
  'promotion_price_rules',
  'airport_supplements',
  'admin_history',
] as const satisfies readonly (keyof Database)[];

/** Staff users of the central agency with exactly these permissions. */
export function staff(t: TestApp, username: string, type: 'admin' | 'commercial' | 'coordinator', groups: Permission[]) {
  return t.createUser({ username, type, groups });
}

export async function cityId(t: TestApp, code: string): Promise<number> {
  return (await t.db.selectFrom('cities').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

export async function categoryId(t: TestApp, code: string): Promise<number> {
  return (await t.db.selectFrom('seat_categories').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

export async function flightId(t: TestApp, number: string): Promise<number> {
  return (await t.db.selectFrom('flights').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;
}

export async function groupId(t: TestApp, name: string): Promise<number> {
  return (await t.db.selectFrom('agency_groups').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** The next departures of a flight from `from` on, by date. */
export async function departures(t: TestApp, number: string, count: number, from = '1900-01-01'): Promise<number[]> {
  const rows = await t.db
    .selectFrom('subcalendars as s')
    .innerJoin('flights as f', 'f.id', 's.flight_id')
    .select('s.id')
    .where('f.number', '=', number)
    .where('s.departure_date', '>=', from)
    .orderBy('s.departure_date')
    .limit(count)
    .execute();
  return rows.map((r) => r.id);
}

/** Every category row against its group rows: the invariants of docs/api-flights.md. */
export async function inventoryIsConsistent(t: TestApp): Promise<boolean> {
  const cats = await t.db.selectFrom('subcalendar_categories').select(['subcalendar_id', 'category_id', 'capacity', 'sold', 'group_reserved']).execute();
  const groups = await t.db.selectFrom('subcalendar_group_seats').select(['subcalendar_id', 'category_id', 'seats', 'sold']).execute();
  const byKey = new Map<string, { seats: number; sold: number }[]>();
  for (const g of groups) {
    const key = `${g.subcalendar_id}:${g.category_id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), g]);
  }
  return cats.every((c) => isConsistent(c, byKey.get(`${c.subcalendar_id}:${c.category_id}`) ?? []));
}
