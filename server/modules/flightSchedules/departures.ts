/**
 * One departure at a time (docs/api-flights.md 'Subcalendars'): an extra departure outside any
 * calendar, editing one departure only (schedule_only), deleting it, and setting its whole seat
 * inventory (update_capacity_dependent_schedule).
 */
import { sql } from 'kysely';
import { isConsistent } from '../../../domain/flights/edits.ts';
import { addDays, arrivalDayOffset, departureOn, DEFAULT_CHECKIN_MINUTES } from '../../../domain/flights/schedule.ts';
import { PRICE_FIELDS } from '../../../domain/schemas/flightAdmin.ts';
import type { subcalendarCreateBody, subcalendarUpdateBody, updateCapacityBody } from '../../../domain/schemas/flightInventory.ts';
import type { z } from '../../../domain/validation.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { checkRefs, pick, type Db } from '../flightAdmin/crud.ts';
import { writeHistory, type HistoryRow } from '../flightAdmin/history.ts';
import { applyGroupSeats, deleteSubcalendars, type GroupChange } from './bulk.ts';
import { checkCategories, conflict, insertDepartures, lockStock, type SixPrices } from './inventory.ts';
import { getSubcalendar, type SubcalendarRecord } from './records.ts';

/** The flight with its route's prices: what a new departure starts from. */
export async function flightForSchedule(db: Db, flightId: number) {
  return db
    .selectFrom('flights as f')
    .innerJoin('flight_routes as r', 'r.id', 'f.route_id')
    .select(['f.id', 'f.number', 'f.departure_time', 'f.arrival_time', 'f.travel_minutes', ...PRICE_FIELDS.map((p) => `r.${p}` as const)])
    .where('f.id', '=', flightId)
    .executeTakeFirst();
}
export type ScheduleFlight = NonNullable<Awaited<ReturnType<typeof flightForSchedule>>>;

/** The body's prices, each missing one from the route. */
export function pricesFrom(body: Partial<Record<(typeof PRICE_FIELDS)[number], string>>, fallback: SixPrices): SixPrices {
  return Object.fromEntries(PRICE_FIELDS.map((p) => [p, body[p] ?? fallback[p]])) as SixPrices;
}

export async function createSubcalendar(db: Db, userId: number, body: z.infer<typeof subcalendarCreateBody>): Promise<SubcalendarRecord> {
  const flight = await flightForSchedule(db, body.flight);
  if (!flight) throw fieldError('flight', 'validation.invalid_choice');
  await checkCategories(db, body.capacities.map((c) => c.category), 'capacities');
  const id = await db.transaction().execute(async (trx) => {
    const departure = departureOn(body.departure_date, {
      departure_time: body.departure_time ?? flight.departure_time,
      arrival_time: body.arrival_time ?? flight.arrival_time,
      checkin_minutes_before: body.checkin_minutes_before ?? DEFAULT_CHECKIN_MINUTES,
      travel_minutes: flight.travel_minutes,
    });
    const { created } = await insertDepartures(trx, { flightId: flight.id, calendarId: null, flightNumber: flight.number, prices: pricesFrom(body, flight), capacities: body.capacities, departures: [departure] });
    if (created.length === 0) throw fieldError('departure_date', 'validation.departure_taken');
    const after = await getSubcalendar(trx, created[0].id);
    await writeHistory(trx, [{ entity: 'subcalendar', entity_id: after.id, action: 'create', user_id: userId, before: null, after }]);
    return after.id;
  });
  return getSubcalendar(db, id);
}

/** schedule_only: this departure's times, number, status, blocking and prices. */
export async function updateSubcalendar(db: Db, userId: number, id: number, body: z.infer<typeof subcalendarUpdateBody>): Promise<SubcalendarRecord> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('subcalendars as s').innerJoin('flights as f', 'f.id', 's.flight_id').select(['s.id', 's.departure_date', 's.departure_time', 's.arrival_time', 'f.travel_minutes']).where('s.id', '=', id).forNoKeyUpdate('s').executeTakeFirst();
    if (!row) throw notFound();
    const before = await getSubcalendar(trx, id);
    const columns: Record<string, unknown> = pick(body, {
      departure_time: 'departure_time',
      arrival_time: 'arrival_time',
      arrival_date: 'arrival_date',
      checkin_time: 'checkin_time',
      flight_number: 'flight_number',
      schedule_status: 'schedule_status',
      blocked: 'blocked',
      ...Object.fromEntries(PRICE_FIELDS.map((p) => [p, p])),
    });
    // New clock times move the arrival date unless the body says where it lands.
    if ((body.departure_time || body.arrival_time) && !body.arrival_date) {
      columns.arrival_date = addDays(row.departure_date, arrivalDayOffset(body.departure_time ?? row.departure_time, body.arrival_time ?? row.arrival_time, row.travel_minutes));
    }
    const arrival = (columns.arrival_date as string | undefined) ?? before.arrival_date;
    if (arrival < row.departure_date) throw fieldError('arrival_date', 'validation.date_order');
    if (Object.keys(columns).length === 0) return;
    await trx.updateTable('subcalendars').set({ ...columns, updated_at: sql`now()` }).where('id', '=', id).execute();
    await writeHistory(trx, [{ entity: 'subcalendar', entity_id: id, action: 'update', user_id: userId, before, after: await getSubcalendar(trx, id) }]);
  });
  return getSubcalendar(db, id);
}

export async function deleteSubcalendar(db: Db, userId: number, id: number): Promise<void> {
  const exists = await db.selectFrom('subcalendars').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound();
  await deleteSubcalendars(db, userId, [id]);
}

/** update_capacity_dependent_schedule: capacities and group seats of one departure, checked on the final state. */
export async function updateCapacity(db: Db, userId: number, body: z.infer<typeof updateCapacityBody>): Promise<SubcalendarRecord> {
  const capacities = body.capacities ?? [];
  const groupSeats = body.groups ?? [];
  const exists = await db.selectFrom('subcalendars').select('id').where('id', '=', body.subcalendar).executeTakeFirst();
  if (!exists) throw fieldError('subcalendar', 'validation.invalid_choice');
  await checkCategories(db, capacities.map((c) => c.category), 'capacities');
  await checkCategories(db, groupSeats.map((g) => g.category), 'groups');
  for (const g of groupSeats) await checkRefs(db, { groups: ['agency_groups', g.agency_group] });
  await db.transaction().execute(async (trx) => {
    const { categories, groups } = await lockStock(trx, [body.subcalendar]);
    const history: HistoryRow[] = [];
    // New categories first, so groups may be given seats in them in the same request.
    const added = capacities.filter((c) => !categories.some((r) => r.category_id === c.category));
    if (added.length > 0) {
      const rows = await trx
        .insertInto('subcalendar_categories')
        .values(added.map((c) => ({ subcalendar_id: body.subcalendar, category_id: c.category, capacity: c.capacity })))
        .returning(['id', 'subcalendar_id', 'category_id', 'capacity', 'sold', 'group_reserved'])
        .execute();
      categories.push(...rows);
      for (const r of rows) history.push({ entity: 'subcalendar_category', entity_id: body.subcalendar, action: 'update_capacity', user_id: userId, before: null, after: { category: r.category_id, capacity: r.capacity, sold: 0, group_reserved: 0 } });
    }
    const missing = groupSeats.filter((g) => !categories.some((c) => c.category_id === g.category));
    if (missing.length > 0) await conflict(trx, 'category_missing', [body.subcalendar]);
    // The final state of every category, checked before anything else is written.
    for (const c of categories) {
      const capacity = capacities.find((x) => x.category === c.category_id)?.capacity ?? c.capacity;
      const finalGroups = [
        ...groups.filter((g) => g.category_id === c.category_id && !groupSeats.some((x) => x.category === g.category_id && x.agency_group === g.agency_group_id)),
        ...groupSeats.filter((x) => x.category === c.category_id).map((x) => ({ seats: x.seats, sold: groups.find((g) => g.category_id === x.category && g.agency_group_id === x.agency_group)?.sold ?? 0 })),
      ];
      const reserved = finalGroups.reduce((n, g) => n + g.seats, 0);
      if (finalGroups.some((g) => g.seats < g.sold)) await conflict(trx, 'below_sold', [body.subcalendar]);
      if (!isConsistent({ capacity, sold: c.sold, group_reserved: reserved }, finalGroups)) {
        await conflict(trx, capacity === c.capacity ? 'no_free_seats' : 'below_committed', [body.subcalendar]);
      }
    }
    // Raise capacities first and lower them last: the table's check (sold + group_reserved ≤
    // capacity) holds after every statement while group seats move in between.
    const resized = categories
      .map((c) => ({ c, capacity: capacities.find((x) => x.category === c.category_id)?.capacity ?? c.capacity }))
      .filter(({ c, capacity }) => capacity !== c.capacity && !added.some((a) => a.category === c.category_id));
    for (const { c, capacity } of resized.filter((r) => r.capacity > r.c.capacity)) await trx.updateTable('subcalendar_categories').set({ capacity }).where('id', '=', c.id).execute();
    for (const { c, capacity } of resized) {
      history.push({ entity: 'subcalendar_category', entity_id: body.subcalendar, action: 'update_capacity', user_id: userId, before: { category: c.category_id, capacity: c.capacity }, after: { category: c.category_id, capacity } });
    }
    const changes: GroupChange[] = groupSeats
      .map((x) => ({
        category: categories.find((c) => c.category_id === x.category) as GroupChange['category'],
        group: groups.find((g) => g.category_id === x.category && g.agency_group_id === x.agency_group),
        agencyGroup: x.agency_group,
        seats: x.seats,
      }))
      .filter((c) => (c.group?.seats ?? 0) !== c.seats);
    await applyGroupSeats(trx, changes);
    for (const { c, capacity } of resized.filter((r) => r.capacity < r.c.capacity)) await trx.updateTable('subcalendar_categories').set({ capacity }).where('id', '=', c.id).execute();
    for (const c of changes) {
      history.push({
        entity: 'subcalendar_group_seats',
        entity_id: body.subcalendar,
        action: 'update_capacity',
        user_id: userId,
        before: c.group ? { category: c.group.category_id, agency_group: c.group.agency_group_id, seats: c.group.seats, sold: c.group.sold } : null,
        after: { category: c.category.category_id, agency_group: c.agencyGroup, seats: c.seats, sold: c.group?.sold ?? 0 },
      });
    }
    await writeHistory(trx, history);
  });
  return getSubcalendar(db, body.subcalendar);
}
