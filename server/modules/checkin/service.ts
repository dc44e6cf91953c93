/**
 * Check-in (spec §7 check-in calls, rule canCheckin): the departures with their counts, checking
 * passengers in while the departure's check-in is open, and opening or closing it
 * (CHECKIN_TRANSITIONS). A passenger checks in once per departure (`passenger_checkins`).
 */
import type { CheckinCountsRecord, CheckinDepartureRecord } from '../../../domain/records/flightBooking.ts';
import { canTransition, CHECKIN_TRANSITIONS, type CheckinStatus } from '../../../domain/reservations/statuses.ts';
import type { CheckinBody, CheckinListQuery } from '../../../domain/schemas/flightBooking.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, FieldErrors, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';
import { inTransaction, invalidTransition } from '../flightBooking/common.ts';
import { addHistory } from '../reservations/history.ts';
import { departureOrdering, departureQuery, filterDepartures, passengerCounts } from './departures.ts';

const checkinClosed = () => new ApiError(409, { key: 'api.checkin_closed' }, 'checkin_closed');

export async function listCheckinDepartures({ db, actor }: ServiceContext, url: string, q: CheckinListQuery) {
  const query = filterDepartures(departureQuery(db), q).select([
    's.id',
    's.flight_number',
    's.departure_date',
    's.departure_time',
    'oc.name as origin',
    'dc.name as destination',
    's.checkin_status',
    ...passengerCounts(actor),
  ]);
  return paginate(db, { url }, query, q, departureOrdering, (row): CheckinDepartureRecord => ({ ...row, checkin_status: row.checkin_status as CheckinStatus }));
}

export async function checkinCounts({ db, actor }: ServiceContext, subcalendarId: number): Promise<CheckinCountsRecord> {
  const row = await departureQuery(db).select(['s.id', 's.checkin_status', ...passengerCounts(actor)]).where('s.id', '=', subcalendarId).executeTakeFirst();
  if (!row) throw notFound();
  return { subcalendar: row.id, checkin_status: row.checkin_status as CheckinStatus, passengers: row.passengers, checked_in: row.checked_in, pending: row.passengers - row.checked_in };
}

export async function changeCheckinStatus(ctx: ServiceContext, body: { subcalendar: number; checkin_status: CheckinStatus }): Promise<CheckinCountsRecord> {
  const { db, actor } = ctx;
  const current = await checkinCounts(ctx, body.subcalendar);
  const from = current.checkin_status;
  if (!canTransition(CHECKIN_TRANSITIONS, from, body.checkin_status)) throw invalidTransition(from, body.checkin_status);
  await inTransaction(db, async (trx) => {
    const res = await trx.updateTable('subcalendars').set({ checkin_status: body.checkin_status, updated_at: new Date() }).where('id', '=', body.subcalendar).where('checkin_status', '=', from).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw invalidTransition(from, body.checkin_status);
    // The departure's own change log, next to the inventory administration's.
    await trx
      .insertInto('admin_history')
      .values({ entity: 'subcalendar', entity_id: body.subcalendar, action: 'checkin_status', user_id: actor.id, before: JSON.stringify({ checkin_status: from }), after: JSON.stringify({ checkin_status: body.checkin_status }) })
      .execute();
  });
  return checkinCounts(ctx, body.subcalendar);
}

/** POST flights/reservation/checkin/: every passenger on an open departure, or nothing. */
export async function checkinPassengers(ctx: ServiceContext, body: CheckinBody): Promise<CheckinCountsRecord & { checked_in_passengers: number[] }> {
  const { db, actor } = ctx;
  const ids = [...new Set(body.passengers)];
  const departure = await inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('reservation_passengers as p')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .innerJoin('flight_reservations as fr', 'fr.reservation_id', 'r.id')
      .leftJoin('subcalendars as so', 'so.id', 'fr.outbound_subcalendar_id')
      .leftJoin('subcalendars as si', 'si.id', 'fr.inbound_subcalendar_id')
      .select(['p.id', 'p.reservation_id', 'fr.outbound_subcalendar_id', 'fr.inbound_subcalendar_id', 'so.checkin_status as outbound_checkin', 'si.checkin_status as inbound_checkin'])
      .where('p.id', 'in', ids)
      .where('r.status', '=', 'reserved')
      .where(agencyScope(actor, 'r.agency_id'))
      .execute();
    // The departure: the one named, or the leg of each passenger whose check-in is open (outbound first).
    const legOf = (row: (typeof rows)[number]): number | null => {
      if (body.subcalendar !== undefined) return [row.outbound_subcalendar_id, row.inbound_subcalendar_id].includes(body.subcalendar) ? body.subcalendar : null;
      if (row.outbound_checkin === 'open') return row.outbound_subcalendar_id;
      if (row.inbound_checkin === 'open') return row.inbound_subcalendar_id;
      return row.outbound_subcalendar_id;
    };
    const legs = new Map(rows.map((row) => [row.id, legOf(row)]));
    const missing = ids.filter((id) => !legs.get(id));
    if (missing.length > 0) throw new FieldErrors({ passengers: [{ key: 'validation.passengers_not_on_departure', params: { ids: missing.join(', ') } }] });
    const subcalendars = [...new Set(legs.values())] as number[];
    // Lock the departures' rows: a concurrent close waits for this check-in (or wins before it).
    const open = await trx.selectFrom('subcalendars').select(['id', 'checkin_status']).where('id', 'in', subcalendars).orderBy('id').forUpdate().execute();
    if (open.some((s) => s.checkin_status !== 'open')) throw checkinClosed();
    const now = new Date();
    const inserted = await trx
      .insertInto('passenger_checkins')
      .values(ids.map((id) => ({ reservation_passenger_id: id, subcalendar_id: legs.get(id) as number, checked_in_by: actor.id, checked_in_at: now })))
      .onConflict((oc) => oc.constraint('passenger_checkins_key').doNothing())
      .returning('reservation_passenger_id')
      .execute();
    if (inserted.length !== ids.length) throw invalidTransition('checked_in', 'checked_in');
    await trx.updateTable('reservation_passengers').set({ checkin_status: 'checked_in', checked_in_at: now, checked_in_by: actor.id }).where('id', 'in', ids).execute();
    const byReservation = new Map<number, number[]>();
    for (const row of rows) byReservation.set(row.reservation_id, [...(byReservation.get(row.reservation_id) ?? []), row.id]);
    for (const [reservationId, passengers] of byReservation) {
      await addHistory(trx, reservationId, actor.id, 'checkin', null, { passengers, subcalendars: [...new Set(passengers.map((p) => legs.get(p)))] });
    }
    return subcalendars[0];
  });
  return { ...(await checkinCounts(ctx, departure)), checked_in_passengers: ids };
}

