/** Exchange rates (docs/api-quotes.md 'Exchange rates'): the create body, the list's filters, the answers. */
import { isRateText, RATED_CURRENCY_IDS } from '../exchangeRates.ts';
import { z } from '../validation.ts';
import { id, idIn, isoDate, listQuery } from './common.ts';

/** A rate against USD: a positive decimal with at most 7 integer digits and 6 decimals. */
export const rate = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => isRateText(v), { error: 'exchange_rates.invalid_rate' });

export const exchangeRateBody = z.strictObject({
  currency: id.refine((c) => RATED_CURRENCY_IDS.includes(c), { error: 'exchange_rates.currency_not_rated' }),
  rate,
  /** The day from which the rate applies; today when left out. */
  effective_from: isoDate.optional(),
});
export type ExchangeRateBody = z.infer<typeof exchangeRateBody>;

export const exchangeRateListQuery = listQuery.extend({
  currency: id.optional(),
  effective_after: isoDate.optional(),
  effective_before: isoDate.optional(),
  id__in: idIn.optional(),
});
export type ExchangeRateListQuery = z.infer<typeof exchangeRateListQuery>;

export const currentRatesQuery = z.object({ date: isoDate.optional() });

const int = z.number().int();

export const exchangeRateRecord = z.object({
  id: int,
  currency: int,
  currency_code: z.string(),
  /** Units of the currency per 1 USD, six decimals. */
  rate: z.string(),
  effective_from: z.string(),
  /** True for the row in effect today for its currency. */
  current: z.boolean(),
  created_by: int.nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type ExchangeRateRecord = z.infer<typeof exchangeRateRecord>;

export const currentRatesRecord = z.object({
  base: int,
  date: z.string(),
  /** Every currency of spec §3; `rate` null when none is in effect that day. USD is 1. */
  rates: z.array(z.object({ currency: int, currency_code: z.string(), rate: z.string().nullable(), effective_from: z.string().nullable(), id: int.nullable() })),
});
export type CurrentRatesRecord = z.infer<typeof currentRatesRecord>;
