/**
 * Form values of the hotel's tabs → the strict bodies of admin-hotels/ (domain/schemas/hotelAdmin.ts),
 * and the same schemas as the forms' validation, so the browser refuses what the server would.
 */
import {
  contractBody,
  contractUpdateBody,
  occupancyBody,
  occupancyUpdateBody,
  offerBody,
  offerShapeIssues,
  offerUpdateBody,
  roomTypeBody,
  roomTypeUpdateBody,
  supplementBody,
  supplementUpdateBody,
} from '../../domain/schemas/hotelAdmin.ts';
import type { Values } from '../../src/forms/formValues.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { bodyOf } from '../flight-admin/common/body.ts';

type Body = (values: Values, creating: boolean) => Values;

/** A body of `fields`, with the hotel (or `parent`) when creating. */
const bodyMaker =
  (fields: readonly string[], nullable: readonly string[] = [], parent = 'hotel'): Body =>
  (values, creating) =>
    bodyOf(values, creating ? [parent, ...fields] : fields, nullable);

const validators = (create: Parameters<typeof zodValidate>[0], update: Parameters<typeof zodValidate>[0], body: Body, extra?: (values: Values) => Record<string, unknown>) => {
  // zodValidate answers synchronously; ValidateForm's type also allows a promise.
  const c = zodValidate(create) as (values: Values) => Record<string, unknown>;
  const u = zodValidate(update) as (values: Values) => Record<string, unknown>;
  const withExtra = (errors: Record<string, unknown>, values: Values) => ({ ...(extra?.(values) ?? {}), ...errors });
  return {
    validateCreate: (values: Values) => withExtra(c(body(values, true)), values),
    validateEdit: (values: Values) => withExtra(u(body(values, false)), values),
  };
};

export const roomTypeForm = (() => {
  const toBody = bodyMaker(['code', 'name', 'name_en', 'capacity', 'active'], ['name_en']);
  return { toBody, ...validators(roomTypeBody, roomTypeUpdateBody, toBody) };
})();

/** Occupancies: the room type is chosen on create only; adults + children ≤ capacity (the room type's, known to the form). */
export const occupancyForm = (capacityOf: (roomType: unknown) => number | undefined) => {
  const toBody = bodyMaker(['adults', 'children', 'min_age_accepted', 'max_age_accepted'], [], 'room_type');
  const capacity = (values: Values): Record<string, unknown> => {
    const max = capacityOf(values.room_type);
    const people = Number(values.adults ?? 0) + Number(values.children ?? 0);
    return max !== undefined && people > max ? { children: { message: 'hotels.capacity', args: { capacity: max } } } : {};
  };
  return { toBody, ...validators(occupancyBody, occupancyUpdateBody, toBody, capacity) };
};

/** The policies editor's rows → PolicySnapshot[] (an empty English name or max days left out). */
function policies(value: unknown): Values[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return (value as Values[]).filter(Boolean).map((p) => bodyOf(p, ['name', 'name_en', 'discount_type', 'value', 'min_days', 'max_days'], ['max_days']));
}

export const seasonForm = (() => {
  const plain = bodyMaker(['name', 'start_date', 'end_date', 'currency', 'min_nights', 'active']);
  const toBody: Body = (values, creating) => {
    const out = plain(values, creating);
    const list = policies(values.cancellation_policies);
    if (list) out.cancellation_policies = list;
    return out;
  };
  return { toBody, ...validators(contractBody, contractUpdateBody, toBody) };
})();

/** Supplements: the age range applies to those charged per person only. */
export const supplementForm = (() => {
  const fields = ['name', 'name_en', 'mandatory', 'per', 'frequency', 'amount', 'currency', 'date_from', 'date_to', 'min_age', 'max_age', 'room_type', 'meal_plan', 'active'];
  const all = bodyMaker(fields, ['name_en', 'date_from', 'date_to', 'room_type', 'meal_plan']);
  const toBody: Body = (values, creating) => {
    const out = all(values, creating);
    if (out.per !== 'person') {
      delete out.min_age;
      delete out.max_age;
    }
    return out;
  };
  return { toBody, ...validators(supplementBody, supplementUpdateBody, toBody) };
})();

/** Which fields an offer's kind uses (the others are hidden and sent empty). */
export const OFFER_KIND_FIELDS = {
  percent: ['percent'],
  early_booking: ['percent', 'min_days_before'],
  free_nights: ['stay_nights', 'pay_nights'],
} as const satisfies Record<string, readonly string[]>;
const KIND_DEPENDENT = ['percent', 'min_days_before', 'stay_nights', 'pay_nights'] as const;

export function offerUses(kind: unknown, field: (typeof KIND_DEPENDENT)[number]): boolean {
  const used: readonly string[] = OFFER_KIND_FIELDS[kind as keyof typeof OFFER_KIND_FIELDS] ?? [];
  return used.includes(field);
}

export const offerForm = (() => {
  const fields = ['name', 'name_en', 'kind', ...KIND_DEPENDENT, 'stay_from', 'stay_to', 'booking_from', 'booking_to', 'room_type', 'meal_plan', 'combinable', 'active'];
  const all = bodyMaker(fields, ['name_en', ...KIND_DEPENDENT, 'stay_from', 'stay_to', 'booking_from', 'booking_to', 'room_type', 'meal_plan']);
  const toBody: Body = (values, creating) => {
    const out = all(values, creating);
    // The fields another kind uses are cleared, so a kind change leaves no stale percent or nights.
    for (const field of KIND_DEPENDENT) if (!offerUses(out.kind ?? values.kind, field)) out[field] = null;
    return out;
  };
  // The update body checks the kind's needs on the merged record server side; the form has the whole record, so it checks them too.
  const shape = (values: Values) =>
    Object.fromEntries(Object.entries(offerShapeIssues(toBody(values, false) as Parameters<typeof offerShapeIssues>[0])).map(([field, message]) => [field, { message, args: {} }]));
  return { toBody, ...validators(offerBody, offerUpdateBody, toBody, shape) };
})();
