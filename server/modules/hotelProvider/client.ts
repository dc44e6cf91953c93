/**
 * Hotelbeds APItude Booking API 1.0 adapter (developer.hotelbeds.com, "Booking API"): availability
 * (`POST /hotels`), rate check for RECHECK rates (`POST /checkrates`), booking (`POST /bookings`)
 * and cancellation (`DELETE /bookings/{reference}?cancellationFlag=CANCELLATION|SIMULATION`).
 * Every call is signed (signature.ts). Errors answer `{error: {code, message}}` and become a
 * GatewayError with the HTTP status and the provider's code; service.ts maps them to our answers.
 */
import type { z } from '../../../domain/validation.ts';
import { GatewayError, gatewayCall, parseJson } from '../gateways/gatewayHttp.ts';
import {
  API_PATH,
  availabilityResponseSchema,
  bookingResponseSchema,
  checkRatesResponseSchema,
  errorResponseSchema,
  type AvailabilityRequest,
  type BookingRequest,
  type WireBooking,
  type WireHotel,
} from './protocol.ts';
import type { HotelProviderSettings } from './settings.ts';
import { signatureHeaders } from './signature.ts';

export const HOTEL_PROVIDER = 'hotelbeds';

export class HotelbedsClient {
  constructor(private readonly settings: HotelProviderSettings) {}

  private async call<S extends z.ZodType>(method: 'POST' | 'DELETE', path: string, schema: S, body?: object): Promise<z.infer<S>> {
    const headers: Record<string, string> = { accept: 'application/json', ...signatureHeaders(this.settings.apiKey, this.settings.secret) };
    if (body) headers['content-type'] = 'application/json';
    const res = await gatewayCall(HOTEL_PROVIDER, `${this.settings.apiUrl}${API_PATH}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined }, this.settings.timeoutMs);
    if (res.status < 200 || res.status > 299) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(res.text);
      } catch {
        // An HTML error page of a proxy: only the status tells.
      }
      const error = errorResponseSchema.safeParse(parsed);
      throw new GatewayError(HOTEL_PROVIDER, res.status, error.success ? error.data.error.code : 'http_error', error.success ? error.data.error.message : res.text.slice(0, 200));
    }
    const answer = schema.safeParse(parseJson(HOTEL_PROVIDER, res));
    if (!answer.success) throw new GatewayError(HOTEL_PROVIDER, res.status, 'bad_response', answer.error.message.slice(0, 200));
    return answer.data;
  }

  /** The hotels of the request with rooms for the stay; a hotel without any is absent. */
  async availability(request: AvailabilityRequest): Promise<WireHotel[]> {
    return (await this.call('POST', '/hotels', availabilityResponseSchema, request)).hotels.hotels;
  }

  /** The current price and conditions of RECHECK rates (all of one hotel and stay), now BOOKABLE. */
  async checkRates(rateKeys: readonly string[]) {
    return (await this.call('POST', '/checkrates', checkRatesResponseSchema, { rooms: rateKeys.map((rateKey) => ({ rateKey })) })).hotel;
  }

  async book(request: BookingRequest): Promise<WireBooking> {
    return (await this.call('POST', '/bookings', bookingResponseSchema, request)).booking;
  }

  /** `simulate`: what the cancellation would cost, cancelling nothing (cancellationFlag=SIMULATION). */
  async cancel(reference: string, simulate = false): Promise<WireBooking> {
    const flag = simulate ? 'SIMULATION' : 'CANCELLATION';
    return (await this.call('DELETE', `/bookings/${encodeURIComponent(reference)}?cancellationFlag=${flag}`, bookingResponseSchema)).booking;
  }
}
