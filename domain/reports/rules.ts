/**
 * Who sees the reports (issue 10, docs/api-reports.md): spec §6 'Reports: admin or accounting, with
 * an accounting permission and first level', written once in domain/rules.ts as `canSeeReports`;
 * the server guards every reports endpoint with it and the route table (domain/menu.ts) the pages.
 */
export { canSeeReports } from '../rules.ts';

/**
 * The groupings of `reports/flights/reservations-summary/{x}/` (and `group_by` of the passengers
 * summary): what people compare sales by — the month, the agency that booked, the route flown.
 */
export const REPORT_GROUPS = ['month', 'agency', 'route'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The month of a reservation is the month it was booked in (default) or the month it departs. */
export const MONTH_BASES = ['created', 'departure'] as const;
export type MonthBasis = (typeof MONTH_BASES)[number];

/**
 * The charts compare groups over the whole filter, not the page (docs/api-reports.md 'Charts'):
 * the CHART_GROUPS largest groups by the report's figure and the rest summed as one 'others' bar;
 * months in time, the last CHART_MONTHS of them, the earlier ones as the 'others' bar.
 */
export const CHART_GROUPS = 12;
export const CHART_MONTHS = 24;
