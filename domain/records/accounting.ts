/** Answers of the accountants' area (docs/api-accounting.md, issue 10), as zod schemas. */
import { AGENCY_LEVELS } from '../roles.ts';
import { z } from '../validation.ts';
import { accountRecord } from './payments.ts';
import { pageSchema } from './page.ts';

const int = z.number().int();
const money = z.string();

const debtColumns = {
  debt_1_7: money,
  debt_7_15: money,
  debt_15_plus: money,
  debt_total: money,
};

/** One agency in one currency: its funds, credit limit, what it may still spend and its debt by age. */
export const agencyBalanceRow = z.object({
  /** agency × 1000 + currency: one row per agency and currency. */
  id: int,
  agency: int,
  name: z.string(),
  level: z.enum(AGENCY_LEVELS),
  parent: int.nullable(),
  parent_name: z.string().nullable(),
  country: int.nullable(),
  currency: int,
  funds: money,
  credit_limit: money,
  available: money,
  ...debtColumns,
});
export type AgencyBalanceRow = z.infer<typeof agencyBalanceRow>;

/** The filtered set's sums, one line per currency (amounts of different currencies never add up). */
export const balanceTotals = z.object({ currency: int, agencies: int, funds: money, credit_limit: money, available: money, ...debtColumns });
export type BalanceTotals = z.infer<typeof balanceTotals>;

export const balanceListPage = pageSchema(agencyBalanceRow).extend({ as_of: z.string(), totals: z.array(balanceTotals) });

/** A line of an agency's statement: one ledger transaction on the account, with the balance after it. */
export const statementLine = z.object({
  /** The ledger transaction. */
  id: int,
  created_at: z.string(),
  kind: z.string(),
  reference: z.string(),
  reservation: int.nullable(),
  locator: z.string().nullable(),
  operation: int.nullable(),
  debit: money,
  credit: money,
  balance: money,
  /**
   * A payment from (refund to) funds in another currency (docs/api-payments.md): the operation's
   * amount in the reservation's currency, that currency, and the rate it was converted at (funds'
   * units per reservation unit) on its day. Null when nothing was converted.
   */
  exchange: z.object({ amount: money, currency: int, rate: z.string(), rate_date: z.string() }).nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementPage = pageSchema(statementLine).extend({
  agency: int,
  agency_name: z.string(),
  account: accountRecord.nullable(),
  /** Every ledger account of the agency (what accounting/balance/{id}/ answered before issue 10). */
  accounts: z.array(accountRecord),
  /** The account's balance before the first line of the range, and after its last. */
  opening_balance: money,
  closing_balance: money,
});
export type StatementPage = z.infer<typeof statementPage>;

export const historicRow = z.object({
  id: int,
  agency: int,
  name: z.string(),
  level: z.enum(AGENCY_LEVELS),
  currency: int,
  /** The balance at the end of each period, in the order of the page's `periods`. */
  balances: z.array(money),
});
export type HistoricRow = z.infer<typeof historicRow>;
export const historicPage = pageSchema(historicRow).extend({ periods: z.array(z.string()) });

export const breakdownRow = z.object({
  id: int,
  agency: int,
  name: z.string(),
  level: z.enum(AGENCY_LEVELS),
  currency: int,
  /** What the agencies of each level earned in markups on this agency's reservations. */
  level_1: money,
  level_2: money,
  level_3: money,
  /** What the provider earned (its net). */
  provider: money,
  total: money,
});
export type BreakdownRow = z.infer<typeof breakdownRow>;
export const breakdownTotals = z.object({ currency: int, level_1: money, level_2: money, level_3: money, provider: money, total: money });
export const breakdownPage = pageSchema(breakdownRow).extend({ totals: z.array(breakdownTotals) });

export const reviewResult = z.object({
  accounting_status: z.string(),
  reservations: z.array(z.object({ id: int, locator: z.string(), from: z.string(), to: z.string() })),
});
export type ReviewResult = z.infer<typeof reviewResult>;

/** 409 of a refused review: nothing changed; these reservations may not go to the status asked. */
export const reviewRefusal = z.object({
  detail: z.string(),
  code: z.literal('invalid_transition'),
  refused: z.array(z.object({ id: int, locator: z.string(), accounting_status: z.string() })),
});
