/** Answers of the flight reports (docs/api-reports.md, issue 10), as zod schemas. */
import { AGENCY_LEVELS } from '../roles.ts';
import { z } from '../validation.ts';
import { pageSchema } from './page.ts';

const int = z.number().int();
const money = z.string();

/**
 * One group of the sales summary: a month ('YYYY-MM', id YYYYMM), an agency or a route (id theirs).
 * `reservations` counts every matching one, `cancelled` those cancelled; the amounts are those of
 * the reservations not cancelled: `total` sold, `paid` collected (from the ledger), `pending` the rest.
 */
export const summaryRow = z.object({
  id: int,
  key: z.string(),
  label: z.string(),
  currency: int,
  reservations: int,
  cancelled: int,
  passengers: int,
  total: money,
  paid: money,
  pending: money,
});
export type SummaryRow = z.infer<typeof summaryRow>;
const summaryTotals = summaryRow.omit({ id: true, key: true, label: true });

/**
 * A report's chart over its whole filter (domain/reports/rules.ts CHART_GROUPS): the groups drawn,
 * in the chart's order, and the sum of the groups left out (null when none is).
 */
function chartOf<R extends z.ZodObject, O extends z.ZodObject>(row: R, others: O) {
  return z.object({ rows: z.array(row), others: others.nullable() });
}

export const summaryPage = pageSchema(summaryRow).extend({ group: z.string(), totals: summaryTotals, chart: chartOf(summaryRow, summaryTotals) });

/** Passengers of one group, by type, on the reservations not cancelled (and those of the cancelled ones apart). */
export const passengersRow = z.object({
  id: int,
  key: z.string(),
  label: z.string(),
  reservations: int,
  adults: int,
  children: int,
  infants: int,
  passengers: int,
  cancelled_passengers: int,
});
export type PassengersRow = z.infer<typeof passengersRow>;
const passengersTotals = passengersRow.omit({ id: true, key: true, label: true });
export const passengersPage = pageSchema(passengersRow).extend({ group: z.string(), totals: passengersTotals, chart: chartOf(passengersRow, passengersTotals) });

/** The money columns of the accounting reports: sold and its net, then what the ledger holds. */
const accountingColumns = {
  currency: int,
  reservations: int,
  /** Sold (the reservations not cancelled) and the provider's price of it. */
  total: money,
  net: money,
  /** Collected, from the ledger: the agencies' markups, the provider's part, their sum. */
  markups: money,
  provider: money,
  paid: money,
  /** Sold and not yet collected. */
  pending: money,
};
const accountingTotals = z.object({ ...accountingColumns, passengers: int });

export const agencyReportRow = z.object({ id: int, agency: int, name: z.string(), level: z.enum(AGENCY_LEVELS), ...accountingColumns });
export type AgencyReportRow = z.infer<typeof agencyReportRow>;
// An agency's row counts no passengers: neither do the others of its chart.
export const agencyReportPage = pageSchema(agencyReportRow).extend({ totals: accountingTotals, chart: chartOf(agencyReportRow, accountingTotals.omit({ passengers: true })) });

export const flightReportRow = z.object({ id: int, flight: int, number: z.string(), airline: z.string(), route: z.string(), passengers: int, ...accountingColumns });
export type FlightReportRow = z.infer<typeof flightReportRow>;
export const flightReportPage = pageSchema(flightReportRow).extend({ totals: accountingTotals, chart: chartOf(flightReportRow, accountingTotals) });
