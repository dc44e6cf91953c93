/**
 * GET flights/reservations/{id}/: the list record plus passengers, the frozen price breakdown (the
 * levels the caller may see, as in the price preview), snapshots, notes, history and the statuses
 * this user may set each field to (domain/reservations/statusChanges.ts). Outside the caller's
 * scope the reservation does not exist (404).
 */
import type { Kysely } from 'kysely';
import type { Gender } from '../../../domain/constants.ts';
import type { Passenger } from '../../../domain/flights/passengers.ts';
import { localizedPolicies, localizedTerms, type PolicySnapshot, type TermsSnapshot } from '../../../domain/catalogNames.ts';
import type { FrozenPriceLevels, HistoryRecord, NoteRecord, ReservationDetailRecord, ReservationPassengerRecord } from '../../../domain/records/flightBooking.ts';
import { canSeeGeneralMargin } from '../../../domain/rules.ts';
import { allNextStatuses } from '../../../domain/reservations/statusChanges.ts';
import { nameIn } from '../../db/catalogNames.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthActor } from '../../security/actor.ts';
import { historyRows, toHistoryRecords } from './history.ts';
import { noteRows, toNoteRecord } from './notes.ts';
import { legRecords } from './legs.ts';
import { reservationRows, toListRecord } from './query.ts';

type Db = Kysely<Database>;

interface DocumentJson {
  number: string;
  expiry: string;
  country: number;
}

export async function passengersOf(db: Db, reservationIds: readonly number[]) {
  if (reservationIds.length === 0) return [];
  return db
    .selectFrom('reservation_passengers as p')
    .leftJoin('countries as n', 'n.id', 'p.nationality_id')
    .selectAll('p')
    .select(['n.name_es as nationality_es', 'n.name_en as nationality_en', 'n.code as nationality_code'])
    .where('p.reservation_id', 'in', [...reservationIds])
    .orderBy('p.reservation_id')
    .orderBy('p.position')
    .execute();
}

export type PassengerRow = Awaited<ReturnType<typeof passengersOf>>[number];

export function toPassengerRecord(p: PassengerRow, lang: 'es' | 'en'): ReservationPassengerRecord {
  const optional = (v: string) => (v === '' ? undefined : v);
  // Rows booked before migration 0014 have no passport expiry or issuing country: null, not invented.
  const record: Omit<Passenger, 'passport_expiry' | 'passport_country'> = {
    type: p.type as Passenger['type'],
    first_name: p.first_name,
    middle_name: optional(p.middle_name),
    last_name: p.last_name,
    date_of_birth: p.date_of_birth,
    gender: p.gender as Gender,
    nationality: p.nationality_id,
    passport: p.passport,
    email: optional(p.email),
    phone: optional(p.phone),
    address: optional(p.address),
    zip_code: optional(p.zip_code),
    country: p.country_id ?? undefined,
    primary_document: (p.primary_document as DocumentJson | null) ?? undefined,
    secondary_document: (p.secondary_document as DocumentJson | null) ?? undefined,
    emergency_name: optional(p.emergency_name),
    emergency_phone: optional(p.emergency_phone),
    infant_of: p.infant_of ?? undefined,
  };
  return {
    ...record,
    passport_expiry: p.passport_expiry,
    passport_country: p.passport_country_id,
    id: p.id,
    position: p.position,
    checkin_status: p.checkin_status as ReservationPassengerRecord['checkin_status'],
    nationality_name: (lang === 'en' ? p.nationality_en : p.nationality_es) ?? '',
  };
}

/** The frozen breakdown with the steps whose margin the caller may not see left out (spec §6). */
export function visibleLevels(actor: AuthActor, frozen: FrozenPriceLevels): FrozenPriceLevels {
  return { ...frozen, levels: frozen.levels.filter((l) => canSeeGeneralMargin(actor, l.agency_level)) };
}

export async function getReservationDetail(ctx: ServiceContext, id: number): Promise<ReservationDetailRecord> {
  const { db, actor, lang } = ctx;
  const row = await reservationRows(db, actor, {}).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [legs, extra, passengers, notes, history] = await Promise.all([
    legRecords(db, [row]),
    db
      .selectFrom('reservations as r')
      .innerJoin('flight_reservations as fr', 'fr.reservation_id', 'r.id')
      // The list row's category name is Spanish (query.ts); the detail shows the reader's language.
      .leftJoin('seat_categories as sc', 'sc.id', 'fr.category_id')
      .leftJoin('customers as cu', 'cu.id', 'r.customer_id')
      .select(nameIn(lang, 'sc').as('category_name'))
      .select('cu.email as customer_email')
      .select(['r.price_levels', 'r.payment_order_numbers', 'r.accounting_provider', 'r.paid_amount', 'fr.prices', 'fr.cancellation_policy', 'fr.terms_and_conditions', 'fr.apply_penalties', 'fr.discount_code'])
      .select(['r.price_levels', 'r.payment_order_numbers', 'r.accounting_provider', 'fr.prices', 'fr.cancellation_policy', 'fr.terms_and_conditions', 'fr.apply_penalties', 'fr.discount_code', 'r.language'])
      .where('r.id', '=', id)
      .executeTakeFirstOrThrow(),
    passengersOf(db, [id]),
    noteRows(db).where('n.reservation_id', '=', id).orderBy('n.created_at').orderBy('n.id').execute(),
    historyRows(db).where('h.reservation_id', '=', id).orderBy('h.at').orderBy('h.id').execute(),
  ]);
  const frozen = extra.price_levels as FrozenPriceLevels;
  const base = toListRecord(actor, row, legs);
  return {
    ...base,
    category_name: extra.category_name ?? base.category_name,
    passengers: passengers.map((p) => toPassengerRecord(p, lang)),
    price_levels: visibleLevels(actor, frozen),
    prices: extra.prices,
    cancellation_policy: localizedPolicies(lang, extra.cancellation_policy as PolicySnapshot[] | null),
    terms_and_conditions: localizedTerms(lang, extra.terms_and_conditions as TermsSnapshot[] | null),
    apply_penalties: extra.apply_penalties,
    discount_code: extra.discount_code,
    payment_order_numbers: extra.payment_order_numbers,
    accounting_provider: extra.accounting_provider,
    // A client without an address is as unknown as none.
    customer_email: extra.customer_email || null,
    paid_amount: Number(extra.paid_amount).toFixed(2),
    notes: notes.map(toNoteRecord),
    history: await toHistoryRecords(ctx, history),
    // What this user may set each status to now: the same list changeStatus accepts.
    next_statuses: allNextStatuses(actor, base),
    language: extra.language,
  };
}
