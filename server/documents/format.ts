/**
 * Money, dates and times as a document (PDF or e-mail) writes them in its language. The browser
 * has its own display helpers (src/components/flights/format.ts); these are the server's, for
 * text that leaves the system and must not depend on the reader's browser. Instants are written
 * in UTC and say so: a document has no reader's time zone.
 */
import type { Language } from '../../domain/constants.ts';
import { currencyById } from '../../domain/currencies.ts';

const LOCALE: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/** '1234.5', USD → 'USD 1.234,50' (es) / 'USD 1,234.50' (en); '-' for no number. */
export function formatMoney(amount: string | number | null | undefined, currencyId: number, language: Language): string {
  const value = Number(amount);
  if (amount === null || amount === undefined || amount === '' || !Number.isFinite(value)) return '-';
  const text = new Intl.NumberFormat(LOCALE[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(value);
  const currency = currencyById(currencyId)?.abbreviation ?? '';
  return `${currency} ${text}`.trim();
}

/** '2027-01-04' → '4 ene 2027' (es) / '4 Jan 2027' (en). */
export function formatDate(date: string | null | undefined, language: Language): string {
  if (!date) return '-';
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(LOCALE[language], { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(day);
}

/** '08:05:00' → '08:05'. */
export function formatTime(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '-';
}

/** An instant as '4 ene 2027, 10:30 UTC'. */
export function formatInstant(at: Date | string | null | undefined, language: Language): string {
  if (!at) return '-';
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  const text = new Intl.DateTimeFormat(LOCALE[language], { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${text} UTC`;
}
