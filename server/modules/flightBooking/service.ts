/**
 * POST flights/reservation/ (docs/api-flights.md 'Booking'): validate, check the price token,
 * re-price, then one transaction: the reservation row (its locator and the Idempotency-Key are
 * both unique, so a retry or a race of the same key meets the first booking here, before any seat
 * is touched), the seats by guarded updates in lock order, the frozen breakdown, the passengers
 * (also into the agency's directory) and the first history row.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import { passengerListIssues, type Passenger } from '../../../domain/flights/passengers.ts';
import { newLocator } from '../../../domain/flights/locator.ts';
import { fromMinor } from '../../../domain/money.ts';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { canWaivePenalties } from '../../../domain/reservations/rules.ts';
import type { ReservationDraftBody } from '../../../domain/schemas/flightBooking.ts';
import { retryTransaction } from '../../db/retry.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import type { ReservationsTable } from '../../db/schemaFlights.ts';
import { ApiError, FieldErrors, forbidden, type MessageRef } from '../../http/errors.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { checkSelection, issueQuote, priceChecked, quotedFor, samePrice } from '../flightSearch/quotes.ts';
import { FLIGHT_CURRENCY_ID, loadBuyer } from '../flightSearch/pricing.ts';
import { flightSnapshots, loadSnapshots } from '../flightSearch/service.ts';
import { getReservationDetail } from '../reservations/detail.ts';
import { queueBookingConfirmation } from '../documents/confirmation.ts';
import { inTransaction, PriceChangedError, requestHash, todayUtc } from './common.ts';
import { lockInventory, takeSeats } from './inventory.ts';
import { passengerCountryFields, unknownCountryErrors } from './passengerData.ts';

type Db = Kysely<Database>;

/** Thrown inside the transaction when the key already holds a booking: nothing is taken. */
class KeyTaken extends Error {
  constructor(readonly reservationId: number, readonly hash: string | null) {
    super('idempotency key taken');
  }
}

const keyReused = () => new ApiError(409, { key: 'api.idempotency_key_reused' }, 'idempotency_key_reused');

async function replay(ctx: ServiceContext, taken: { id: number; idempotency_hash: string | null }, hash: string): Promise<ReservationDetailRecord> {
  if (taken.idempotency_hash !== hash) throw keyReused();
  return getReservationDetail(ctx, taken.id);
}

/** Field errors of the passenger list (zod passed): the domain's list rules plus repeated passports. */
export function passengerErrors(list: readonly Passenger[], counts: { adults: number; children: number; infants: number }, departure: string, lastTravel: string, today: string): Record<string, MessageRef[]> {
  const errors: Record<string, MessageRef[]> = {};
  const add = (field: string, ref: MessageRef) => (errors[field] ??= []).push(ref);
  for (const issue of passengerListIssues(list, counts, { departure, lastTravel }, today)) {
    add(['passengers', ...issue.path].join('.'), { key: issue.key, params: issue.params });
  }
  const seen = new Set<string>();
  list.forEach((p, i) => {
    const passport = p.passport.toUpperCase();
    if (seen.has(passport)) add(`passengers.${i}.passport`, { key: 'validation.document_repeated' });
    seen.add(passport);
  });
  return errors;
}

export async function resolveSeller(db: Db, actor: AuthActor, sellerId: number | undefined): Promise<number | null> {
  if (sellerId === undefined) {
    const own = await db.selectFrom('sellers').select('id').where('user_id', '=', actor.id).where('active', '=', true).executeTakeFirst();
    return own?.id ?? null;
  }
  const row = await db.selectFrom('sellers as s').select('s.id').where('s.id', '=', sellerId).where('s.active', '=', true).where(agencyScope(actor, 's.agency_id')).executeTakeFirst();
  if (!row) throw new FieldErrors({ seller: [{ key: 'validation.seller_not_found' }] });
  return row.id;
}

const orEmpty = (v: string | undefined) => v ?? '';

/** A passenger's columns, shared by reservation_passengers and the agency's directory. */
export function passengerColumns(p: Passenger) {
  return {
    first_name: p.first_name,
    middle_name: orEmpty(p.middle_name),
    last_name: p.last_name,
    date_of_birth: p.date_of_birth,
    gender: p.gender,
    nationality_id: p.nationality,
    passport: p.passport.toUpperCase(),
    passport_expiry: p.passport_expiry,
    passport_country_id: p.passport_country,
    email: orEmpty(p.email),
    phone: orEmpty(p.phone),
    address: orEmpty(p.address),
    zip_code: orEmpty(p.zip_code),
    country_id: p.country ?? null,
    primary_document: p.primary_document ? JSON.stringify(p.primary_document) : null,
    secondary_document: p.secondary_document ? JSON.stringify(p.secondary_document) : null,
  };
}

/** Inserts the reservation row with a fresh locator, retrying the rare locator collision. */
export async function insertReservation(trx: Db, values: Omit<Insertable<ReservationsTable>, 'locator'>, key: string | null, agencyId: number): Promise<{ id: number; locator: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const locator = newLocator();
    // DO NOTHING instead of an error: a unique violation would abort the (maybe outer) transaction.
    const row = await trx.insertInto('reservations').values({ ...values, locator }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
    if (row) return { id: row.id, locator };
    if (key) {
      const taken = await trx.selectFrom('reservations').select(['id', 'idempotency_hash']).where('agency_id', '=', agencyId).where('idempotency_key', '=', key).executeTakeFirst();
      if (taken) throw new KeyTaken(taken.id, taken.idempotency_hash);
    }
  }
  throw new Error('No free locator after 20 attempts');
}

export interface BookingOptions {
  idempotencyKey?: string;
  now?: Date;
  /**
   * Runs in the booking's transaction once the reservation is written (the verify step's payment
   * or unpaid deadline, server/modules/cart/payOrder.ts): a refusal undoes the booking too.
   */
  settle?: (ctx: ServiceContext, booked: { id: number; totalMinor: number }) => Promise<void>;
}

export async function createFlightReservation(ctx: ServiceContext, body: ReservationDraftBody, options: BookingOptions = {}): Promise<ReservationDetailRecord> {
  const { db, actor } = ctx;
  const key = options.idempotencyKey ?? null;
  const hash = requestHash(body);
  if (key) {
    const taken = await db.selectFrom('reservations').select(['id', 'idempotency_hash']).where('agency_id', '=', actor.agency.id).where('idempotency_key', '=', key).executeTakeFirst();
    if (taken) return replay(ctx, taken, hash);
  }
  if (body.apply_penalties === false && !canWaivePenalties(actor)) throw forbidden();

  const checked = await checkSelection(db, body);
  const counts = { adults: body.adults, children: body.children, infants: body.infants };
  const lastLeg = checked.inbound ?? checked.outbound;
  const errors = {
    ...passengerErrors(body.passengers, counts, checked.outbound.departure_date, lastLeg.arrival_date, todayUtc(options.now)),
    ...(await unknownCountryErrors(db, passengerCountryFields(body.passengers))),
  };
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  const [seller, buyer, snapshots] = await Promise.all([resolveSeller(db, actor, body.seller), loadBuyer(db, actor.agency), loadSnapshots(db)]);

  const quoted = await quotedFor(db, actor.id, body.price_token, body, options.now);
  const pricing = await priceChecked(db, buyer, checked, body);
  if (!samePrice(quoted, pricing)) throw new PriceChangedError(await issueQuote(db, actor.id, body, pricing, options.now));
  const { policies, terms } = flightSnapshots(snapshots, checked.outbound);
  const holder = body.passengers.find((p) => p.type === 'adult') ?? body.passengers[0];

  // A booking in its own transaction is a direct one and confirms itself; inside a caller's (the
  // checkout's, the seed's) the caller decides (documents/confirmation.ts).
  const confirms = !db.isTransaction;
  let id: number;
  try {
    // Its own transaction runs again on a deadlock or serialization failure (db/retry.ts); inside a
    // caller's (a checkout's) the caller's transaction is the one to run again.
    const run = () => inTransaction(db, async (trx) => {
      const reservation = await insertReservation(
        trx,
        {
          service_type: 'flights',
          agency_id: actor.agency.id,
          operator_id: actor.id,
          seller_id: seller,
          client_name: [holder.first_name, holder.middle_name, holder.last_name].filter(Boolean).join(' '),
          start_date: checked.outbound.departure_date,
          end_date: lastLeg.arrival_date,
          currency_id: FLIGHT_CURRENCY_ID,
          net: fromMinor(pricing.netMinor),
          total: fromMinor(pricing.totalMinor),
          price_levels: JSON.stringify(pricing.frozen),
          commercial_status: 'non-paid',
          accounting_status: 'no-reviewed',
          provider_status: 'no-paid',
          coordinator_status: 'requested',
          idempotency_key: key,
          idempotency_hash: key ? hash : null,
          created_by: actor.id,
          language: ctx.lang,
        },
        key,
        actor.agency.id,
      );
      const seats = body.adults + body.children; // infants fly on an adult's lap
      const needs = checked.legs.map((l) => ({ subcalendarId: l.leg.id, categoryId: body.category, seats }));
      const locked = await lockInventory(trx, needs, buyer.groupIds);
      const sources = await takeSeats(trx, locked, needs);
      await trx
        .insertInto('flight_reservations')
        .values({
          reservation_id: reservation.id,
          outbound_subcalendar_id: checked.outbound.id,
          inbound_subcalendar_id: checked.inbound?.id ?? null,
          category_id: body.category,
          trip_type: pricing.tripType,
          adults: body.adults,
          children: body.children,
          infants: body.infants,
          prices: JSON.stringify(pricing.frozen.legs),
          seat_sources: JSON.stringify(sources),
          discount_code: body.discount_code?.trim().toUpperCase() || null,
          apply_penalties: body.apply_penalties ?? true,
          cancellation_policy: JSON.stringify(policies),
          terms_and_conditions: JSON.stringify(terms),
        })
        .execute();
      await trx
        .insertInto('reservation_passengers')
        .values(
          body.passengers.map((p, position) => ({
            ...passengerColumns(p),
            reservation_id: reservation.id,
            position,
            type: p.type,
            emergency_name: orEmpty(p.emergency_name),
            emergency_phone: orEmpty(p.emergency_phone),
            infant_of: p.infant_of ?? null,
          })),
        )
        .execute();
      await saveToDirectory(trx, actor.agency.id, body.passengers);
      await trx
        .insertInto('reservation_history')
        .values({
          reservation_id: reservation.id,
          user_id: actor.id,
          action: 'created',
          after: JSON.stringify({ locator: reservation.locator, total: fromMinor(pricing.totalMinor), currency: FLIGHT_CURRENCY_ID, outbound: checked.outbound.id, inbound: checked.inbound?.id ?? null, seats: sources }),
        })
        .execute();
      await options.settle?.({ ...ctx, db: trx }, { id: reservation.id, totalMinor: pricing.totalMinor });
      if (confirms) await queueBookingConfirmation(trx, { reservationIds: [reservation.id], orderId: null, userId: actor.id });
      return reservation.id;
    });
    id = db.isTransaction ? await run() : await retryTransaction(run);
  } catch (err) {
    if (err instanceof KeyTaken) return replay(ctx, { id: err.reservationId, idempotency_hash: err.hash }, hash);
    throw err;
  }
  return getReservationDetail(ctx, id);
}

/** The directory's unique index is on (agency_id, upper(passport)). */
const sqlConflictTarget = sql`agency_id, upper(passport)`;

/** The agency's passenger directory: one row per passport, refreshed by each booking. */
async function saveToDirectory(trx: Db, agencyId: number, passengers: readonly Passenger[]): Promise<void> {
  const byPassport = new Map(passengers.map((p) => [p.passport.toUpperCase(), p]));
  for (const p of byPassport.values()) {
    const values = { ...passengerColumns(p), agency_id: agencyId };
    await trx
      .insertInto('passengers')
      .values(values)
      .onConflict((oc) =>
        oc.expression(sqlConflictTarget).doUpdateSet((eb) => ({
          first_name: eb.ref('excluded.first_name'),
          middle_name: eb.ref('excluded.middle_name'),
          last_name: eb.ref('excluded.last_name'),
          date_of_birth: eb.ref('excluded.date_of_birth'),
          gender: eb.ref('excluded.gender'),
          nationality_id: eb.ref('excluded.nationality_id'),
          passport_expiry: eb.ref('excluded.passport_expiry'),
          passport_country_id: eb.ref('excluded.passport_country_id'),
          email: eb.ref('excluded.email'),
          phone: eb.ref('excluded.phone'),
          address: eb.ref('excluded.address'),
          zip_code: eb.ref('excluded.zip_code'),
          country_id: eb.ref('excluded.country_id'),
          primary_document: eb.ref('excluded.primary_document'),
          secondary_document: eb.ref('excluded.secondary_document'),
          updated_at: new Date(),
        })),
      )
      .execute();
  }
}
