/**
 * An agency's debt and its age (spec §9 'Agency debt buckets: 1 to 7 days, 7 to 15 days, more than
 * 15 days'). The spec names the buckets only; the definition is ours, written once here and
 * followed by the server's SQL (server/modules/accounting/balances.ts) and the pages:
 *
 * - **What is owed**: a reservation that is not cancelled (`status` is not `cancelled`) and not
 *   fully paid (commercial status `non-paid` or `partial-paid`) owes `total − paid_amount` in its
 *   own currency, to the provider, by the agency that booked it (`reservations.agency_id`).
 * - **When it is due**: on its payment deadline's day (UTC) when it has one (an unpaid checkout,
 *   docs/api-cart.md), otherwise on its service date (`start_date`: the departure of a flight).
 * - **Debt** is what is owed past that day: `days overdue = as_of − due day`, in whole days, as of
 *   today (UTC) unless the caller asks for another day. Owed but not yet overdue (0 days or less)
 *   is not debt.
 * - **Buckets**: 1 to 7 days overdue, 8 to 15 days (the spec's '7 to 15': day 7 falls in the first),
 *   16 days or more ('more than 15').
 */

/** The commercial statuses of a reservation that still owes money (domain/reservations/statuses.ts). */
export const OWING_COMMERCIAL_STATUSES = ['non-paid', 'partial-paid'] as const;

export const DEBT_BUCKETS = ['debt_1_7', 'debt_7_15', 'debt_15_plus'] as const;
export type DebtBucket = (typeof DEBT_BUCKETS)[number];

/** The last day overdue of each bucket but the open-ended last one. */
export const DEBT_BUCKET_LIMITS = { debt_1_7: 7, debt_7_15: 15 } as const;

/** The bucket of a debt `days` days overdue; null when it is not overdue (not debt). */
export function debtBucket(days: number): DebtBucket | null {
  if (!Number.isInteger(days) || days < 1) return null;
  if (days <= DEBT_BUCKET_LIMITS.debt_1_7) return 'debt_1_7';
  if (days <= DEBT_BUCKET_LIMITS.debt_7_15) return 'debt_7_15';
  return 'debt_15_plus';
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant, in UTC. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day a reservation's balance is due: its payment deadline's UTC day, else its service date. */
export function dueDay(r: { payment_deadline: Date | string | null; start_date: string }): string {
  return r.payment_deadline ? utcDay(new Date(r.payment_deadline)) : r.start_date;
}

/** Whole days from `due` to `asOf` (both 'YYYY-MM-DD'); negative before the due day. */
export function daysOverdue(due: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / DAY_MS);
}

/** What a reservation still owes, in minor units (0 when cancelled or paid). */
export function owedMinor(r: { status: string; commercial_status: string; totalMinor: number; paidMinor: number }): number {
  if (r.status === 'cancelled' || !(OWING_COMMERCIAL_STATUSES as readonly string[]).includes(r.commercial_status)) return 0;
  return Math.max(0, r.totalMinor - r.paidMinor);
}
