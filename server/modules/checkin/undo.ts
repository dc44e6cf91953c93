/**
 * POST flights/reservation/checkin-undo/ (issue 8): takes back the check-in of passengers on one
 * departure while its check-in is still open — a passenger checked in by mistake. Once the flight
 * is closed the list went to the authorities: no undo then (409 checkin_closed). Each reservation
 * touched gets a `checkin_undone` history row, in the same transaction.
 */
import type { CheckinCountsRecord } from '../../../domain/records/flightBooking.ts';
import type { CheckinUndoBody } from '../../../domain/schemas/flightBooking.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, FieldErrors } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import { inTransaction } from '../flightBooking/common.ts';
import { addHistory } from '../reservations/history.ts';
import { checkinCounts } from './service.ts';

export async function undoCheckin(ctx: ServiceContext, body: CheckinUndoBody): Promise<CheckinCountsRecord & { undone_passengers: number[] }> {
  const { db, actor } = ctx;
  const ids = [...new Set(body.passengers)];
  await inTransaction(db, async (trx) => {
    // Lock the departure first: a concurrent close waits for this undo (or wins before it).
    const departure = await trx.selectFrom('subcalendars').select(['id', 'checkin_status']).where('id', '=', body.subcalendar).forUpdate().executeTakeFirst();
    if (departure?.checkin_status !== 'open') throw new ApiError(409, { key: 'api.checkin_closed' }, 'checkin_closed');
    const rows = await trx
      .selectFrom('passenger_checkins as pc')
      .innerJoin('reservation_passengers as p', 'p.id', 'pc.reservation_passenger_id')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .select(['p.id', 'p.reservation_id'])
      .where('pc.subcalendar_id', '=', body.subcalendar)
      .where('p.id', 'in', ids)
      .where(agencyScope(actor, 'r.agency_id'))
      .execute();
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0) throw new FieldErrors({ passengers: [{ key: 'validation.passengers_not_checked_in', params: { ids: missing.join(', ') } }] });
    await trx.deleteFrom('passenger_checkins').where('subcalendar_id', '=', body.subcalendar).where('reservation_passenger_id', 'in', ids).execute();
    // The passenger's own status stays 'checked_in' while another leg still has a check-in.
    await trx
      .updateTable('reservation_passengers')
      .set({ checkin_status: 'pending', checked_in_at: null, checked_in_by: null })
      .where('id', 'in', ids)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('passenger_checkins as other').select('other.id').whereRef('other.reservation_passenger_id', '=', 'reservation_passengers.id'))))
      .execute();
    const byReservation = new Map<number, number[]>();
    for (const row of rows) byReservation.set(row.reservation_id, [...(byReservation.get(row.reservation_id) ?? []), row.id]);
    for (const [reservationId, passengers] of byReservation) {
      await addHistory(trx, reservationId, actor.id, 'checkin_undone', { passengers, subcalendars: [body.subcalendar] }, null);
    }
  });
  return { ...(await checkinCounts(ctx, body.subcalendar)), undone_passengers: ids };
}
