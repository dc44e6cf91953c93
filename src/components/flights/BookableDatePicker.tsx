/**
 * A date field whose calendar enables only the days with a bookable departure
 * (flights/search/flights-open/get_bookable_days/ for the month shown). The value is YYYY-MM-DD.
 */
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, CircularProgress, IconButton, InputAdornment, Popover, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { useDateLocale } from '../useDateLocale.ts';

export interface BookableDatePickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  origin: number | null;
  destination: number | null;
  /** Days before this one stay disabled (the return is not before the departure). */
  min?: string;
  disabled?: boolean;
  error?: string;
  helperText?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (date: string) => date.slice(0, 7);

function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The days of a month as YYYY-MM-DD, with the blanks before the 1st for a Monday-first grid. */
function monthGrid(month: string): (string | null)[] {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const blanks = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [...Array<null>(blanks).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`)];
}

function format(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));
}

/** 'noviembre de 2026' → 'Noviembre de 2026': a capital on the first word only (CSS capitalize gave 'Noviembre De 2026'). */
export function monthTitle(month: string, locale: string): string {
  const text = format(`${month}-01`, locale, { month: 'long', year: 'numeric' });
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export function formatDay(date: string, locale: string): string {
  return date ? format(date, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }) : '';
}

export function BookableDatePicker({ label, value, onChange, origin, destination, min, disabled, error, helperText }: BookableDatePickerProps) {
  const translate = useTranslate();
  const locale = useDateLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const [month, setMonth] = useState(() => monthOf(value || min || today));
  const titleId = useId();
  const ready = origin !== null && destination !== null;

  const { data: bookable = [], isFetching } = useQuery({
    queryKey: ['flights', 'bookable-days', origin, destination, month],
    queryFn: ({ signal }) => dataProvider.getBookableDays(origin as number, destination as number, month, signal),
    enabled: open && ready,
    staleTime: 60_000,
  });
  const enabled = new Set(bookable.filter((day) => (!min || day >= min) && day >= today));

  const show = () => {
    if (disabled || !ready) return;
    setMonth(monthOf(value || min || today));
    setOpen(true);
  };
  const weekdays = monthGrid('2024-01').slice(0, 7).map((day) => format(day ?? '2024-01-01', locale, { weekday: 'narrow' }));

  return (
    <>
      <TextField
        ref={anchor}
        label={label}
        value={formatDay(value, locale)}
        onClick={show}
        onKeyDown={(event) => {
          if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
            event.preventDefault();
            show();
          }
        }}
        disabled={disabled || !ready}
        error={!!error}
        helperText={error ?? helperText ?? (ready ? ' ' : translate('app.flights.search.choose_cities_first'))}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CalendarMonthIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 1.5, width: 300 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton size="small" aria-label={translate('app.flights.search.previous_month')} onClick={() => setMonth(addMonths(month, -1))} disabled={month <= monthOf(today)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography id={titleId} sx={{ fontWeight: 600 }}>
            {monthTitle(month, locale)}
          </Typography>
          <IconButton size="small" aria-label={translate('app.flights.search.next_month')} onClick={() => setMonth(addMonths(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, textAlign: 'center' }}>
          {weekdays.map((day, i) => (
            <Typography key={i} variant="caption" color="text.secondary" aria-hidden>
              {day}
            </Typography>
          ))}
          {monthGrid(month).map((day, i) =>
            day ? (
              <Button
                key={day}
                size="small"
                variant={day === value ? 'contained' : 'text'}
                disabled={!enabled.has(day)}
                aria-pressed={day === value}
                aria-label={format(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                onClick={() => {
                  onChange(day);
                  setOpen(false);
                }}
                sx={{ minWidth: 0, p: 0.5, fontWeight: enabled.has(day) ? 700 : 400 }}
              >
                {Number(day.slice(8))}
              </Button>
            ) : (
              <span key={`blank-${i}`} />
            ),
          )}
        </Box>
        <Box sx={{ minHeight: 24, mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          {isFetching ? (
            <CircularProgress size={16} aria-label={translate('ra.page.loading')} />
          ) : (
            enabled.size === 0 && (
              <Typography variant="caption" color="text.secondary">
                {translate('app.flights.search.no_days')}
              </Typography>
            )
          )}
        </Box>
      </Popover>
    </>
  );
}
