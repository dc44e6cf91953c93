/** Query strings and bodies of the accountants' area (docs/api-accounting.md, issue 10). */
import { HISTORIC_MAX_PERIODS, HISTORIC_PERIODS, periodEnds, resolveRange } from '../accounting/periods.ts';
import { REVIEW_MAX_RESERVATIONS } from '../accounting/review.ts';
import { CURRENCIES } from '../currencies.ts';
import { ACCOUNTING_STATUSES } from '../reservations/statuses.ts';
import { AGENCY_LEVELS } from '../roles.ts';
import { z } from '../validation.ts';
import { id, isoDate, listQuery, optionalText, toNumber } from './common.ts';
import { queryBoolean } from './flightBooking.ts';

const currency = z.preprocess(toNumber, z.number().int().refine((v) => CURRENCIES.some((c) => c.id === v), { error: 'validation.invalid_choice' }));

/** The agency filters shared by the balances, their history and the breakdown. */
const agencyFilters = {
  name: optionalText(150),
  agency: id.optional(),
  level: z.enum(AGENCY_LEVELS).optional(),
  parent: id.optional(),
  country: id.optional(),
  currency: currency.optional(),
};

function dateRange<T extends { date_start?: string; date_end?: string }>(q: T, ctx: z.core.$RefinementCtx<T>) {
  if (q.date_start && q.date_end && q.date_start > q.date_end) ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'validation.date_order' });
}

/** A required range whose missing ends default to the current month so far (resolveRange). */
function requiredRange<T extends { date_start?: string; date_end?: string }>(q: T, ctx: z.core.$RefinementCtx<T>) {
  const { date_start, date_end } = resolveRange(q);
  if (date_start > date_end) ctx.addIssue({ code: 'custom', path: [q.date_end ? 'date_end' : 'date_start'], message: 'validation.date_order' });
}

/** GET accounting/balance/ and balance/export-xls/. */
export const balanceListQuery = listQuery.extend({
  ...agencyFilters,
  /** Only the rows with debt (true) or without (false). */
  in_debt: queryBoolean.optional(),
  /** The day the debt is aged at; default today (UTC). */
  as_of: isoDate.optional(),
});
export type BalanceListQuery = z.infer<typeof balanceListQuery>;
export const BALANCE_ORDERING_FIELDS = ['name', 'level', 'currency', 'funds', 'credit_limit', 'available', 'debt_1_7', 'debt_7_15', 'debt_15_plus', 'debt_total'] as const;

/** GET accounting/balance/{id}/ and its export: one account of the agency, a date range. */
export const statementQuery = listQuery
  .extend({
    /** A ledger account of the agency; default its funds in `currency`. */
    account: id.optional(),
    /** Default: the agency's currency. */
    currency: currency.optional(),
    date_start: isoDate.optional(),
    date_end: isoDate.optional(),
  })
  .superRefine(dateRange);
export type StatementQuery = z.infer<typeof statementQuery>;

/** GET accounting/balance-historic/ and balance-historic-export/. */
export const historicQuery = listQuery
  .extend({
    ...agencyFilters,
    period: z.enum(HISTORIC_PERIODS).default('month'),
    /** Default: the first day of the current month (UTC). */
    date_start: isoDate.optional(),
    /** Default: today (UTC). */
    date_end: isoDate.optional(),
  })
  .superRefine((q, ctx) => {
    requiredRange(q, ctx);
    const range = resolveRange(q);
    if (range.date_start <= range.date_end && periodEnds(q.period, range.date_start, range.date_end).length > HISTORIC_MAX_PERIODS) {
      ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'accounting.too_many_periods', params: { max: HISTORIC_MAX_PERIODS } });
    }
  });
export type HistoricQuery = z.infer<typeof historicQuery>;

/** GET accounting/breakdown-levels/ and its export. */
export const breakdownQuery = listQuery
  .extend({
    ...agencyFilters,
    /** Default: the first day of the current month (UTC). */
    date_start: isoDate.optional(),
    /** Default: today (UTC). */
    date_end: isoDate.optional(),
  })
  .superRefine(requiredRange);
export type BreakdownQuery = z.infer<typeof breakdownQuery>;
export const BREAKDOWN_ORDERING_FIELDS = ['name', 'level', 'currency', 'level_1', 'level_2', 'level_3', 'provider', 'total'] as const;

/** POST accounting/reservations/review/: the accounting status of many reservations at once. */
export const reviewBody = z.strictObject({
  reservations: z.array(id).min(1).max(REVIEW_MAX_RESERVATIONS),
  accounting_status: z.enum(ACCOUNTING_STATUSES),
});
export type ReviewBody = z.infer<typeof reviewBody>;
