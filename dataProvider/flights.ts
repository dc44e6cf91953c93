/**
 * Flight calls that are not CRUD (docs/api-flights.md): search, bookable days, price calculation,
 * the booking with its Idempotency-Key, cancel, modify a leg, status changes, check-in, and the
 * file downloads (reservation exports, availability, manifest XLSX, EDIFACT PAXLST).
 */
import type { GetListParams } from 'ra-core';
import type { CancelRecord, CheckinCountsRecord, PriceQuoteRecord, ReservationDetailRecord } from '../domain/records/flightBooking.ts';
import type { FlightSearchAnswer } from '../domain/records/flightSearch.ts';
import type { ReservationStatusRecord } from '../domain/records/flightReservations.ts';
import type { FlightSearchQuery, ModifyLegBody, PassengerDataBody, PriceCalculationBody, ReservationDraftBody, StatusField } from '../domain/schemas/flightBooking.ts';
import { isHttpError, toHttpError } from './errors.ts';
import { http } from './http.ts';
import type { BookedRecord } from '../domain/records/cart.ts';
import { filenameFromDisposition, type DownloadedFile } from './network.ts';
import { filterQuery, listQuery, type Query } from './query.ts';

// The bodies and answers are the domain's schemas (the server validates and serialises with them).
export type { FlightSearchAnswer, ModifyLegBody, PriceCalculationBody, StatusField };
export type FlightSearchParams = FlightSearchQuery;
export type BookingBody = ReservationDraftBody;

const today = () => new Date().toISOString().slice(0, 10);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json';

/** A GET answered with a file; a failure's JSON body (read from the Blob) becomes the HttpError. */
export async function downloadFile(path: string, params: Query, fallbackName: string, accept = XLSX): Promise<DownloadedFile> {
  try {
    const answer = await http.get<Blob>(path, { params, responseType: 'blob', headers: { Accept: accept } });
    return { blob: answer.data, filename: filenameFromDisposition(answer.headers['content-disposition'], fallbackName) };
  } catch (error) {
    if (isHttpError(error) && error.body?.data instanceof Blob) {
      let data: unknown = null;
      try {
        data = JSON.parse(await error.body.data.text());
      } catch {
        data = null;
      }
      throw toHttpError({ status: error.status, data });
    }
    throw error;
  }
}

export const flightMethods = {
  /** Days of `month` (YYYY-MM) with a departure that can still be booked. */
  getBookableDays: async (origin: number, destination: number, month: string, signal?: AbortSignal): Promise<string[]> => {
    const { data } = await http.get<{ days?: string[] }>('flights/search/flights-open/get_bookable_days/', {
      params: { origin, destination, month },
      signal,
    });
    return data.days ?? [];
  },

  searchFlights: async (params: FlightSearchParams, signal?: AbortSignal): Promise<FlightSearchAnswer> => {
    const { data } = await http.get<Partial<FlightSearchAnswer>>('flights/search/flights-open/', { params: filterQuery({ ...params }), signal });
    return { outbound: data.outbound ?? [], inbound: data.inbound ?? [] };
  },

  calculateFlightPrice: async (body: PriceCalculationBody): Promise<PriceQuoteRecord> =>
    (await http.post<PriceQuoteRecord>('flights/v2/price-calculation/', body)).data,

  /**
   * POST flights/reservation/ with the draft's Idempotency-Key: the server answers a repeated key
   * with the first reservation and takes no second seat, so a retry is always safe.
   */
  bookFlight: async (body: BookingBody, idempotencyKey: string): Promise<BookedRecord> =>
    (await http.post<BookedRecord>('flights/reservation/', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data,

  cancelFlightReservation: async (id: number, applyPenalties?: boolean): Promise<CancelRecord> =>
    (await http.post<CancelRecord>(`flights/reservation/${id}/cancel/`, applyPenalties === undefined ? {} : { apply_penalties: applyPenalties })).data,

  modifyFlightReservation: async (id: number, body: ModifyLegBody): Promise<ReservationDetailRecord> =>
    (await http.put<ReservationDetailRecord>(`reservations/${id}/flight-reservation`, body)).data,

  /** Any service's reservation: a flight answers its detail, another its statuses (the pages refresh either way). */
  changeReservationStatus: async (id: number, field: StatusField, value: string): Promise<ReservationDetailRecord | ReservationStatusRecord> =>
    (await http.patch<ReservationDetailRecord | ReservationStatusRecord>(`reservations/${id}/status/`, { [field]: value })).data,

  changeProviderConfirmation: async (id: number, code: string): Promise<ReservationDetailRecord> =>
    (await http.patch<ReservationDetailRecord>(`reservations/${id}/provider-confirmation/`, { provider_confirmation_code: code })).data,

  /** Corrects a booked passenger's gender, nationality or passport data (until check-in closes). */
  correctPassengerData: async (id: number, passenger: number, body: PassengerDataBody): Promise<ReservationDetailRecord> =>
    (await http.patch<ReservationDetailRecord>(`flights/reservations/${id}/passengers/${passenger}/`, body)).data,

  /** Checks passengers (reservation passenger ids) in on the departure. */
  checkinPassengers: async (passengers: number[], subcalendar?: number): Promise<unknown> =>
    (await http.post('flights/reservation/checkin/', subcalendar === undefined ? { passengers } : { passengers, subcalendar })).data,

  /** Takes back the check-in of passengers on the departure (only while its check-in is open). */
  undoCheckin: async (passengers: number[], subcalendar: number): Promise<unknown> => (await http.post('flights/reservation/checkin-undo/', { passengers, subcalendar })).data,

  getCheckinStatus: async (subcalendar: number): Promise<CheckinCountsRecord> =>
    (await http.post<CheckinCountsRecord>('flights/reservation/checkin-status/', { subcalendar })).data,

  /** Opens or closes the departure's check-in. */
  changeCheckinStatus: async (subcalendar: number, status: 'open' | 'closed'): Promise<CheckinCountsRecord> =>
    (await http.post<CheckinCountsRecord>('flights/reservation/change-checkin-status/', { subcalendar, checkin_status: status })).data,

  /** flights/reservations/export/ (one row per reservation) or export-extended/ (one per passenger). */
  exportFlightReservations: (params: Pick<GetListParams, 'filter' | 'sort'>, extended = false): Promise<DownloadedFile> =>
    downloadFile(
      extended ? 'flights/reservations/export-extended/' : 'flights/reservations/export/',
      listQuery({ filter: params.filter, sort: params.sort }),
      `${extended ? 'reservas-vuelos-pasajeros' : 'reservas-vuelos'}-${today()}.xlsx`,
    ),

  exportFlightAvailability: (filter: Record<string, unknown>): Promise<DownloadedFile> =>
    downloadFile('flights/availability/export/', filterQuery(filter), `disponibilidad-vuelos-${today()}.xlsx`),

  exportManifest: (subcalendarId: number): Promise<DownloadedFile> =>
    downloadFile('flights/manifest/export/', { subcalendar_id: subcalendarId }, `manifiesto-${subcalendarId}.xlsx`),

  downloadEdifact: (subcalendarId: number): Promise<DownloadedFile> =>
    downloadFile('admin-flights/edifact-report/', { subcalendar_id: subcalendarId }, `paxlst-${subcalendarId}.edi`, 'text/plain, application/json'),
};

export type FlightMethods = typeof flightMethods;
