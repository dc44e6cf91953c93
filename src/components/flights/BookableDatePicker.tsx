/**
 * A date field whose calendar enables only the days with a bookable departure
 * (flights/search/flights-open/get_bookable_days/ for the months shown). The value is YYYY-MM-DD.
 * Two months show side by side, so a trip's departure and return are seldom a 'next month' away;
 * `openRequest` opens the calendar from outside (the search opens the next date by itself).
 * The calendar is a grid for the keyboard (as MUI X's): the arrows move a day or a week, Page Up /
 * Page Down a month, Enter or Space takes the day; days without a departure stay focusable but
 * cannot be taken (aria-disabled), so the arrows never get stuck on them.
 */
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, CircularProgress, IconButton, InputAdornment, Popover, TextField, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addDays } from '../../../domain/flights/schedule.ts';
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
  /** Each new value (> 0) opens the calendar, as a click on the field would. */
  openRequest?: number;
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

/** `day`'s day of the month in `month`, or that month's last day when it has fewer. */
function sameDayIn(month: string, day: string): string {
  const grid = monthGrid(month).filter((d) => d !== null);
  return grid[Math.min(Number(day.slice(8)), grid.length) - 1];
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

export function BookableDatePicker({ label, value, onChange, origin, destination, min, disabled, error, helperText, openRequest = 0 }: BookableDatePickerProps) {
  const translate = useTranslate();
  const locale = useDateLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const [month, setMonth] = useState(() => monthOf(value || min || today));
  // The day that has the keyboard focus in the open calendar.
  const [cursor, setCursor] = useState('');
  const days = useRef(new Map<string, HTMLButtonElement>());
  // Set by the keyboard: the cursor's day is to take the focus once it has rendered.
  const follow = useRef(false);
  // Whether this opening has already put the cursor on the first bookable day.
  const landed = useRef(false);
  const titleId = useId();
  const ready = origin !== null && destination !== null;

  const months = [month, addMonths(month, 1)];
  const answers = useQueries({
    queries: months.map((shown) => ({
      queryKey: ['flights', 'bookable-days', origin, destination, shown],
      queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.getBookableDays(origin as number, destination as number, shown, signal),
      enabled: open && ready,
      staleTime: 60_000,
    })),
  });
  const bookable = answers.flatMap((answer) => answer.data ?? []);
  const isFetching = answers.some((answer) => answer.isFetching);
  const enabled = new Set(bookable.filter((day) => (!min || day >= min) && day >= today));

  const show = () => {
    if (disabled || !ready) return;
    const start = value || (min && min > today ? min : today);
    setMonth(monthOf(start));
    setCursor(start);
    landed.current = !!value;
    setOpen(true);
  };
  const pick = (day: string) => {
    if (!enabled.has(day)) return;
    onChange(day);
    setOpen(false);
  };
  const moveTo = (day: string) => {
    if (day < today) return;
    setCursor(day);
    // The two months shown follow the cursor when it leaves them.
    if (monthOf(day) < month) setMonth(monthOf(day));
    else if (monthOf(day) > addMonths(month, 1)) setMonth(addMonths(monthOf(day), -1));
  };
  const MOVES: Record<string, (day: string) => string> = {
    ArrowLeft: (day) => addDays(day, -1),
    ArrowRight: (day) => addDays(day, 1),
    ArrowUp: (day) => addDays(day, -7),
    ArrowDown: (day) => addDays(day, 7),
    // The same day of the month before or after (the last one when it is shorter).
    PageUp: (day) => sameDayIn(addMonths(monthOf(day), -1), day),
    PageDown: (day) => sameDayIn(addMonths(monthOf(day), 1), day),
  };
  const onGridKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && cursor) {
      event.preventDefault();
      pick(cursor);
      return;
    }
    const move = MOVES[event.key];
    if (!move || !cursor) return;
    event.preventDefault();
    follow.current = true;
    moveTo(move(cursor));
  };
  const showMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    if (cursor) setCursor(sameDayIn(next, cursor) < today ? today : sameDayIn(next, cursor));
  };
  // Without a value the cursor starts on the month's first bookable day, once its days are known.
  useEffect(() => {
    const first = [...enabled].sort()[0];
    if (!open || landed.current || !first) return;
    landed.current = true;
    follow.current = true;
    setCursor(first);
    // `enabled` follows from `bookable`, which is new each render: its days are the dependency.
  }, [open, bookable.join()]);
  useEffect(() => {
    if (openRequest > 0) show();
    // Only a new request opens; `show` reads the props of this render.
  }, [openRequest]);
  useEffect(() => {
    if (!open || !follow.current) return;
    follow.current = false;
    days.current.get(cursor)?.focus();
  }, [open, cursor, month]);
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
        disableAutoFocus
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': `${titleId}-0 ${titleId}-1`, sx: { p: 1.5, maxWidth: 'calc(100vw - 32px)' } },
          transition: { onEntered: () => days.current.get(cursor)?.focus() },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton size="small" aria-label={translate('app.flights.search.previous_month')} onClick={() => showMonth(-1)} disabled={month <= monthOf(today)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton size="small" aria-label={translate('app.flights.search.next_month')} onClick={() => showMonth(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }} onKeyDown={onGridKeyDown}>
          {months.map((shown, m) => (
            <Box key={shown} sx={{ width: 276 }}>
              <Typography id={`${titleId}-${m}`} sx={{ fontWeight: 600, textAlign: 'center', mb: 1 }}>
                {monthTitle(shown, locale)}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, textAlign: 'center' }}>
                {weekdays.map((day, i) => (
                  <Typography key={i} variant="caption" color="text.secondary" aria-hidden>
                    {day}
                  </Typography>
                ))}
                {monthGrid(shown).map((day, i) =>
                  day ? (
                    <Button
                      key={day}
                      ref={(element) => {
                        if (element) days.current.set(day, element);
                        else days.current.delete(day);
                      }}
                      size="small"
                      variant={day === value ? 'contained' : 'text'}
                      aria-disabled={!enabled.has(day)}
                      aria-pressed={day === value}
                      aria-label={format(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                      tabIndex={day === cursor ? 0 : -1}
                      onFocus={() => setCursor(day)}
                      onClick={() => pick(day)}
                      disableRipple={!enabled.has(day)}
                      sx={{
                        minWidth: 0,
                        p: 0.5,
                        fontWeight: enabled.has(day) ? 700 : 400,
                        ...(!enabled.has(day) && { color: 'text.disabled', cursor: 'default' }),
                        '&.Mui-focusVisible, &:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                      }}
                    >
                      {Number(day.slice(8))}
                    </Button>
                  ) : (
                    <span key={`blank-${i}`} />
                  ),
                )}
              </Box>
            </Box>
          ))}
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
