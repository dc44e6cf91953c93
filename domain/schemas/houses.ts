/**
 * Bodies and list filters of private houses (docs/api-houses.md): the staff's house with its rooms,
 * seasons and supplements (one body), the house filter of spec §3, the stay to price, the request
 * (spec §3 House booking) and its status change. Shared by the server and the pages.
 */
import { COMMENT_REQUIRED, HOUSE_COMMENT_MAX_LENGTH, HOUSE_REQUEST_STATUSES } from '../houses/statuses.ts';
import { ACCOMMODATION_TYPES, BREAKFAST_MODES, HOUSE_SUPPLEMENT_FREQUENCY, HOUSE_SUPPLEMENT_PER, MAX_HOUSE_GUESTS, PROPERTY_TYPES, RENT_TYPES } from '../services/houses.ts';
import { z } from '../validation.ts';
import { id, idIn, isoDate, listQuery, optionalText, text } from './common.ts';
import { bool, currencyId, englishName, int, nullableId, price, queryBool, search } from './flightAdmin.ts';
import { policyBody } from './hotelAdmin.ts';

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'hotels.invalid_slug' })
  .max(200);
const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{1,20}$/, { error: 'validation.invalid_code' });
const photo = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/|\/)[^\s"'<>]+$/, { error: 'houses.photo_url' });
const dateAfter = (from: string, to: string, key = 'validation.date_order') => (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const a = body[from];
  const b = body[to];
  if (typeof a === 'string' && typeof b === 'string' && a >= b) ctx.addIssue({ code: 'custom', path: [to], message: key });
};

/** A row of a nested list: with `id` it updates that row, without it adds one; rows left out are removed. */
const rowId = { id: id.optional() };
export const houseRoomBody = z.strictObject({ ...rowId, name: text(150), name_en: englishName(150), capacity: int(1, 10) });
export const houseSeasonBody = z
  .strictObject({
    ...rowId,
    name: text(150),
    start_date: isoDate,
    end_date: isoDate,
    full_house_price: price.nullable().optional(),
    room_price: price.nullable().optional(),
    min_nights: int(1, 60).nullable().optional(),
  })
  .superRefine((s, ctx) => {
    if (s.start_date > s.end_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.date_order' });
    if ((s.full_house_price ?? null) === null && (s.room_price ?? null) === null) ctx.addIssue({ code: 'custom', path: ['room_price'], message: 'houses.season_price' });
  });
export const houseSupplementBody = z.strictObject({
  ...rowId,
  name: text(150),
  name_en: englishName(150),
  mandatory: bool.optional(),
  per: z.enum(HOUSE_SUPPLEMENT_PER),
  frequency: z.enum(HOUSE_SUPPLEMENT_FREQUENCY),
  amount: price,
});

const houseFields = {
  code,
  name: text(200),
  slug: slug.optional(),
  country: id,
  destination: id,
  zone: nullableId.optional(),
  address: optionalText(300),
  description: z.string().trim().max(10_000).optional(),
  description_en: z.string().trim().max(10_000).optional(),
  property_type: z.enum(PROPERTY_TYPES),
  accommodation_type: z.enum(ACCOMMODATION_TYPES),
  full_house: bool.optional(),
  private_rooms: bool.optional(),
  breakfast: z.enum(BREAKFAST_MODES).optional(),
  breakfast_price: price.optional(),
  currency: currencyId.optional(),
  min_nights: int(1, 60).optional(),
  cancellation_policies: z.array(policyBody).max(20).optional(),
  photos: z.array(photo).max(30).optional(),
  active: bool.optional(),
  rooms: z.array(houseRoomBody).max(30).optional(),
  seasons: z.array(houseSeasonBody).max(60).optional(),
  supplements: z.array(houseSupplementBody).max(30).optional(),
};

/** Seasons of one house never share a day (each night has one price). */
function seasonsApart(body: { seasons?: { start_date: string; end_date: string }[] }, ctx: z.RefinementCtx) {
  const seasons = [...(body.seasons ?? [])].map((s, i) => ({ ...s, i })).sort((a, b) => (a.start_date < b.start_date ? -1 : 1));
  for (let k = 1; k < seasons.length; k++) {
    if (seasons[k].start_date <= seasons[k - 1].end_date) ctx.addIssue({ code: 'custom', path: ['seasons', seasons[k].i, 'start_date'], message: 'houses.season_overlap' });
  }
}
function rentMode(body: { full_house?: boolean; private_rooms?: boolean }, ctx: z.RefinementCtx) {
  if (body.full_house === false && body.private_rooms === false) ctx.addIssue({ code: 'custom', path: ['private_rooms'], message: 'houses.rent_mode' });
}

export const houseBody = z.strictObject(houseFields).superRefine(seasonsApart).superRefine(rentMode);
export const houseUpdateBody = z.strictObject(houseFields).partial().superRefine(seasonsApart).superRefine(rentMode);
export type HouseBody = z.infer<typeof houseBody>;
export type HouseUpdateBody = z.infer<typeof houseUpdateBody>;

export const houseAdminListQuery = listQuery.extend({
  search,
  country: id.optional(),
  destination: id.optional(),
  zone: id.optional(),
  property_type: z.enum(PROPERTY_TYPES).optional(),
  active: queryBool.optional(),
  id__in: idIn.optional(),
});

/** Guest ages as a query parameter: '30,30,7'. */
const agesParam = z
  .string()
  .trim()
  .regex(/^\d{1,2}(,\d{1,2}){0,19}$/, { error: 'houses.ages' })
  .transform((v) => v.split(',').map(Number));

/** Spec §3 House filter: name, code, country, destination, zone, property type, type, accommodation type, dates; plus guests. */
export const houseSearchQuery = listQuery
  .extend({
    name: optionalText(100),
    code: optionalText(20),
    country: id.optional(),
    destination: id.optional(),
    zone: id.optional(),
    property_type: z.enum(PROPERTY_TYPES).optional(),
    type: z.enum(RENT_TYPES).optional(),
    accommodation_type: z.enum(ACCOMMODATION_TYPES).optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    adults: int(1, MAX_HOUSE_GUESTS).optional(),
    /** Children's ages, comma-separated. */
    ages: agesParam.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.start_date === undefined) !== (q.end_date === undefined)) ctx.addIssue({ code: 'custom', path: [q.start_date ? 'end_date' : 'start_date'], message: 'validation.required' });
    dateAfter('start_date', 'end_date')(q, ctx);
  });
export type HouseSearchQuery = z.infer<typeof houseSearchQuery>;

export const houseDetailQuery = z.object({ start_date: isoDate.optional(), end_date: isoDate.optional() }).superRefine(dateAfter('start_date', 'end_date'));

const stayFields = {
  checkin: isoDate,
  checkout: isoDate,
  type: z.enum(RENT_TYPES).optional(),
  rooms: z.array(id).max(30).optional(),
  breakfast: bool.optional(),
  supplements: z.array(id).max(30).optional(),
};

/** POST houses/{id}/price/: the stay to price (guest ages; adults count as adults). */
export const housePriceBody = z
  .strictObject({ ...stayFields, ages: z.array(int(0, 120)).min(1).max(MAX_HOUSE_GUESTS) })
  .superRefine(dateAfter('checkin', 'checkout'));
export type HousePriceBody = z.infer<typeof housePriceBody>;

export const houseGuestBody = z.strictObject({ name: text(150), age: int(0, 120) });

/** POST houses/requests/ (spec §3 House booking); `price` is what the agency saw: a different price now is 409. */
export const houseRequestBody = z
  .strictObject({
    house: id,
    ...stayFields,
    guests: z.array(houseGuestBody).min(1).max(MAX_HOUSE_GUESTS),
    customer_name: text(200),
    comments: optionalText(2000),
    price: price.optional(),
  })
  .superRefine(dateAfter('checkin', 'checkout'));
export type HouseRequestBody = z.infer<typeof houseRequestBody>;

export const houseRequestStatusBody = z
  .strictObject({
    status: z.enum(HOUSE_REQUEST_STATUSES),
    comment: z.string().trim().max(HOUSE_COMMENT_MAX_LENGTH).optional(),
  })
  .superRefine((b, ctx) => {
    if (COMMENT_REQUIRED.includes(b.status) && !(b.comment ?? '')) ctx.addIssue({ code: 'custom', path: ['comment'], message: 'validation.required' });
  });
export type HouseRequestStatusBody = z.infer<typeof houseRequestStatusBody>;

export const houseRequestListQuery = listQuery.extend({
  status: z.enum(HOUSE_REQUEST_STATUSES).optional(),
  house: id.optional(),
  agency: id.optional(),
  /** Check-in range (both ends included). */
  checkin_after: isoDate.optional(),
  checkin_before: isoDate.optional(),
  /** Request date range (whole UTC days). */
  created_after: isoDate.optional(),
  created_before: isoDate.optional(),
  /** Customer, house name or code, agency name; contains, case-insensitive. */
  search: optionalText(150),
  id__in: idIn.optional(),
});
export type HouseRequestListQuery = z.infer<typeof houseRequestListQuery>;
