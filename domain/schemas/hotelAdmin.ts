/**
 * Bodies and list filters of the hotel catalogue (docs/api-hotels.md): nomenclators, hotels, room
 * types, occupancies, contracts (seasons) with their price grid, supplements and offers. Shared by
 * the server (validation) and the staff's pages (forms).
 */
import { PENALTY_TYPES } from '../pricing/cancellation.ts';
import { OFFER_KINDS } from '../services/hotelOffers.ts';
import { SUPPLEMENT_FREQUENCY, SUPPLEMENT_PER } from '../services/hotels.ts';
import { z } from '../validation.ts';
import { id, idIn, isoDate, listQuery, optionalText, text } from './common.ts';
import { bool, currencyId, englishName, int, nullableId, price, queryBool, search } from './flightAdmin.ts';
import { historyQuery } from './flightInventory.ts';

export { historyQuery };

const nullableDate = isoDate.nullable().optional();
const dateOrder = (from: string, to: string) => (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const a = body[from];
  const b = body[to];
  if (typeof a === 'string' && typeof b === 'string' && a > b) ctx.addIssue({ code: 'custom', path: [to], message: 'validation.date_order' });
};
const percent = price.refine((v) => Number(v) > 0 && Number(v) <= 100, { error: 'validation.invalid_percent' });
/** A slug: lower-case letters, digits and hyphens (the public path /hoteles/[slug]). */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'hotels.invalid_slug' })
  .max(220);
const code = (max: number) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9_-]{1,${max}}$`), { error: 'validation.invalid_code' });

// Nomenclators.
export const destinationListQuery = listQuery.extend({ search, country: id.optional(), active: queryBool.optional(), id__in: idIn.optional() });
export const zoneListQuery = listQuery.extend({ search, destination: id.optional(), country: id.optional(), id__in: idIn.optional() });
export const mealPlanListQuery = listQuery.extend({ search, id__in: idIn.optional() });
export const hotelChainListQuery = listQuery.extend({ search, active: queryBool.optional(), id__in: idIn.optional() });
export const hotelChainBody = z.strictObject({ name: text(150), code: code(20).nullable().optional(), active: bool.optional() });
export const hotelChainUpdateBody = hotelChainBody.partial();

// Hotels.
export const hotelBody = z.strictObject({
  name: text(200),
  slug: slug.optional(),
  chain: nullableId.optional(),
  category: int(1, 5),
  country: id,
  destination: id,
  zone: nullableId.optional(),
  address: optionalText(300),
  description: z.string().trim().max(10_000).optional(),
  description_en: englishName(10_000),
  active: bool.optional(),
  provider: z.string().trim().regex(/^[a-z0-9_]{1,40}$/, { error: 'validation.invalid_code' }).optional(),
  provider_code: z.string().trim().max(60).nullable().optional(),
  min_nights: int(1, 60).optional(),
});
export const hotelUpdateBody = hotelBody.partial();
export const hotelListQuery = listQuery.extend({
  search,
  name: optionalText(100),
  chain: id.optional(),
  category: int(1, 5).optional(),
  country: id.optional(),
  destination: id.optional(),
  zone: id.optional(),
  provider: optionalText(40),
  active: queryBool.optional(),
  id__in: idIn.optional(),
});

export const roomTypeBody = z.strictObject({ hotel: id, code: code(20), name: text(150), name_en: englishName(150), capacity: int(1, 20), active: bool.optional() });
export const roomTypeUpdateBody = roomTypeBody.omit({ hotel: true }).partial();
export const roomTypeListQuery = listQuery.extend({ hotel: id.optional(), active: queryBool.optional(), id__in: idIn.optional() });

const ages = (body: { min_age_accepted?: number; max_age_accepted?: number }, ctx: z.RefinementCtx) => {
  if (body.min_age_accepted !== undefined && body.max_age_accepted !== undefined && body.min_age_accepted > body.max_age_accepted) {
    ctx.addIssue({ code: 'custom', path: ['max_age_accepted'], message: 'hotels.age_order' });
  }
};
const occupancyFields = { adults: int(1, 20), children: int(0, 10).optional(), min_age_accepted: int(0, 17).optional(), max_age_accepted: int(0, 17).optional() };
export const occupancyBody = z.strictObject({ room_type: id, ...occupancyFields }).superRefine(ages);
export const occupancyUpdateBody = z.strictObject(occupancyFields).partial().superRefine(ages);
export const occupancyListQuery = listQuery.extend({ room_type: id.optional(), hotel: id.optional(), id__in: idIn.optional() });

// Contracts (seasons) and their cancellation policies (spec §3 'Cancellation policy').
export const policyBody = z
  .strictObject({
    name: text(200),
    name_en: englishName(200),
    discount_type: z.enum(PENALTY_TYPES),
    value: price,
    min_days: int(0, 3650),
    max_days: int(0, 3650).nullable().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.max_days !== undefined && p.max_days !== null && p.max_days < p.min_days) ctx.addIssue({ code: 'custom', path: ['max_days'], message: 'hotels.days_order' });
  });
const contractFields = {
  name: text(150),
  start_date: isoDate,
  end_date: isoDate,
  currency: currencyId,
  min_nights: int(1, 60).optional(),
  cancellation_policies: z.array(policyBody).max(20).optional(),
  active: bool.optional(),
};
export const contractBody = z.strictObject({ hotel: id, ...contractFields }).superRefine(dateOrder('start_date', 'end_date'));
export const contractUpdateBody = z.strictObject(contractFields).partial().superRefine(dateOrder('start_date', 'end_date'));
export const contractListQuery = listQuery.extend({ hotel: id.optional(), active: queryBool.optional(), date: isoDate.optional(), id__in: idIn.optional() });

// Prices: per room and night for the occupancy's adults; children by age band, per night.
export const childPricesBody = z
  .array(z.strictObject({ min_age: int(0, 17), max_age: int(0, 17), price }))
  .max(6)
  .superRefine((bands, ctx) => {
    const sorted = [...bands].sort((a, b) => a.min_age - b.min_age);
    for (const [i, band] of bands.entries()) if (band.min_age > band.max_age) ctx.addIssue({ code: 'custom', path: [i, 'max_age'], message: 'hotels.age_order' });
    for (let i = 1; i < sorted.length; i++) if (sorted[i].min_age <= sorted[i - 1].max_age) ctx.addIssue({ code: 'custom', path: [], message: 'hotels.age_bands_overlap' });
  });
export const priceBody = z.strictObject({ contract: id, occupancy: id, meal_plan: id, price, child_prices: childPricesBody.optional() });
export const priceUpdateBody = z.strictObject({ price, child_prices: childPricesBody.optional() }).partial();
export const priceListQuery = listQuery.extend({ contract: id.optional(), room_type: id.optional(), hotel: id.optional(), meal_plan: id.optional(), id__in: idIn.optional() });
/** The grid of a contract, saved at once: one row per occupancy and plan; `price: null` removes the row. */
export const priceGridBody = z.strictObject({
  rows: z
    .array(z.strictObject({ occupancy: id, meal_plan: id, price: price.nullable(), child_prices: childPricesBody.optional() }))
    .min(1)
    .max(500)
    .refine((rows) => new Set(rows.map((r) => `${r.occupancy}:${r.meal_plan}`)).size === rows.length, { error: 'validation.duplicate_items' }),
});

// Supplements.
const supplementFields = {
  name: text(150),
  name_en: englishName(150),
  mandatory: bool.optional(),
  per: z.enum(SUPPLEMENT_PER),
  frequency: z.enum(SUPPLEMENT_FREQUENCY),
  amount: price,
  currency: currencyId,
  date_from: nullableDate,
  date_to: nullableDate,
  min_age: int(0, 120).optional(),
  max_age: int(0, 120).optional(),
  room_type: nullableId.optional(),
  meal_plan: nullableId.optional(),
  active: bool.optional(),
};
const supplementAges = (body: { min_age?: number; max_age?: number }, ctx: z.RefinementCtx) => {
  if (body.min_age !== undefined && body.max_age !== undefined && body.min_age > body.max_age) ctx.addIssue({ code: 'custom', path: ['max_age'], message: 'hotels.age_order' });
};
export const supplementBody = z
  .strictObject({ hotel: id, ...supplementFields })
  .superRefine(dateOrder('date_from', 'date_to'))
  .superRefine(supplementAges);
export const supplementUpdateBody = z.strictObject(supplementFields).partial().superRefine(dateOrder('date_from', 'date_to')).superRefine(supplementAges);
export const supplementListQuery = listQuery.extend({ hotel: id.optional(), mandatory: queryBool.optional(), active: queryBool.optional(), id__in: idIn.optional() });

// Offers.
const offerFields = {
  name: text(150),
  name_en: englishName(150),
  kind: z.enum(OFFER_KINDS),
  percent: percent.nullable().optional(),
  stay_nights: int(2, 60).nullable().optional(),
  pay_nights: int(1, 59).nullable().optional(),
  min_days_before: int(1, 730).nullable().optional(),
  stay_from: nullableDate,
  stay_to: nullableDate,
  booking_from: nullableDate,
  booking_to: nullableDate,
  room_type: nullableId.optional(),
  meal_plan: nullableId.optional(),
  combinable: bool.optional(),
  active: bool.optional(),
};
/** What each kind needs (checked on the merged record for an edit, server side). */
export function offerShapeIssues(o: { kind?: string; percent?: string | null; stay_nights?: number | null; pay_nights?: number | null; min_days_before?: number | null }): Record<string, string> {
  const issues: Record<string, string> = {};
  if (o.kind === 'free_nights') {
    if (!o.stay_nights) issues.stay_nights = 'validation.required';
    if (!o.pay_nights) issues.pay_nights = 'validation.required';
    else if (o.stay_nights && o.pay_nights >= o.stay_nights) issues.pay_nights = 'hotels.pay_nights';
  } else if (!o.percent) issues.percent = 'validation.required';
  if (o.kind === 'early_booking' && !o.min_days_before) issues.min_days_before = 'validation.required';
  return issues;
}
export const offerBody = z
  .strictObject({ hotel: id, ...offerFields })
  .superRefine(dateOrder('stay_from', 'stay_to'))
  .superRefine(dateOrder('booking_from', 'booking_to'))
  // Checked even when other fields are missing or wrong, so an empty body names every field it needs.
  .superRefine(
    (o, ctx) => {
      for (const [path, message] of Object.entries(offerShapeIssues(o as Parameters<typeof offerShapeIssues>[0]))) ctx.addIssue({ code: 'custom', path: [path], message });
    },
    { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null },
  );
export const offerUpdateBody = z.strictObject(offerFields).partial().superRefine(dateOrder('stay_from', 'stay_to')).superRefine(dateOrder('booking_from', 'booking_to'));
export const offerListQuery = listQuery.extend({ hotel: id.optional(), kind: z.enum(OFFER_KINDS).optional(), active: queryBool.optional(), id__in: idIn.optional() });

// The staff's price preview of a stay (domain/services/hotels.ts).
export const pricePreviewBody = z
  .strictObject({
    checkin: isoDate,
    checkout: isoDate,
    booking_date: isoDate.optional(),
    rooms: z
      .array(
        z.strictObject({
          room_type: id,
          meal_plan: id,
          adults: int(1, 20),
          children_ages: z.array(int(0, 17)).max(10).optional(),
          supplements: z.array(id).max(50).optional(),
        }),
      )
      .min(1)
      .max(9),
  })
  .superRefine((b, ctx) => {
    if (b.checkin >= b.checkout) ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'hotels.checkout_order' });
  });

/** The entities of a hotel's history (admin_history rows whose entity_id is the hotel's id). */
export const HOTEL_HISTORY_ENTITIES = ['hotel', 'hotel_photo', 'hotel_room_type', 'hotel_occupancy', 'hotel_contract', 'hotel_price', 'hotel_supplement', 'hotel_offer'] as const;
export const hotelHistoryQuery = historyQuery.extend({ entity: z.enum(HOTEL_HISTORY_ENTITIES).optional() });

/** The order of a hotel's photos: every photo id of the hotel once, first shown first. */
export const photoOrderBody = z.strictObject({
  photos: z
    .array(id)
    .min(1)
    .max(30)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicate_items' }),
});
