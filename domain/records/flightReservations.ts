/**
 * Answers of the flight booking and the reservation list and detail (docs/api-flights.md
 * 'Booking', 'Reservations'), as zod schemas: the routes serialise with them (so OpenAPI describes
 * them), the types are inferred, and the dataProvider reads the same ones. Money is a decimal
 * string with its currency id, dates YYYY-MM-DD, times HH:MM:SS, instants ISO 8601 UTC.
 */
import { GENDERS, LANGUAGES, PASSENGER_TYPES } from '../constants.ts';
import { TRIP_TYPES } from '../flights/pricing.ts';
import { AGENCY_LEVELS } from '../roles.ts';
import { z } from '../validation.ts';
import { pageSchema } from './page.ts';
import { cancellationPolicySchema } from '../pricing/cancellation.ts';
import { supplementLineRecord, termsRecord } from './flightSearch.ts';

const int = z.number().int();
const money = z.string();
const direction = z.enum(['outbound', 'inbound']);

/** One passenger type on one leg, as frozen on the booking. */
export const frozenPaxPrice = z.object({
  count: int,
  base: money,
  after_rule: money,
  rule: int.nullable(),
  promotion: int.nullable(),
  net: money,
  sell: money,
});
export type FrozenPaxPrice = z.infer<typeof frozenPaxPrice>;

export const frozenLevel = z.object({
  agency: int,
  agency_name: z.string(),
  agency_level: z.enum(AGENCY_LEVELS).describe('decides who may see this step (spec §6 margin visibility)'),
  earned_by: int,
  earned_by_name: z.string(),
  cost: money,
  margin: money,
  markup: money,
  price: money,
});
export type FrozenLevel = z.infer<typeof frozenLevel>;

/** reservations.price_levels of a flight booking. */
export const frozenPriceLevels = z.object({
  currency: int,
  trip_type: z.enum(TRIP_TYPES),
  net: money,
  sell: money,
  levels: z.array(frozenLevel),
  legs: z.array(z.object({ direction, subcalendar: int, passengers: z.partialRecord(z.enum(PASSENGER_TYPES), frozenPaxPrice) })),
  supplements: z.object({ total: money, lines: z.array(supplementLineRecord) }),
  taxes: z.object({ total: money, lines: z.array(z.object({ name: z.string(), amount: money })) }),
  total: money,
  /** Staff price changes added up (domain/reservations/priceChange.ts): already inside net, sell, the levels and total. */
  adjustment: money.optional(),
});
export type FrozenPriceLevels = z.infer<typeof frozenPriceLevels>;

export const legRecord = z.object({
  subcalendar: int,
  flight_number: z.string(),
  airline: z.string(),
  departure_date: z.string(),
  departure_time: z.string(),
  arrival_date: z.string(),
  arrival_time: z.string(),
  origin: z.string(),
  destination: z.string(),
  origin_id: int,
  destination_id: int,
});
export type LegRecord = z.infer<typeof legRecord>;

export const reservationListRecord = z.object({
  id: int,
  locator: z.string(),
  service_type: z.string(),
  status: z.string(),
  agency: int,
  agency_name: z.string(),
  operator: int,
  operator_name: z.string(),
  seller: int.nullable(),
  seller_name: z.string().nullable(),
  client_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  created_at: z.string(),
  currency: int,
  total: money,
  net: money.optional().describe('staff of the first level only'),
  penalty: money.nullable(),
  is_paid: z.boolean(),
  commercial_status: z.string(),
  accounting_status: z.string(),
  provider_status: z.string(),
  coordinator_status: z.string(),
  provider_confirmation_code: z.string(),
  business_line: z.string(),
  cost_center: z.string(),
  has_notes: z.boolean(),
  trip_type: z.enum(TRIP_TYPES),
  category: int,
  category_name: z.string(),
  adults: int,
  children: int,
  infants: int,
  outbound: legRecord,
  inbound: legRecord.nullable(),
});
export type ReservationListRecord = z.infer<typeof reservationListRecord>;

/** GET flights/reservations/: a DRF page plus the totals paid and unpaid of the whole filter. */
export const reservationListPage = pageSchema(reservationListRecord).extend({
  totals: z.object({ paid: money, unpaid: money, currency: int }),
});
export type ReservationListPage = z.infer<typeof reservationListPage>;

const documentRecord = z.object({ number: z.string(), expiry: z.string(), country: int });

export const reservationPassengerRecord = z.object({
  id: int,
  position: int,
  type: z.enum(PASSENGER_TYPES),
  first_name: z.string(),
  middle_name: z.string().optional(),
  last_name: z.string(),
  date_of_birth: z.string(),
  gender: z.enum(GENDERS),
  nationality: int,
  nationality_name: z.string(),
  passport: z.string(),
  /** Null for passengers booked before these were asked (migration 0014). */
  passport_expiry: z.string().nullable(),
  passport_country: int.nullable(),
  email: z.string().optional(),
  phone: z.string().optional(),
  address: z.string().optional(),
  zip_code: z.string().optional(),
  country: int.optional(),
  primary_document: documentRecord.optional(),
  secondary_document: documentRecord.optional(),
  emergency_name: z.string().optional(),
  emergency_phone: z.string().optional(),
  infant_of: int.optional(),
  checkin_status: z.enum(['pending', 'checked_in']),
});
export type ReservationPassengerRecord = z.infer<typeof reservationPassengerRecord>;

export const noteRecord = z.object({
  id: int,
  reservation: int,
  text: z.string(),
  created_by: int.nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NoteRecord = z.infer<typeof noteRecord>;

export const historyRecord = z.object({
  id: int,
  reservation: int,
  locator: z.string(),
  at: z.string(),
  user_id: int.nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  /** The stored snapshots, for staff only (null for agency users: they hold internal ids). */
  before: z.unknown(),
  after: z.unknown(),
  /** What changed, readable in the request's language (domain/reservations/historyChanges.ts). */
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() })),
});
export type HistoryRecord = z.infer<typeof historyRecord>;

/** What this user may set each status to now (domain/reservations/statusChanges.ts). */
export const nextStatusesRecord = z.object({
  commercial_status: z.array(z.string()),
  accounting_status: z.array(z.string()),
  provider_status: z.array(z.string()),
  coordinator_status: z.array(z.string()),
});

/**
 * The answer of PATCH reservations/{id}/status/ for a reservation of another service than flights
 * (whose page reads its own detail again): the statuses and what may follow them.
 */
export const reservationStatusRecord = z.object({
  id: int,
  locator: z.string(),
  service_type: z.string(),
  status: z.string(),
  commercial_status: z.string(),
  accounting_status: z.string(),
  provider_status: z.string(),
  coordinator_status: z.string(),
  next_statuses: nextStatusesRecord,
});
export type ReservationStatusRecord = z.infer<typeof reservationStatusRecord>;

/** GET flights/reservations/{id}/, and the answer of every write to a reservation. */
export const reservationDetailRecord = reservationListRecord.extend({
  passengers: z.array(reservationPassengerRecord),
  price_levels: frozenPriceLevels,
  prices: z.unknown(),
  cancellation_policy: z.array(cancellationPolicySchema),
  terms_and_conditions: z.array(termsRecord),
  apply_penalties: z.boolean(),
  discount_code: z.string().nullable(),
  payment_order_numbers: z.array(z.string()),
  accounting_provider: z.string(),
  /** The reservation client's e-mail (spec §3 'client'), when it has one: the payment link's default address. */
  customer_email: z.string().nullable().optional(),
  /** Completed payments minus refunds (the payments core keeps it). */
  paid_amount: money.optional(),
  notes: z.array(noteRecord),
  history: z.array(historyRecord),
  next_statuses: nextStatusesRecord,
  language: z.enum(LANGUAGES).describe('the language of its voucher and confirmation e-mail: the booking request’s'),
});
export type ReservationDetailRecord = z.infer<typeof reservationDetailRecord>;

/** POST flights/reservation/{id}/cancel/. */
export const cancelRecord = z.object({ penalty: money, refund: money, currency: int });
export type CancelRecord = z.infer<typeof cancelRecord>;
