/**
 * Changes to a flight booking (docs/api-flights.md): cancel (penalty over the policy snapshot,
 * seats back to the pools they came from) and modify one leg (re-priced for the reservation's
 * agency; the old leg's seats released and the new leg's taken in one transaction, rows locked in
 * the shared order). The reservation row is locked first, then the inventory, as in a booking.
 */
import type { Kysely } from 'kysely';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { cancellationPenalty, type CancellationPolicy } from '../../../domain/pricing/cancellation.ts';
import type { CancelRecord, ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { canWaivePenalties } from '../../../domain/reservations/rules.ts';
import { canTransition, COMMERCIAL_TRANSITIONS, COORDINATOR_TRANSITIONS, type CommercialStatus, type CoordinatorStatus } from '../../../domain/reservations/statuses.ts';
import type { ModifyLegBody } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { FieldErrors, forbidden, notFound } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { loadLegs } from '../flightSearch/legs.ts';
import { loadBuyer } from '../flightSearch/pricing.ts';
import { checkSelection, issueQuote, priceChecked, quotedFor, samePrice, type Selection } from '../flightSearch/quotes.ts';
import { refundForCancellation } from '../payments/service.ts';
import { getReservationDetail } from '../reservations/detail.ts';
import { addHistory } from '../reservations/history.ts';
import { checkedInConflict, inTransaction, invalidTransition, PriceChangedError, todayUtc } from './common.ts';
import { lockInventory, releaseSeats, sourceGroups, takeSeats, type SeatSource } from './inventory.ts';

type Db = Kysely<Database>;

async function loadBooking(db: Db, actor: AuthActor, id: number, lock = false) {
  let q = db
    .selectFrom('reservations as r')
    .innerJoin('flight_reservations as fr', 'fr.reservation_id', 'r.id')
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .select([
      'r.id',
      'r.status',
      'r.total',
      'r.start_date',
      'r.commercial_status',
      'r.coordinator_status',
      'r.agency_id',
      'a.path as agency_path',
      'fr.outbound_subcalendar_id',
      'fr.inbound_subcalendar_id',
      'fr.category_id',
      'fr.adults',
      'fr.children',
      'fr.infants',
      'fr.discount_code',
      'fr.apply_penalties',
      'fr.cancellation_policy',
      'fr.seat_sources',
    ])
    .where('r.id', '=', id)
    .where(agencyScope(actor, 'r.agency_id'));
  if (lock) q = q.forUpdate('r');
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, seat_sources: row.seat_sources as SeatSource[] };
}

async function hasCheckins(db: Db, reservationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('passenger_checkins as pc')
    .innerJoin('reservation_passengers as p', 'p.id', 'pc.reservation_passenger_id')
    .select('pc.id')
    .where('p.reservation_id', '=', reservationId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function cancelFlightReservation(ctx: ServiceContext, id: number, body: { apply_penalties?: boolean }, now = new Date()): Promise<CancelRecord> {
  const { db, actor } = ctx;
  await loadBooking(db, actor, id); // 404 before 403: another tenant's booking does not exist
  if (body.apply_penalties === false && !canWaivePenalties(actor)) throw forbidden();
  return inTransaction(db, async (trx) => {
    const booking = await loadBooking(trx, actor, id, true);
    if (booking.status !== 'reserved') throw invalidTransition(booking.status, 'cancelled');
    if (await hasCheckins(trx, id)) throw checkedInConflict();
    const apply = body.apply_penalties ?? booking.apply_penalties;
    const totalMinor = toMinor(booking.total);
    const policies = (booking.cancellation_policy as CancellationPolicy[] | null) ?? [];
    const penalty = apply ? cancellationPenalty(policies, { totalMinor, units: 1, startDate: booking.start_date, cancellationDate: todayUtc(now) }).penaltyMinor : 0;
    const sources = booking.seat_sources;
    await lockInventory(
      trx,
      sources.map((s) => ({ subcalendarId: s.subcalendar_id, categoryId: s.category_id })),
      sourceGroups(sources),
    );
    await releaseSeats(trx, sources);
    // Paid money above the penalty goes back where it came from, before the status turns cancelled.
    await refundForCancellation(trx, { userId: actor.id, agencyId: actor.agency.id, lang: ctx.lang }, id, penalty);
    const commercial = canTransition(COMMERCIAL_TRANSITIONS, booking.commercial_status as CommercialStatus, 'cancelled') ? 'cancelled' : booking.commercial_status;
    const coordinator = canTransition(COORDINATOR_TRANSITIONS, booking.coordinator_status as CoordinatorStatus, 'cancelled') ? 'cancelled' : booking.coordinator_status;
    await trx
      .updateTable('reservations')
      .set({ status: 'cancelled', commercial_status: commercial, coordinator_status: coordinator, penalty: fromMinor(penalty), cancelled_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx.updateTable('flight_reservations').set({ seat_sources: '[]' }).where('reservation_id', '=', id).execute();
    await addHistory(
      trx,
      id,
      actor.id,
      'cancelled',
      { status: booking.status, commercial_status: booking.commercial_status, coordinator_status: booking.coordinator_status, seats: sources },
      { status: 'cancelled', commercial_status: commercial, coordinator_status: coordinator, penalty: fromMinor(penalty), apply_penalties: apply },
    );
    return { penalty: fromMinor(penalty), refund: fromMinor(totalMinor - penalty), currency: 1 };
  });
}

/** The field errors of the selection check, named as the modify body names the new leg. */
async function checkModified(db: Db, selection: Selection, body: ModifyLegBody, kept: number | null) {
  try {
    return await checkSelection(db, selection, kept === null ? [] : [kept]);
  } catch (err) {
    if (!(err instanceof FieldErrors)) throw err;
    const fields = { ...err.fields };
    if (fields[body.modify]) {
      fields.subcalendar = fields[body.modify];
      delete fields[body.modify];
    }
    throw new FieldErrors(fields);
  }
}

export async function modifyFlightLeg(ctx: ServiceContext, id: number, body: ModifyLegBody, now = new Date()): Promise<ReservationDetailRecord> {
  const { db, actor } = ctx;
  const booking = await loadBooking(db, actor, id);
  if (booking.status !== 'reserved') throw invalidTransition(booking.status, 'reserved');
  if (await hasCheckins(db, id)) throw checkedInConflict();
  const oldLeg = body.modify === 'outbound' ? booking.outbound_subcalendar_id : booking.inbound_subcalendar_id;
  if (oldLeg === null) throw new FieldErrors({ modify: [{ key: 'validation.no_inbound' }] });
  const legs = await loadLegs(db, [oldLeg, body.subcalendar]);
  const [before, after] = [legs.get(oldLeg), legs.get(body.subcalendar)];
  if (!after) throw new FieldErrors({ subcalendar: [{ key: 'validation.departure_not_found' }] });
  if (!before || before.origin_city_id !== after.origin_city_id || before.destination_city_id !== after.destination_city_id) {
    throw new FieldErrors({ subcalendar: [{ key: 'validation.not_same_cities' }] });
  }
  const selection: Selection = {
    outbound: body.modify === 'outbound' ? body.subcalendar : booking.outbound_subcalendar_id,
    inbound: body.modify === 'inbound' ? body.subcalendar : (booking.inbound_subcalendar_id ?? undefined),
    category: booking.category_id,
    adults: booking.adults,
    children: booking.children,
    infants: booking.infants,
    discount_code: booking.discount_code ?? undefined,
  };
  const kept = body.modify === 'outbound' ? booking.inbound_subcalendar_id : booking.outbound_subcalendar_id;
  const checked = await checkModified(db, selection, body, kept);
  // Priced for the agency that holds the booking, whoever changes it.
  const buyer = await loadBuyer(db, { id: booking.agency_id, path: booking.agency_path });
  const quoted = await quotedFor(db, actor.id, body.price_token, selection, now);
  const pricing = await priceChecked(db, buyer, checked, selection);
  if (!samePrice(quoted, pricing)) throw new PriceChangedError(await issueQuote(db, actor.id, selection, pricing, now));

  await inTransaction(db, async (trx) => {
    const current = await loadBooking(trx, actor, id, true);
    if (current.status !== 'reserved') throw invalidTransition(current.status, 'reserved');
    const released = current.seat_sources.filter((s) => s.subcalendar_id === oldLeg);
    const keptSources = current.seat_sources.filter((s) => s.subcalendar_id !== oldLeg);
    const need = { subcalendarId: body.subcalendar, categoryId: current.category_id, seats: current.adults + current.children };
    const keys = [...released.map((s) => ({ subcalendarId: s.subcalendar_id, categoryId: s.category_id })), need];
    const locked = await lockInventory(trx, keys, [...new Set([...buyer.groupIds, ...sourceGroups(released)])]);
    await releaseSeats(trx, released);
    const taken = await takeSeats(trx, locked, [need]);
    const lastLeg = checked.inbound ?? checked.outbound;
    await trx
      .updateTable('flight_reservations')
      .set({
        outbound_subcalendar_id: checked.outbound.id,
        inbound_subcalendar_id: checked.inbound?.id ?? null,
        prices: JSON.stringify(pricing.frozen.legs),
        seat_sources: JSON.stringify([...keptSources, ...taken]),
      })
      .where('reservation_id', '=', id)
      .execute();
    const totals = { net: fromMinor(pricing.netMinor), total: fromMinor(pricing.totalMinor) };
    await trx
      .updateTable('reservations')
      .set({ ...totals, price_levels: JSON.stringify(pricing.frozen), start_date: checked.outbound.departure_date, end_date: lastLeg.arrival_date, updated_at: now })
      .where('id', '=', id)
      .execute();
    await addHistory(trx, id, actor.id, `modified_${body.modify}`, { subcalendar: oldLeg, total: current.total, seats: released }, { subcalendar: body.subcalendar, total: totals.total, seats: taken });
  });
  return getReservationDetail(ctx, id);
}
