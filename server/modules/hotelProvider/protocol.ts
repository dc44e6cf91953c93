/**
 * The wire format of Hotelbeds' APItude Booking API 1.0 as this adapter uses it (JSON both ways;
 * docs/api-hotel-provider.md lists what is followed). The answer schemas are what the adapter
 * relies on: an answer that does not fit them is 'bad_response' (a 502), never a crash. Extra
 * fields the provider sends are kept out by zod's default object parsing.
 */
import { z } from '../../../domain/validation.ts';

export const API_PATH = '/hotel-api/1.0';
export const RATE_TYPES = ['BOOKABLE', 'RECHECK'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** `type` AD adult, CH child (with its age). */
export interface WirePax {
  roomId?: number;
  type: 'AD' | 'CH';
  age?: number;
  name?: string;
  surname?: string;
}

export interface WireOccupancy {
  rooms: number;
  adults: number;
  children: number;
  paxes?: WirePax[];
}

export interface AvailabilityRequest {
  stay: { checkIn: string; checkOut: string };
  occupancies: WireOccupancy[];
  hotels: { hotel: string[] };
  boards?: { included: boolean; board: string[] };
  /** Ask for each night's price (`dailyRates`). */
  dailyRate?: boolean;
}

export interface BookingRequest {
  holder: { name: string; surname: string };
  rooms: { rateKey: string; paxes: WirePax[] }[];
  clientReference: string;
  remark?: string;
}

const money = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/);

export const cancellationPolicySchema = z.object({ amount: money, from: z.string().min(10) });
export type WireCancellationPolicy = z.infer<typeof cancellationPolicySchema>;

export const rateSchema = z.object({
  rateKey: z.string().min(1),
  rateClass: z.string().default('NOR'),
  rateType: z.enum(RATE_TYPES),
  net: money,
  allotment: z.number().int().optional(),
  paymentType: z.string().optional(),
  boardCode: z.string(),
  boardName: z.string().default(''),
  cancellationPolicies: z.array(cancellationPolicySchema).default([]),
  rooms: z.number().int().min(1),
  adults: z.number().int().min(0),
  children: z.number().int().min(0),
  childrenAges: z.string().optional(),
  dailyRates: z.array(z.object({ offset: z.number().int(), dailyNet: money })).optional(),
});
export type WireRate = z.infer<typeof rateSchema>;

export const roomSchema = z.object({ code: z.string(), name: z.string().default(''), rates: z.array(rateSchema) });

export const hotelSchema = z.object({
  code: z.union([z.string(), z.number()]).transform(String),
  name: z.string().default(''),
  currency: z.string().length(3),
  rooms: z.array(roomSchema).default([]),
});
export type WireHotel = z.infer<typeof hotelSchema>;

export const availabilityResponseSchema = z.object({
  hotels: z.object({ hotels: z.array(hotelSchema).default([]), total: z.number().int().optional() }),
});

export const checkRatesResponseSchema = z.object({
  hotel: hotelSchema.extend({ checkIn: z.string(), checkOut: z.string(), totalNet: money.optional() }),
});

export const bookingSchema = z.object({
  reference: z.string().min(1),
  clientReference: z.string().default(''),
  creationDate: z.string().optional(),
  status: z.enum(['CONFIRMED', 'CANCELLED', 'PENDING']),
  cancellationReference: z.string().optional(),
  hotel: z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    code: z.union([z.string(), z.number()]).transform(String),
    name: z.string().default(''),
    cancellationAmount: z.number().optional(),
    rooms: z
      .array(z.object({ status: z.string().optional(), code: z.string(), name: z.string().default(''), rates: z.array(rateSchema.partial({ rateType: true, rateKey: true })) }))
      .default([]),
  }),
  totalNet: z.number(),
  currency: z.string().length(3),
});
export type WireBooking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ booking: bookingSchema });

export const errorResponseSchema = z.object({ error: z.object({ code: z.string(), message: z.string().default('') }) });

/** Hotelbeds' error codes this adapter tells apart. */
export const PRODUCT_ERROR = 'PRODUCT_ERROR';
