/**
 * Request schemas of flight search, booking, reservations, check-in and manifests (spec §3 'Flight
 * reservation draft', 'Flight reservation filter', 'Manifest'; docs/api-flights.md). The booking
 * form and the server validate with the same ones.
 */
import { accountingProviderCode } from '../accountingProviders.ts';
import { PASSENGER_TYPES } from '../constants.ts';
import { CURRENCIES } from '../currencies.ts';
import { CORRECTABLE_PASSENGER_FIELDS, passengerSchema } from '../flights/passengers.ts';
import {
  ACCOUNTING_STATUSES,
  CHECKIN_STATUSES,
  COMMERCIAL_STATUSES,
  COORDINATOR_STATUSES,
  FLIGHT_RESERVATION_STATUSES,
  PROVIDER_STATUSES,
} from '../reservations/statuses.ts';
import { z } from '../validation.ts';
import { checkoutPaymentBody } from './orderPayment.ts';
import { id, idIn, isoDate, listQuery, optionalText, text, toNumber } from './common.ts';

/** A passenger count from a query string or a body. */
const count = (min: number) => z.preprocess(toNumber, z.number().int().min(min).max(9));

/** Query-string booleans: 'true'/'false' (and 1/0), as DRF's BooleanFilter reads them. */
export const queryBoolean = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

const discountCode = z.string().trim().max(30).optional();

export const bookableDaysQuery = z.object({
  origin: id,
  destination: id,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid_format' }),
});
export type BookableDaysQuery = z.infer<typeof bookableDaysQuery>;

export const flightSearchQuery = z.object({
  origin: id,
  destination: id,
  departure_date: isoDate,
  return_date: isoDate.optional(),
  adults: count(1).default(1),
  children: count(0).default(0),
  infants: count(0).default(0),
  category: id.optional(),
});
export type FlightSearchQuery = z.infer<typeof flightSearchQuery>;

/** The selection a price is calculated for, and that a price token pins. */
const selectionFields = {
  outbound: id,
  inbound: id.optional(),
  category: id,
  adults: count(1),
  children: count(0).default(0),
  infants: count(0).default(0),
  discount_code: discountCode,
};

export const priceCalculationBody = z.strictObject(selectionFields);
export type PriceCalculationBody = z.infer<typeof priceCalculationBody>;

export const PRICE_TOKEN_MAX_LENGTH = 64;
const priceToken = z.string().trim().min(1).max(PRICE_TOKEN_MAX_LENGTH);

/** POST flights/reservation/: the reservation draft of spec §3. */
export const reservationDraftBody = z.strictObject({
  ...selectionFields,
  passengers: z.array(passengerSchema).min(1).max(27),
  price_token: priceToken,
  seller: id.optional(),
  apply_penalties: z.boolean().optional(),
  /** Pay as it is booked (the cart checkout's payment, docs/api-cart.md); left out: booked unpaid with a deadline. */
  payment: checkoutPaymentBody.optional(),
});
export type ReservationDraftBody = z.infer<typeof reservationDraftBody>;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export const MODIFY_LEGS = ['outbound', 'inbound'] as const;
export type ModifyLeg = (typeof MODIFY_LEGS)[number];

/** PUT reservations/{id}/flight-reservation. */
export const modifyLegBody = z.strictObject({
  modify: z.enum(MODIFY_LEGS),
  subcalendar: id,
  price_token: priceToken,
});
export type ModifyLegBody = z.infer<typeof modifyLegBody>;

export const cancelBody = z.strictObject({ apply_penalties: z.boolean().optional() });

/** PATCH flights/reservations/{id}/passengers/{passenger}/: any of the correctable fields, at least one. */
export const passengerDataBody = passengerSchema
  .pick({ gender: true, nationality: true, passport_expiry: true, passport_country: true })
  .partial()
  .refine((b) => CORRECTABLE_PASSENGER_FIELDS.some((f) => b[f] !== undefined), { error: 'validation.empty_update', path: ['non_field_errors'] });
export type PassengerDataBody = z.infer<typeof passengerDataBody>;


/** GET flights/reservations/ (and its exports): the whole 'Flight reservation filter' of spec §3. */
export const reservationListQuery = listQuery.extend({
  pnr: optionalText(20),
  passenger_name: optionalText(150),
  flight_category: id.optional(),
  numbers_flight: optionalText(10),
  numbers_flight_outbound: optionalText(10),
  numbers_flight_inbound: optionalText(10),
  flight_agency: id.optional(),
  departure_date_start: isoDate.optional(),
  departure_date_end: isoDate.optional(),
  inbound_date_start: isoDate.optional(),
  inbound_date_end: isoDate.optional(),
  reservation_status: z.enum(FLIGHT_RESERVATION_STATUSES).optional(),
  created_start_date: isoDate.optional(),
  created_end_date: isoDate.optional(),
  passenger_type: z.enum(PASSENGER_TYPES).optional(),
  airline: id.optional(),
  city_origin_outbound: id.optional(),
  city_origin_inbound: id.optional(),
  destination_city_outbound: id.optional(),
  destination_city_inbound: id.optional(),
  currency: z.preprocess(toNumber, z.number().int().refine((v) => CURRENCIES.some((c) => c.id === v), { error: 'validation.invalid_choice' })).default(1),
  flight_accounting_status: z.enum(ACCOUNTING_STATUSES).optional(),
  include_reservations: queryBoolean.optional(),
  include_flights: queryBoolean.optional(),
  seller: id.optional(),
  business_line: optionalText(50),
  cost_center: optionalText(50),
  coordinator_status: z.enum(COORDINATOR_STATUSES).optional(),
  provider_status: z.enum(PROVIDER_STATUSES).optional(),
  commercial_status: z.enum(COMMERCIAL_STATUSES).optional(),
  service_type: z.literal('flights').default('flights'),
  /** Release note 1.2.0: the reservation's accounting provider (issue 10). */
  accounting_provider: accountingProviderCode.optional(),
  is_paid: queryBoolean.optional(),
  id__in: idIn.optional(),
});
export type ReservationListQuery = z.infer<typeof reservationListQuery>;
export const reservationOrderingFields = ['created', 'locator', 'departure_date', 'total', 'status', 'client_name'] as const;

/** PATCH reservations/{id}/status/: exactly one of the four statuses. */
export const statusChangeBody = z
  .strictObject({
    commercial_status: z.enum(COMMERCIAL_STATUSES).optional(),
    accounting_status: z.enum(ACCOUNTING_STATUSES).optional(),
    provider_status: z.enum(PROVIDER_STATUSES).optional(),
    coordinator_status: z.enum(COORDINATOR_STATUSES).optional(),
  })
  .refine((b) => Object.values(b).filter((v) => v !== undefined).length === 1, { error: 'validation.one_status', path: ['non_field_errors'] });
export type StatusChangeBody = z.infer<typeof statusChangeBody>;
export const STATUS_FIELDS = ['commercial_status', 'accounting_status', 'provider_status', 'coordinator_status'] as const;
export type StatusField = (typeof STATUS_FIELDS)[number];

export const providerConfirmationBody = z.strictObject({ provider_confirmation_code: z.string().trim().max(50) });

export const NOTE_MIN_LENGTH = 3;
const noteText = z.string().trim().min(NOTE_MIN_LENGTH).max(4000);
export const noteCreateBody = z.strictObject({ reservation: id, text: noteText });
export const noteUpdateBody = z.strictObject({ text: noteText });
export const noteListQuery = listQuery.extend({ reservation: id.optional() });

export const historyListQuery = listQuery.extend({
  locator: optionalText(20),
  reservation: id.optional(),
  user: id.optional(),
  action: optionalText(40),
  date_start: isoDate.optional(),
  date_end: isoDate.optional(),
});
export type HistoryListQuery = z.infer<typeof historyListQuery>;

/** GET flights/availability/v2/ and its export. */
export const availabilityQuery = listQuery.extend({
  date_start: isoDate.optional(),
  date_end: isoDate.optional(),
  origin: id.optional(),
  destination: id.optional(),
  flight_number: optionalText(10),
  category: id.optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

export const checkinListQuery = listQuery.extend({
  date: isoDate.optional(),
  origin: id.optional(),
  destination: id.optional(),
  flight_number: optionalText(10),
  checkin_status: z.enum(CHECKIN_STATUSES).optional(),
});
export type CheckinListQuery = z.infer<typeof checkinListQuery>;

export const checkinBody = z.strictObject({ passengers: z.array(id).min(1).max(500), subcalendar: id.optional() });
export type CheckinBody = z.infer<typeof checkinBody>;
/** POST flights/reservation/checkin-undo/: the departure is required, an undo is per leg. */
export const checkinUndoBody = z.strictObject({ passengers: z.array(id).min(1).max(500), subcalendar: id });
export type CheckinUndoBody = z.infer<typeof checkinUndoBody>;
export const checkinStatusBody = z.strictObject({ subcalendar: id });
export const changeCheckinStatusBody = z.strictObject({ subcalendar: id, checkin_status: z.enum(CHECKIN_STATUSES) });

/** GET flights/manifests/: the Manifest filters of spec §3. */
export const manifestListQuery = listQuery.extend({
  flight_number: optionalText(10),
  date_start: isoDate.optional(),
  date_end: isoDate.optional(),
  origin: id.optional(),
  destination: id.optional(),
});
export type ManifestListQuery = z.infer<typeof manifestListQuery>;

/** The manifest exports name the departure as subcalendar_id or (spec §7) subschedule_id. */
export const manifestExportQuery = z
  .object({ subcalendar_id: id.optional(), subschedule_id: id.optional() })
  .refine((q) => q.subcalendar_id !== undefined || q.subschedule_id !== undefined, { error: 'validation.required', path: ['subcalendar_id'] });
export const edifactQuery = z.object({ subcalendar_id: id });

export const passengerListQuery = listQuery.extend({
  search: optionalText(150),
  agency: id.optional(),
  passport: optionalText(20),
  id__in: idIn.optional(),
});
export type PassengerListQuery = z.infer<typeof passengerListQuery>;

/** PATCH passenger/{id}: the directory entry's fields (type, age and lap are per booking). */
export const passengerUpdateBody = passengerSchema
  .omit({ type: true, age: true, infant_of: true, emergency_name: true, emergency_phone: true })
  .partial()
  .extend({ first_name: text(100).optional(), last_name: text(100).optional() });
export type PassengerUpdateBody = z.infer<typeof passengerUpdateBody>;
