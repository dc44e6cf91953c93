/** Display helpers of the flights pages: money with its currency, times, durations. Display only. */
import { currencyById } from '../../../domain/currencies.ts';
import type { Language } from '../../../domain/constants.ts';

const numberLocale = (language: string) => (language === 'en' ? 'en-US' : 'es-ES');

/** '1234.5' in USD → '$ 1.234,50' (en: '$ 1,234.50'); '-' when it is no number. */
export function formatMoney(amount: string | number | null | undefined, currencyId: number | undefined, language: Language | string = 'es'): string {
  const value = Number(amount);
  if (amount === null || amount === undefined || amount === '' || !Number.isFinite(value)) return '-';
  const symbol = currencyById(currencyId ?? 1)?.symbol ?? '';
  const text = new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(value);
  return `${symbol} ${text}`.trim();
}

/** '08:05:00' → '08:05'. */
export function formatTime(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '-';
}

/** 125 → '2 h 05 min'. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '-';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

/** '2027-01-04' → '4 ene 2027' / 'Jan 4, 2027'. */
export function formatDate(date: string | null | undefined, language: string): string {
  if (!date) return '-';
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(numberLocale(language), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(day);
}

/** An instant in the user's zone, date and time. */
export function formatInstant(instant: string | null | undefined, language: string): string {
  if (!instant) return '-';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
