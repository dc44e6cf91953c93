/** Answers of the accounting providers (docs/api-accounting-providers.md, issue 10), as zod schemas. */
import { z } from '../validation.ts';
import { statementLine } from './accounting.ts';
import { pageSchema } from './page.ts';

const int = z.number().int();
const money = z.string();

export const providerRecord = z.object({
  id: int,
  code: z.string(),
  name: z.string(),
  tax_id: z.string(),
  email: z.string(),
  phone: z.string(),
  country: int.nullable(),
  active: z.boolean(),
  notes: z.string(),
  /** The service types of its active configurations. */
  service_types: z.array(z.string()),
  created: z.string(),
});
export type ProviderRecord = z.infer<typeof providerRecord>;
export const providerPage = pageSchema(providerRecord);

export const configurationRecord = z.object({
  id: int,
  provider: int,
  provider_name: z.string(),
  provider_code: z.string(),
  service_type: z.string(),
  business_line: z.string(),
  currency: int,
  payment_terms_days: int,
  active: z.boolean(),
  notes: z.string(),
  created: z.string(),
});
export type ConfigurationRecord = z.infer<typeof configurationRecord>;
export const configurationPage = pageSchema(configurationRecord);

/** One provider in one currency: what the company owes, paid, what bookings paid to it, the balance. */
export const providerBalanceRow = z.object({
  /** provider × 1000 + currency. */
  id: int,
  provider: int,
  code: z.string(),
  name: z.string(),
  currency: int,
  /** Balance before the range (0.00 without a start). */
  opening_balance: money,
  /** Cost prices set in the range (net of corrections). */
  owed: money,
  /** What the company paid the provider in the range. */
  paid: money,
  /** Bookings paid to the provider in the range, net of refunds (release note 1.2.0). */
  collected: money,
  /** What the company owes the provider at the end of the range (negative: the provider owes). */
  balance: money,
});
export type ProviderBalanceRow = z.infer<typeof providerBalanceRow>;
export const providerBalanceTotals = z.object({ currency: int, providers: int, opening_balance: money, owed: money, paid: money, collected: money, balance: money });
export type ProviderBalanceTotals = z.infer<typeof providerBalanceTotals>;
export const providerBalancePage = pageSchema(providerBalanceRow).extend({ totals: z.array(providerBalanceTotals) });

/** A provider's statement: its account's lines with the balance after each (credit: owed to it). */
export const providerStatementPage = pageSchema(statementLine).extend({
  provider: int,
  provider_name: z.string(),
  provider_code: z.string(),
  currency: int,
  opening_balance: money,
  closing_balance: money,
});
export type ProviderStatementPage = z.infer<typeof providerStatementPage>;

export const payoutRecord = z.object({
  id: int,
  provider: int,
  provider_name: z.string(),
  currency: int,
  amount: money,
  reference: z.string(),
  notes: z.string(),
  transaction: int,
  created_by: int.nullable(),
  created: z.string(),
});
export type PayoutRecord = z.infer<typeof payoutRecord>;
export const payoutPage = pageSchema(payoutRecord);

export const providerCostEntry = z.object({
  id: int,
  provider: z.string(),
  provider_name: z.string().nullable(),
  currency: int,
  amount: money,
  reason: z.string(),
  transaction: int.nullable(),
  created_by: int.nullable(),
  created_by_name: z.string().nullable(),
  created: z.string(),
});
export type ProviderCostEntry = z.infer<typeof providerCostEntry>;

/** GET reservations/{id}/provider-cost/: the current cost (null before one is set), when it is due, its history. */
export const providerCostRecord = z.object({
  reservation: int,
  accounting_provider: z.string(),
  provider_status: z.string(),
  currency: int,
  amount: money.nullable(),
  /** Service date plus the payment terms of the provider's configuration for the service. */
  due_date: z.string().nullable(),
  can_change: z.boolean(),
  history: z.array(providerCostEntry),
});
export type ProviderCostRecord = z.infer<typeof providerCostRecord>;
