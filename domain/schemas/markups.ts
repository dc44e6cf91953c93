/** Markups per agency and service type (issue 3), and agency groups. */
import { SERVICE_TYPES } from '../constants.ts';
import { CURRENCIES } from '../currencies.ts';
import { MARKUP_KINDS } from '../pricing/markupChain.ts';
import { z } from '../validation.ts';
import { amount, percent } from './agencies.ts';
import { id, listQuery, optionalText, text, toNumber } from './common.ts';

const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

const markupFields = {
  service_type: z.enum(SERVICE_TYPES),
  kind: z.enum(MARKUP_KINDS),
  // Always a decimal with up to two places; its range depends on the kind (checkValue).
  value: z
    .union([z.string().max(20), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => DECIMAL.test(v), { error: 'validation.invalid_number' }),
  currency: z
    .preprocess(toNumber, z.number().int().refine((v) => CURRENCIES.some((c) => c.id === v), { error: 'validation.invalid_choice' }))
    .optional(),
  active: z.boolean().optional(),
};

/** A percent markup is 0–100 with two decimals; a fixed one a positive amount. */
function checkValue(body: { kind?: string; value?: string }, ctx: z.RefinementCtx): void {
  // A value that is not a decimal at all has its own message already.
  if (body.kind === undefined || body.value === undefined || !DECIMAL.test(body.value)) return;
  const schema = body.kind === 'percent' ? percent : amount;
  const result = schema.safeParse(body.value);
  if (!result.success) ctx.addIssue({ code: 'custom', path: ['value'], message: result.error.issues[0]?.message ?? 'validation.invalid_format' });
}

export const markupCreateBody = z.strictObject({ ...markupFields, agency: id }).superRefine(checkValue);
export const markupUpdateBody = z.strictObject(markupFields).partial().superRefine(checkValue);
export const markupListQuery = listQuery.extend({
  agency: id.optional(),
  service_type: z.enum(SERVICE_TYPES).optional(),
});
export const markupOrderingFields = ['service_type', 'kind', 'value', 'created'] as const;

export const agencyGroupBody = z.strictObject({
  name: text(100),
  description: optionalText(500),
  agencies: z.array(id).max(10000).optional(),
});
export const agencyGroupUpdateBody = agencyGroupBody.partial();
export const agencyGroupListQuery = listQuery.extend({ search: optionalText(100), agency: id.optional() });
export const agencyGroupOrderingFields = ['name', 'agencies_count', 'created'] as const;
