/**
 * Flight calendars (docs/api-flights.md 'Calendars'): a flight's schedule over a date range and
 * weekdays that generates its dated departures with their seat capacity, in one transaction.
 * Editing a calendar adds and removes departures to match, and moves the clock times, prices and
 * status of its departures from today on.
 */
import { sql } from 'kysely';
import { calendarDates, daysBetween, DEFAULT_CHECKIN_MINUTES, departureOn, generateDepartures, MAX_CALENDAR_DAYS } from '../../../domain/flights/schedule.ts';
import { PRICE_FIELDS } from '../../../domain/schemas/flightAdmin.ts';
import type { addScheduleBody, calendarUpdateBody } from '../../../domain/schemas/flightInventory.ts';
import type { z } from '../../../domain/validation.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { inUse, pick, type Db } from '../flightAdmin/crud.ts';
import { writeHistory, type HistoryRow } from '../flightAdmin/history.ts';
import { flightForSchedule, pricesFrom } from './departures.ts';
import { checkCategories, deleteDepartures, insertDepartures, type SixPrices } from './inventory.ts';
import { getCalendar, type CalendarRecord } from './records.ts';

type AddBody = z.infer<typeof addScheduleBody>;
type UpdateBody = z.infer<typeof calendarUpdateBody>;

const capacityJson = (list: readonly { category: number; capacity: number }[]) => JSON.stringify(Object.fromEntries(list.map((c) => [String(c.category), c.capacity])));

/** A foreign key still pointing at a departure (a cancelled reservation) keeps it. */
async function keepReferenced<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse();
    throw err;
  }
}

/** POST flight/{id}/add_schedule/ (and POST schedule/): the calendar, then its departures. */
export async function addSchedule(db: Db, userId: number, flightId: number, body: AddBody, flightField?: string): Promise<CalendarRecord & { created: number; skipped: string[] }> {
  const flight = await flightForSchedule(db, flightId);
  if (!flight) throw flightField ? fieldError(flightField, 'validation.invalid_choice') : notFound();
  await checkCategories(db, body.capacities.map((c) => c.category), 'capacities');
  const departureTime = body.departure_time ?? flight.departure_time;
  const arrivalTime = body.arrival_time ?? flight.arrival_time;
  const checkin = body.checkin_minutes_before ?? DEFAULT_CHECKIN_MINUTES;
  const prices = pricesFrom(body, flight);
  return db.transaction().execute(async (trx) => {
    const calendar = await trx
      .insertInto('flight_calendars')
      .values({
        flight_id: flight.id,
        start_date: body.start_date,
        end_date: body.end_date,
        weekdays: body.weekdays,
        departure_time: departureTime,
        arrival_time: arrivalTime,
        checkin_minutes_before: checkin,
        capacity: capacityJson(body.capacities),
        ...prices,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const departures = generateDepartures({ ...body, departure_time: departureTime, arrival_time: arrivalTime, checkin_minutes_before: checkin, travel_minutes: flight.travel_minutes });
    const { created, skipped } = await insertDepartures(trx, { flightId: flight.id, calendarId: calendar.id, flightNumber: flight.number, prices, capacities: body.capacities, departures });
    const record = await getCalendar(trx, calendar.id);
    await writeHistory(trx, [{ entity: 'calendar', entity_id: calendar.id, action: 'create', user_id: userId, before: null, after: { ...record, created: created.length, skipped } }]);
    return { ...record, created: created.length, skipped };
  });
}

/** PATCH schedule/{id}/ and flight/{id}/schedule/. */
export async function updateCalendar(db: Db, userId: number, id: number, body: UpdateBody, flightId?: number): Promise<CalendarRecord & { created: number; removed: number }> {
  if (body.capacities) await checkCategories(db, body.capacities.map((c) => c.category), 'capacities');
  return keepReferenced(() =>
    db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('flight_calendars').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) throw flightId === undefined ? notFound() : fieldError('calendar', 'validation.invalid_choice');
      if (flightId !== undefined && locked.flight_id !== flightId) throw fieldError('calendar', 'validation.calendar_not_of_flight');
      const flight = await flightForSchedule(trx, locked.flight_id);
      if (!flight) throw notFound();
      const before = await getCalendar(trx, id);
      const merged = {
        start_date: body.start_date ?? locked.start_date,
        end_date: body.end_date ?? locked.end_date,
        weekdays: body.weekdays ?? locked.weekdays,
        departure_time: body.departure_time ?? locked.departure_time,
        arrival_time: body.arrival_time ?? locked.arrival_time,
        checkin_minutes_before: body.checkin_minutes_before ?? locked.checkin_minutes_before,
        travel_minutes: flight.travel_minutes,
      };
      if (merged.start_date > merged.end_date) throw fieldError('end_date', 'validation.date_order');
      if (daysBetween(merged.start_date, merged.end_date) >= MAX_CALENDAR_DAYS) throw fieldError('end_date', 'validation.calendar_too_long', { days: MAX_CALENDAR_DAYS });
      const prices = pricesFrom(body, locked as SixPrices);
      const capacities = body.capacities ?? before.capacities.map((c) => ({ category: c.category, capacity: c.capacity }));

      // Dates that left the calendar lose their departures (from today on); new dates get one.
      const today = (await sql<{ today: string }>`select current_date::text as today`.execute(trx)).rows[0].today;
      const wanted = new Set(calendarDates(merged.start_date, merged.end_date, merged.weekdays));
      const existing = await trx.selectFrom('subcalendars').select(['id', 'departure_date']).where('calendar_id', '=', id).orderBy('id').execute();
      const removed = await deleteDepartures(trx, existing.filter((s) => !wanted.has(s.departure_date) && s.departure_date >= today).map((s) => s.id));
      const have = new Set(existing.map((s) => s.departure_date));
      const newDates = [...wanted].filter((d) => !have.has(d));
      const { created } = await insertDepartures(trx, {
        flightId: flight.id,
        calendarId: id,
        flightNumber: flight.number,
        prices,
        capacities,
        departures: newDates.map((d) => departureOn(d, merged)),
      });

      // The kept departures from today on follow the changed times, prices and status.
      const moved = body.departure_time !== undefined || body.arrival_time !== undefined || body.checkin_minutes_before !== undefined;
      const sample = departureOn(merged.start_date, merged);
      const offset = daysBetween(sample.departure_date, sample.arrival_date);
      const follow: Record<string, unknown> = {
        ...pick(body, Object.fromEntries(PRICE_FIELDS.map((p) => [p, p]))),
        ...(body.status ? { schedule_status: body.status } : {}),
        ...(moved ? { departure_time: sample.departure_time, arrival_time: sample.arrival_time, checkin_time: sample.checkin_time, arrival_date: sql`departure_date + ${offset}::int` } : {}),
      };
      const createdIds = created.map((c) => c.id);
      if (Object.keys(follow).length > 0) {
        let kept = trx.updateTable('subcalendars').set({ ...follow, updated_at: sql`now()` }).where('calendar_id', '=', id).where('departure_date', '>=', today);
        if (createdIds.length > 0) kept = kept.where('id', 'not in', createdIds);
        await kept.execute();
      }
      await trx
        .updateTable('flight_calendars')
        .set({
          ...pick(body, { start_date: 'start_date', end_date: 'end_date', weekdays: 'weekdays', departure_time: 'departure_time', arrival_time: 'arrival_time', checkin_minutes_before: 'checkin_minutes_before', status: 'status' }),
          ...prices,
          capacity: capacityJson(capacities),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
      const after = await getCalendar(trx, id);
      const history: HistoryRow[] = [
        { entity: 'calendar', entity_id: id, action: 'update', user_id: userId, before, after: { ...after, created: created.length, removed: removed.length } },
        ...removed.map((d) => ({ entity: 'subcalendar' as const, entity_id: d.id, action: 'delete', user_id: userId, before: d, after: null })),
      ];
      await writeHistory(trx, history);
      return { ...after, created: created.length, removed: removed.length };
    }),
  );
}

/** DELETE schedule/{id}/ and schedule/bulk-delete-schedule/: the calendars and all their departures. */
export async function deleteCalendars(db: Db, userId: number, ids: readonly number[], field?: string): Promise<{ deleted: number }> {
  return keepReferenced(() =>
    db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('flight_calendars').select('id').where('id', 'in', [...ids]).orderBy('id').forUpdate().execute();
      const missing = ids.filter((id) => !found.some((f) => f.id === id));
      if (missing.length > 0) throw field ? fieldError(field, 'validation.unknown_ids', { ids: missing.slice(0, 20).join(', ') }) : notFound();
      const before = await Promise.all(found.map((f) => getCalendar(trx, f.id)));
      const departures = await trx.selectFrom('subcalendars').select('id').where('calendar_id', 'in', [...ids]).orderBy('id').execute();
      const removed = await deleteDepartures(trx, departures.map((d) => d.id));
      await trx.deleteFrom('flight_calendars').where('id', 'in', [...ids]).execute();
      await writeHistory(trx, [
        ...before.map((b) => ({ entity: 'calendar' as const, entity_id: b.id, action: 'delete', user_id: userId, before: b, after: null })),
        ...removed.map((d) => ({ entity: 'subcalendar' as const, entity_id: d.id, action: 'delete', user_id: userId, before: d, after: null })),
      ]);
      return { deleted: found.length };
    }),
  );
}
