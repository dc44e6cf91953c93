/**
 * PATCH flights/reservations/{id}/passengers/{passenger}/ (issue 8): correct a booked passenger's
 * gender, nationality, passport expiry or issuing country, the data the PAXLST sends, until
 * check-in closes on one of the reservation's departures (domain passengerDataEditable). The
 * reservation row is locked first, as every change of a booking does; the row and its history row
 * commit together.
 */
import type { Kysely } from 'kysely';
import { passengerDataEditable, type Passenger } from '../../../domain/flights/passengers.ts';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import type { CheckinStatus } from '../../../domain/reservations/statuses.ts';
import type { PassengerDataBody } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, FieldErrors, notFound, type MessageRef } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import { checkinClosedOnce } from '../checkin/departures.ts';
import { getReservationDetail } from '../reservations/detail.ts';
import { addHistory } from '../reservations/history.ts';
import { inTransaction } from './common.ts';

type Db = Kysely<Database>;

export const checkinClosedConflict = () => new ApiError(409, { key: 'api.checkin_closed' }, 'checkin_closed');

/** Field errors for country ids that are not in the catalogue (a foreign key would answer 500). */
export async function unknownCountryErrors(db: Db, fields: Record<string, number | undefined>): Promise<Record<string, MessageRef[]>> {
  const ids = [...new Set(Object.values(fields).filter((v): v is number => v !== undefined))];
  if (ids.length === 0) return {};
  const known = new Set((await db.selectFrom('countries').select('id').where('id', 'in', ids).execute()).map((c) => c.id));
  const errors: Record<string, MessageRef[]> = {};
  for (const [field, value] of Object.entries(fields)) if (value !== undefined && !known.has(value)) errors[field] = [{ key: 'validation.invalid_choice' }];
  return errors;
}

/** The booking's passengers' country fields, named as the booking body names them. */
export function passengerCountryFields(list: readonly Passenger[]): Record<string, number | undefined> {
  return Object.fromEntries(
    list.flatMap((p, i) => [
      [`passengers.${i}.nationality`, p.nationality],
      [`passengers.${i}.passport_country`, p.passport_country],
      [`passengers.${i}.country`, p.country],
    ]),
  );
}

const COLUMNS = { gender: 'gender', nationality: 'nationality_id', passport_expiry: 'passport_expiry', passport_country: 'passport_country_id' } as const;

export async function correctPassengerData(ctx: ServiceContext, id: number, passengerId: number, body: PassengerDataBody): Promise<ReservationDetailRecord> {
  const { db, actor } = ctx;
  await inTransaction(db, async (trx) => {
    const reservation = await trx
      .selectFrom('reservations as r')
      .innerJoin('flight_reservations as fr', 'fr.reservation_id', 'r.id')
      .select(['r.id', 'r.end_date', 'fr.outbound_subcalendar_id', 'fr.inbound_subcalendar_id'])
      .where('r.id', '=', id)
      .where(agencyScope(actor, 'r.agency_id'))
      .forUpdate('r')
      .executeTakeFirst();
    if (!reservation) throw notFound();
    const passenger = await trx.selectFrom('reservation_passengers').selectAll().where('id', '=', passengerId).where('reservation_id', '=', id).executeTakeFirst();
    if (!passenger) throw notFound();
    const legs = [reservation.outbound_subcalendar_id, reservation.inbound_subcalendar_id].filter((l): l is number => l !== null);
    const departures = await trx.selectFrom('subcalendars as s').select(['s.checkin_status', checkinClosedOnce.as('closed_once')]).where('s.id', 'in', legs).execute();
    if (!passengerDataEditable(departures.map((d) => ({ status: d.checkin_status as CheckinStatus, closedOnce: d.closed_once })))) throw checkinClosedConflict();

    const errors = await unknownCountryErrors(trx, { nationality: body.nationality, passport_country: body.passport_country });
    if (body.passport_expiry !== undefined && body.passport_expiry < reservation.end_date) (errors.passport_expiry ??= []).push({ key: 'validation.passport_expires' });
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);

    const before: Record<string, unknown> = { passenger: passengerId };
    const after: Record<string, unknown> = { passenger: passengerId };
    const set: Record<string, string | number> = {};
    for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, (typeof COLUMNS)[keyof typeof COLUMNS]][]) {
      const value = body[field];
      if (value === undefined || value === passenger[column]) continue;
      set[column] = value;
      before[field] = passenger[column];
      after[field] = value;
    }
    if (Object.keys(set).length === 0) return; // nothing changes: no write, no history row
    await trx.updateTable('reservation_passengers').set(set).where('id', '=', passengerId).execute();
    await addHistory(trx, id, actor.id, 'passenger_data', before, after);
  });
  return getReservationDetail(ctx, id);
}
