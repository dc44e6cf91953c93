/**
 * The periods of the historical balances (accounting/balance-historic/): the end of each day or of
 * each month of a range. A month's balance is taken at its last day, or at the range's last day when
 * the range ends inside the month. Days are UTC days.
 */
export const HISTORIC_PERIODS = ['day', 'month'] as const;
export type HistoricPeriod = (typeof HISTORIC_PERIODS)[number];

/** Most columns one answer or export may hold. */
export const HISTORIC_MAX_PERIODS = 62;

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function monthEnd(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** The closing days of the periods of [start, end] (ascending); at most `limit + 1` are computed. */
export function periodEnds(period: HistoricPeriod, start: string, end: string, limit = HISTORIC_MAX_PERIODS): string[] {
  const ends: string[] = [];
  let day = start;
  while (day <= end && ends.length <= limit) {
    const close = period === 'day' ? day : monthEnd(day) < end ? monthEnd(day) : end;
    ends.push(close);
    day = addDays(close, 1);
  }
  return ends;
}

/** A range whose ends may be missing: from the first day of the current month (UTC) to today. */
export function resolveRange(q: { date_start?: string; date_end?: string }, now = new Date()): { date_start: string; date_end: string } {
  const today = now.toISOString().slice(0, 10);
  return { date_start: q.date_start ?? `${today.slice(0, 8)}01`, date_end: q.date_end ?? today };
}
