/** Dates and bookable days for the booking journeys (flights.spec.ts, booking-speed.spec.ts). */

const DAY = 86_400_000;
export const iso = (date: Date) => date.toISOString().slice(0, 10);
export const plusDays = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY));
export const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
/** How the calendar names a day button: 'miércoles, 2 de diciembre de 2026'. */
export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

export async function api<T>(baseURL: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The first bookable day on or after `from` (looking four months ahead). */
export async function bookableDay(baseURL: string, token: string, origin: number, destination: number, from: string): Promise<string> {
  for (let i = 0; i < 4; i++) {
    const d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + i);
    const { days } = await api<{ days: string[] }>(baseURL, token, `flights/search/flights-open/get_bookable_days/?origin=${origin}&destination=${destination}&month=${iso(d).slice(0, 7)}`);
    const day = days.find((x) => x >= from);
    if (day) return day;
  }
  throw new Error(`no bookable day from ${from}`);
}
