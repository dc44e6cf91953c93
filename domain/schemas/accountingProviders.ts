/** Query strings and bodies of the accounting providers (docs/api-accounting-providers.md, issue 10). */
import { accountingProviderCode } from '../accountingProviders.ts';
import { SERVICE_TYPES } from '../constants.ts';
import { CURRENCIES } from '../currencies.ts';
import { z } from '../validation.ts';
import { amount } from './agencies.ts';
import { email, id, idIn, isoDate, listQuery, optionalText, text, toNumber } from './common.ts';
import { queryBoolean } from './flightBooking.ts';

export const currencyId = z.preprocess(toNumber, z.number().int().refine((v) => CURRENCIES.some((c) => c.id === v), { error: 'validation.invalid_choice' }));

/** Spec §5: phone max 12 characters; a supplier's phone may be empty. */
const optionalPhone = z.union([z.string().trim().max(12, { error: 'validation.invalid_phone' }).regex(/^\+?[0-9][0-9 -]{5,}$/, { error: 'validation.invalid_phone' }), z.literal('')]).optional();

const providerFields = {
  name: text(150),
  tax_id: optionalText(40),
  email: z.union([email, z.literal('')]).optional(),
  phone: optionalPhone,
  country: id.nullable().optional(),
  active: z.boolean().optional(),
  notes: optionalText(1000),
};

/** POST accounting-provider/providers/ */
export const providerCreateBody = z.strictObject({ code: accountingProviderCode, ...providerFields });
export type ProviderCreateBody = z.infer<typeof providerCreateBody>;
/** PATCH accounting-provider/providers/{id}/: the code is the ledger account's key and never changes. */
export const providerUpdateBody = z.strictObject({ ...providerFields, name: text(150).optional() });
export type ProviderUpdateBody = z.infer<typeof providerUpdateBody>;

export const providerListQuery = listQuery.extend({
  search: optionalText(150),
  active: queryBoolean.optional(),
  service_type: z.enum(SERVICE_TYPES).optional(),
  id__in: idIn.optional(),
});
export type ProviderListQuery = z.infer<typeof providerListQuery>;

const configurationFields = {
  service_type: z.enum(SERVICE_TYPES),
  business_line: optionalText(50),
  currency: currencyId,
  /** Days after the service date the provider is paid. */
  payment_terms_days: z.preprocess(toNumber, z.number().int().min(0).max(365)),
  active: z.boolean().optional(),
  notes: optionalText(1000),
};

/** POST accounting-provider/configurations/ */
export const configurationCreateBody = z.strictObject({ provider: id, ...configurationFields });
export type ConfigurationCreateBody = z.infer<typeof configurationCreateBody>;
/** PATCH accounting-provider/configurations/{id}/ */
export const configurationUpdateBody = z.strictObject({
  service_type: configurationFields.service_type.optional(),
  business_line: configurationFields.business_line,
  currency: currencyId.optional(),
  payment_terms_days: configurationFields.payment_terms_days.optional(),
  active: z.boolean().optional(),
  notes: configurationFields.notes,
});
export type ConfigurationUpdateBody = z.infer<typeof configurationUpdateBody>;

export const configurationListQuery = listQuery.extend({
  provider: id.optional(),
  service_type: z.enum(SERVICE_TYPES).optional(),
  business_line: optionalText(50),
  currency: currencyId.optional(),
  active: queryBoolean.optional(),
});
export type ConfigurationListQuery = z.infer<typeof configurationListQuery>;

function dateOrder<T extends { date_start?: string; date_end?: string }>(q: T, ctx: z.core.$RefinementCtx<T>) {
  if (q.date_start && q.date_end && q.date_start > q.date_end) ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'validation.date_order' });
}

/** GET accounting-provider/balance/ and its export: figures of the range, balances at its end. */
export const providerBalanceQuery = listQuery
  .extend({
    provider: id.optional(),
    currency: currencyId.optional(),
    date_start: isoDate.optional(),
    date_end: isoDate.optional(),
    /** Only the rows the company still owes on (true) or not (false). */
    owing: queryBoolean.optional(),
  })
  .superRefine(dateOrder);
export type ProviderBalanceQuery = z.infer<typeof providerBalanceQuery>;

/** GET accounting-provider/balance/{id}/ and its export: one provider's account in one currency. */
export const providerStatementQuery = listQuery
  .extend({
    currency: currencyId.default(1),
    date_start: isoDate.optional(),
    date_end: isoDate.optional(),
  })
  .superRefine(dateOrder);
export type ProviderStatementQuery = z.infer<typeof providerStatementQuery>;

/** POST accounting-provider/payouts/: what the company paid a provider. */
export const payoutBody = z.strictObject({
  provider: id,
  currency: currencyId,
  amount,
  reference: optionalText(100),
  notes: optionalText(500),
});
export type PayoutBody = z.infer<typeof payoutBody>;

export const payoutListQuery = listQuery.extend({ provider: id.optional(), currency: currencyId.optional() });
export type PayoutListQuery = z.infer<typeof payoutListQuery>;

/** PUT reservations/{id}/provider-cost/: the cost price the company owes the reservation's provider (zero allowed). */
export const providerCostBody = z.strictObject({
  amount: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), { error: 'validation.invalid_amount' }),
  reason: optionalText(200),
});
export type ProviderCostBody = z.infer<typeof providerCostBody>;
