/** Small read-only fields of the flight administration lists. */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { currencyById } from '../../../domain/currencies.ts';
import { shortTime } from '../../../domain/flights/schedule.ts';
import { weekdayShortKey, WEEKDAYS } from '../choices.ts';

/** '120.50 USD' from an amount field and a currency id field. */
export function money(amount: unknown, currency: unknown): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const abbreviation = currencyById(Number(currency))?.abbreviation ?? '';
  return `${String(amount)} ${abbreviation}`.trim();
}

export function MoneyField({ source, currencySource = 'currency' }: { source: string; currencySource?: string; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <span>{money(record[source], record[currencySource] ?? 1)}</span>;
}

/** 'HH:MM' of a 'HH:MM:SS' time. */
export function TimeField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  return <span>{typeof value === 'string' && value ? shortTime(value) : '—'}</span>;
}

/** The ISO weekdays of a calendar or rule as short day names ('L M X J V'); none means every day. */
export function WeekdaysField({ source = 'weekdays' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const days: number[] = Array.isArray(record?.[source]) ? (record[source] as number[]) : [];
  if (days.length === 0 || days.length === WEEKDAYS.length) return <span>{translate('app.flightAdmin.weekdays_every')}</span>;
  return <span>{days.map((day) => translate(weekdayShortKey(day))).join(' ')}</span>;
}

/** A translated enum value as a chip (schedule status, rule kind …); null reads 'any'. */
export function EnumChip({ source, group, color }: { source: string; group: string; label?: string; color?: (value: string) => 'default' | 'success' | 'warning' | 'error' | 'info' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return <span>{translate('app.flightAdmin.any')}</span>;
  return <Chip size="small" label={translate(`app.flightAdmin.${group}.${String(value)}`, { _: String(value) })} color={color?.(String(value)) ?? 'default'} />;
}
