/**
 * A hotel booking after checkout (docs/api-hotels-booking.md 'After booking'): its hotel part for
 * the reservation page, the coordinator's answer to an on-request stay (confirm, or deny: the rooms
 * go back and whatever was paid is refunded in full; either way the agency gets an alert and an
 * e-mail, answerNotice.ts), and the cancellation with the check-in
 * season's penalty (domain/pricing/cancellation.ts, units = nights) through the shared refund path
 * of the payments core. Each change locks the reservation row first, then the nights, and writes
 * its history row in the same transaction. Outside the caller's scope a reservation does not exist.
 */
import type { Kysely } from 'kysely';
import { localizedPolicies, type PolicySnapshot } from '../../../domain/catalogNames.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { cancellationPenalty } from '../../../domain/pricing/cancellation.ts';
import type { HotelBookedRoom, HotelReservationRecord } from '../../../domain/records/hotelSales.ts';
import { canWaivePenalties } from '../../../domain/reservations/rules.ts';
import { allNextStatuses } from '../../../domain/reservations/statusChanges.ts';
import { canTransition, COMMERCIAL_TRANSITIONS, COORDINATOR_TRANSITIONS, type CommercialStatus, type CoordinatorStatus } from '../../../domain/reservations/statuses.ts';
import { stayNights } from '../../../domain/services/hotels.ts';
import { canAnswerHotelRequest, canCancelHotelReservation } from '../../../domain/services/hotelSalesRules.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { inTransaction, invalidTransition, todayUtc } from '../flightBooking/common.ts';
import { refundForCancellation } from '../payments/service.ts';
import { reservationsChanged } from '../reservations/cache.ts';
import { addHistory } from '../reservations/history.ts';
import { releaseNights, type TakenNights } from './inventory.ts';
import { cancelAtProvider } from './providerStay.ts';
import { notifyHotelAnswer } from './answerNotice.ts';

type Db = Kysely<Database>;

function bookingQuery(db: Db, actor: AuthActor, id: number, lang: 'es' | 'en' = 'es') {
  return db
    .selectFrom('reservations as r')
    .innerJoin('hotel_reservations as hr', 'hr.reservation_id', 'r.id')
    .innerJoin('hotels as h', 'h.id', 'hr.hotel_id')
    .innerJoin('meal_plans as m', 'm.id', 'hr.meal_plan_id')
    .leftJoin('customers as cu', 'cu.id', 'r.customer_id')
    .select('cu.email as customer_email')
    .select(['r.id', 'r.locator', 'r.status', 'r.commercial_status', 'r.coordinator_status', 'r.accounting_status', 'r.provider_status', 'r.agency_id', 'r.total', 'r.paid_amount', 'r.currency_id', 'r.penalty'])
    .select(['hr.hotel_id', 'h.name as hotel_name', 'h.slug as hotel_slug', 'hr.checkin', 'hr.checkout', 'hr.meal_plan_id', nameIn(lang, 'm').as('meal_plan_name'), 'hr.rooms', 'hr.taken', 'hr.on_request', 'hr.apply_penalties', 'hr.cancellation_policy', 'hr.provider_reference'])
    .where('r.id', '=', id)
    .where(agencyScope(actor, 'r.agency_id'));
}

export async function getHotelReservation(ctx: ServiceContext, id: number): Promise<HotelReservationRecord> {
  const row = await bookingQuery(ctx.db, ctx.actor, id, ctx.lang).executeTakeFirst();
  if (!row) throw notFound();
  const live = row.status !== 'cancelled';
  return {
    id: row.id,
    locator: row.locator,
    status: row.status,
    commercial_status: row.commercial_status,
    coordinator_status: row.coordinator_status,
    accounting_status: row.accounting_status,
    provider_status: row.provider_status,
    next_statuses: allNextStatuses(ctx.actor, row, 'hotels'),
    agency: row.agency_id,
    total: row.total,
    paid_amount: Number(row.paid_amount).toFixed(2),
    currency: row.currency_id,
    penalty: row.penalty,
    hotel: row.hotel_id,
    hotel_name: row.hotel_name,
    hotel_slug: row.hotel_slug,
    checkin: row.checkin,
    checkout: row.checkout,
    nights: stayNights(row.checkin, row.checkout).length,
    meal_plan: row.meal_plan_id,
    meal_plan_name: row.meal_plan_name,
    rooms: row.rooms as HotelBookedRoom[],
    on_request: row.on_request,
    cancellation_policy: localizedPolicies(ctx.lang, row.cancellation_policy as PolicySnapshot[]).filter((p) => toMinor(p.value) > 0),
    provider_reference: row.provider_reference,
    customer_email: row.customer_email || null,
    can_confirm: live && row.coordinator_status === 'requested' && canAnswerHotelRequest(ctx.actor),
    can_cancel: live && canCancelHotelReservation(ctx.actor),
  };
}

const notRequested = () => new ApiError(409, { key: 'hotel_sales.not_requested' }, 'not_requested');

/** Gives the rooms back, refunds what was paid above `penaltyMinor`, and marks the reservation cancelled. */
async function closeBooking(trx: Db, ctx: ServiceContext, booking: { id: number; status: string; commercial_status: string; coordinator_status: string; taken: unknown }, penaltyMinor: number, coordinator: CoordinatorStatus, now: Date, action: string, extra: Record<string, unknown>) {
  const takes = booking.taken as TakenNights[];
  await releaseNights(trx, takes);
  await refundForCancellation(trx, { userId: ctx.actor.id, agencyId: ctx.actor.agency.id, lang: ctx.lang }, booking.id, penaltyMinor);
  const commercial = canTransition(COMMERCIAL_TRANSITIONS, booking.commercial_status as CommercialStatus, 'cancelled') ? 'cancelled' : booking.commercial_status;
  await trx
    .updateTable('reservations')
    .set({ status: 'cancelled', commercial_status: commercial, coordinator_status: coordinator, penalty: fromMinor(penaltyMinor), cancelled_at: now, updated_at: now, payment_deadline: null })
    .where('id', '=', booking.id)
    .execute();
  await trx.updateTable('hotel_reservations').set({ taken: '[]' }).where('reservation_id', '=', booking.id).execute();
  await addHistory(
    trx,
    booking.id,
    ctx.actor.id,
    action,
    { status: booking.status, commercial_status: booking.commercial_status, coordinator_status: booking.coordinator_status, taken: takes },
    { status: 'cancelled', commercial_status: commercial, coordinator_status: coordinator, penalty: fromMinor(penaltyMinor), ...extra },
  );
}

/** POST hotels/reservations/{id}/confirm/ or deny/: the coordinator's answer to a `requested` stay. */
export async function answerHotelRequest(ctx: ServiceContext, id: number, answer: 'confirmed' | 'denied', note: string | undefined, now = new Date()): Promise<HotelReservationRecord> {
  const { db, actor } = ctx;
  if (!(await bookingQuery(db, actor, id).executeTakeFirst())) throw notFound();
  if (!canAnswerHotelRequest(actor)) throw forbidden();
  await inTransaction(db, async (trx) => {
    const booking = await bookingQuery(trx, actor, id).forUpdate('r').executeTakeFirstOrThrow();
    if (booking.status === 'cancelled' || booking.coordinator_status !== 'requested' || !canTransition(COORDINATOR_TRANSITIONS, 'requested', answer)) throw notRequested();
    if (answer === 'denied') {
      // Denied: nothing is sold, so no penalty; everything paid goes back.
      await closeBooking(trx, ctx, booking, 0, 'denied', now, 'coordinator_denied', { note: note ?? '' });
    } else {
      await trx.updateTable('reservations').set({ coordinator_status: 'confirmed', updated_at: now }).where('id', '=', id).execute();
      await addHistory(trx, id, actor.id, 'coordinator_confirmed', { coordinator_status: booking.coordinator_status }, { coordinator_status: 'confirmed', note: note ?? '' });
    }
    // The booking agency is told either way, in this transaction (answerNotice.ts).
    await notifyHotelAnswer(trx, id, answer, note ?? '', actor.id);
  });
  await reservationsChanged(db);
  return getHotelReservation(ctx, id);
}

/** POST hotels/reservations/{id}/cancel/: the penalty of the booked policy, the rooms back, the rest refunded. */
export async function cancelHotelReservation(ctx: ServiceContext, id: number, body: { apply_penalties?: boolean }, now = new Date()): Promise<{ penalty: string; refund: string; currency: number }> {
  const { db, actor } = ctx;
  if (!(await bookingQuery(db, actor, id).executeTakeFirst())) throw notFound();
  if (!canCancelHotelReservation(actor)) throw forbidden();
  if (body.apply_penalties === false && !canWaivePenalties(actor)) throw forbidden();
  // A provider booking is cancelled at the provider first (an HTTP call, outside our locks; cancelling
  // twice answers the same cancellation, so a retry after a failure below is safe): its charge is the penalty.
  const current = await bookingQuery(db, actor, id).executeTakeFirstOrThrow();
  const atProvider = current.provider_reference && current.status !== 'cancelled' ? await cancelAtProvider(db, current.provider_reference) : null;
  const result = await inTransaction(db, async (trx) => {
    const booking = await bookingQuery(trx, actor, id).forUpdate('r').executeTakeFirstOrThrow();
    if (booking.status === 'cancelled') throw invalidTransition(booking.status, 'cancelled');
    const apply = body.apply_penalties ?? booking.apply_penalties;
    const totalMinor = toMinor(booking.total);
    const nights = stayNights(booking.checkin, booking.checkout).length;
    const policies = booking.cancellation_policy as PolicySnapshot[];
    const ours = () => cancellationPenalty(policies, { totalMinor, units: nights, startDate: booking.checkin, cancellationDate: todayUtc(now) }).penaltyMinor;
    const penalty = apply ? (atProvider ? Math.min(atProvider.penaltyMinor, totalMinor) : ours()) : 0;
    const coordinator = canTransition(COORDINATOR_TRANSITIONS, booking.coordinator_status as CoordinatorStatus, 'cancelled') ? 'cancelled' : (booking.coordinator_status as CoordinatorStatus);
    await closeBooking(trx, ctx, booking, penalty, coordinator, now, 'cancelled', { apply_penalties: apply, ...(atProvider ? { provider_reference: atProvider.reference, provider_penalty: atProvider.penalty, provider_cancellation: atProvider.cancellation_reference } : {}) });
    return { penalty: fromMinor(penalty), refund: fromMinor(totalMinor - penalty), currency: booking.currency_id };
  });
  await reservationsChanged(db);
  return result;
}
