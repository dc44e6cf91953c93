/** Answers of private houses (docs/api-houses.md), as zod schemas: records are z.infer of them. */
import { HOUSE_REQUEST_STATUSES } from '../houses/statuses.ts';
import { cancellationPolicySchema } from '../pricing/cancellation.ts';
import { ACCOMMODATION_TYPES, BREAKFAST_MODES, HOUSE_SUPPLEMENT_FREQUENCY, HOUSE_SUPPLEMENT_PER, PROPERTY_TYPES, RENT_TYPES } from '../services/houses.ts';
import { z } from '../validation.ts';
import { pageSchema } from './page.ts';

const int = z.number().int();
const money = z.string();
const policyAdmin = cancellationPolicySchema.extend({ name_en: z.string().nullable().optional() });

export const houseRoomRecord = z.object({ id: int, name: z.string(), name_en: z.string().nullable(), capacity: int });
export const houseSeasonRecord = z.object({
  id: int,
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  full_house_price: money.nullable(),
  room_price: money.nullable(),
  min_nights: int.nullable(),
});
export const houseSupplementRecord = z.object({
  id: int,
  name: z.string(),
  name_en: z.string().nullable(),
  mandatory: z.boolean(),
  per: z.enum(HOUSE_SUPPLEMENT_PER),
  frequency: z.enum(HOUSE_SUPPLEMENT_FREQUENCY),
  amount: money,
});

const houseCommon = {
  id: int,
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  country: int,
  country_name: z.string(),
  destination: int,
  destination_name: z.string(),
  zone: int.nullable(),
  zone_name: z.string().nullable(),
  address: z.string(),
  property_type: z.enum(PROPERTY_TYPES),
  accommodation_type: z.enum(ACCOMMODATION_TYPES),
  full_house: z.boolean(),
  private_rooms: z.boolean(),
  breakfast: z.enum(BREAKFAST_MODES),
  currency: int,
  min_nights: int,
  photos: z.array(z.string()),
  /** Guests the whole house sleeps (its rooms' capacity). */
  capacity: int,
};

/** The staff's record (admin-houses/house/): every field, net prices included. */
export const houseAdminRecord = z.object({
  ...houseCommon,
  description: z.string(),
  description_en: z.string(),
  breakfast_price: money,
  cancellation_policies: z.array(policyAdmin),
  active: z.boolean(),
  rooms: z.array(houseRoomRecord),
  seasons: z.array(houseSeasonRecord),
  supplements: z.array(houseSupplementRecord),
  requests_count: int,
  created_at: z.string(),
  updated_at: z.string(),
});
export type HouseAdminRecord = z.infer<typeof houseAdminRecord>;
export const houseAdminPage = pageSchema(houseAdminRecord);

/** A search result (GET houses/search/): `price` is the caller's agency price for the stay asked. */
export const houseSearchRecord = z.object({
  ...houseCommon,
  rooms_count: int,
  /** Rooms free for the dates asked (null without dates). */
  free_rooms: int.nullable(),
  /** The agency's price of the stay asked (null without dates). */
  price: money.nullable(),
});
export type HouseSearchRecord = z.infer<typeof houseSearchRecord>;
export const houseSearchPage = pageSchema(houseSearchRecord);

/** The detail (GET houses/{slug}/) in the reader's language, without net prices. */
export const houseDetailRecord = z.object({
  ...houseCommon,
  description: z.string(),
  cancellation_policies: z.array(cancellationPolicySchema),
  rooms: z.array(z.object({ id: int, name: z.string(), capacity: int, free: z.boolean().nullable() })),
  supplements: z.array(z.object({ id: int, name: z.string(), mandatory: z.boolean(), per: z.enum(HOUSE_SUPPLEMENT_PER), frequency: z.enum(HOUSE_SUPPLEMENT_FREQUENCY) })),
  /** Whether the whole house is free for the dates asked (null without dates). */
  full_house_free: z.boolean().nullable(),
});
export type HouseDetailRecord = z.infer<typeof houseDetailRecord>;

/** POST houses/{id}/price/: the agency's price; the net breakdown only for the provider's staff. */
export const housePriceRecord = z.object({
  nights: int,
  currency: int,
  price: money,
  available: z.boolean(),
  breakdown: z
    .object({
      nights: z.array(z.object({ date: z.string(), season: int, amount: money })),
      accommodation: money,
      breakfast: money,
      supplements: z.array(z.object({ id: int, name: z.string(), mandatory: z.boolean(), amount: money })),
      net: money,
    })
    .nullable(),
});
export type HousePriceRecord = z.infer<typeof housePriceRecord>;

const status = z.enum(HOUSE_REQUEST_STATUSES);

export const houseRequestRecord = z.object({
  id: int,
  house: int,
  house_name: z.string(),
  house_code: z.string(),
  house_slug: z.string(),
  agency: int,
  agency_name: z.string(),
  operator: int,
  operator_name: z.string(),
  type: z.enum(RENT_TYPES),
  checkin: z.string(),
  checkout: z.string(),
  nights: int,
  rooms: z.array(z.object({ id: int, name: z.string(), capacity: int })),
  guests: z.array(z.object({ name: z.string(), age: int })),
  adults: int,
  children: int,
  breakfast: z.boolean(),
  supplements: z.array(z.object({ id: int, name: z.string(), mandatory: z.boolean() })),
  customer_name: z.string(),
  comments: z.string(),
  price: money,
  /** The net (provider's price): the provider's staff only, null for agencies. */
  calculated_price: money.nullable(),
  currency: int,
  cancellation_policies: z.array(cancellationPolicySchema),
  status,
  created: z.string(),
  updated: z.string(),
});
export type HouseRequestRecord = z.infer<typeof houseRequestRecord>;
export const houseRequestPage = pageSchema(houseRequestRecord);

export const houseRequestHistoryRecord = z.object({ id: int, status, comment: z.string(), user: int.nullable(), user_name: z.string().nullable(), created: z.string() });
export const houseRequestDetailRecord = houseRequestRecord.extend({
  history: z.array(houseRequestHistoryRecord),
  next_statuses: z.array(status),
});
export type HouseRequestDetailRecord = z.infer<typeof houseRequestDetailRecord>;
