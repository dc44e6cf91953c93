/** Query strings of the flight reports (docs/api-reports.md, issue 10). */
import { MONTH_BASES, REPORT_GROUPS } from '../reports/rules.ts';
import { CURRENCIES } from '../currencies.ts';
import { COMMERCIAL_STATUSES, FLIGHT_RESERVATION_STATUSES } from '../reservations/statuses.ts';
import { z } from '../validation.ts';
import { id, isoDate, listQuery, toNumber } from './common.ts';

/** One currency per report (amounts of different currencies never add up); the spec's default is 1 (USD). */
const currency = z.preprocess(toNumber, z.number().int().refine((v) => CURRENCIES.some((c) => c.id === v), { error: 'validation.invalid_choice' }));

/**
 * The filters every report shares, named as the spec's flight reservation filter (§3): the booking
 * day range (`created_*`), the departure day range (`departure_date_*`), the agency that booked,
 * the route and the flight of the outbound leg, the statuses, the currency.
 */
const reportFilters = {
  created_start_date: isoDate.optional(),
  created_end_date: isoDate.optional(),
  departure_date_start: isoDate.optional(),
  departure_date_end: isoDate.optional(),
  agency: id.optional(),
  route: id.optional(),
  flight: id.optional(),
  reservation_status: z.enum(FLIGHT_RESERVATION_STATUSES).optional(),
  commercial_status: z.enum(COMMERCIAL_STATUSES).optional(),
  currency: currency.default(1),
};

type Ranges = { created_start_date?: string; created_end_date?: string; departure_date_start?: string; departure_date_end?: string };

function rangesInOrder(q: Ranges, ctx: z.core.$RefinementCtx<Ranges>) {
  if (q.created_start_date && q.created_end_date && q.created_start_date > q.created_end_date) {
    ctx.addIssue({ code: 'custom', path: ['created_end_date'], message: 'validation.date_order' });
  }
  if (q.departure_date_start && q.departure_date_end && q.departure_date_start > q.departure_date_end) {
    ctx.addIssue({ code: 'custom', path: ['departure_date_end'], message: 'validation.date_order' });
  }
}

const base = listQuery.extend(reportFilters);

/** GET reports/flights/accounting-per-agency/ and accounting-per-flights/ (and their exports). */
export const reportQuery = base.superRefine(rangesInOrder);
export type ReportQuery = z.infer<typeof reportQuery>;
export type ReportFilters = Omit<ReportQuery, 'page' | 'page_size' | 'ordering'>;

/** GET reports/flights/reservations-summary/{x}/: `month_of` says which month a reservation belongs to. */
export const summaryQuery = base.extend({ month_of: z.enum(MONTH_BASES).default('created') }).superRefine(rangesInOrder);
export type SummaryQuery = z.infer<typeof summaryQuery>;

/** GET reports/flights/passengers-summary/: grouped like the sales summary, by route unless told. */
export const passengersQuery = base.extend({ month_of: z.enum(MONTH_BASES).default('created'), group_by: z.enum(REPORT_GROUPS).default('route') }).superRefine(rangesInOrder);
export type PassengersQuery = z.infer<typeof passengersQuery>;

/** The path parameter {x} of the sales summary. */
export const summaryParams = z.object({ x: z.enum(REPORT_GROUPS) });

export const SUMMARY_ORDERING_FIELDS = ['key', 'label', 'reservations', 'cancelled', 'passengers', 'total', 'paid', 'pending'] as const;
export const PASSENGERS_ORDERING_FIELDS = ['key', 'label', 'reservations', 'adults', 'children', 'infants', 'passengers', 'cancelled_passengers'] as const;
export const AGENCY_ORDERING_FIELDS = ['name', 'level', 'reservations', 'total', 'net', 'markups', 'provider', 'paid', 'pending'] as const;
export const FLIGHT_ORDERING_FIELDS = ['number', 'route', 'reservations', 'passengers', 'total', 'net', 'markups', 'provider', 'paid', 'pending'] as const;
