/** A reservation's history: who changed what and when, each change as 'field: before → after'. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HistoryRecord } from '../../domain/records/flightBooking.ts';
import { formatInstant } from '../../src/components/flights/format.ts';

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The keys whose value differs between the two snapshots, as 'key: before → after'. */
export function historyChanges(before: unknown, after: unknown): string[] {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((key) => show(b[key]) !== show(a[key])).map((key) => `${key}: ${show(b[key])} → ${show(a[key])}`);
}

export function actionLabel(action: string, translate: (key: string, options?: object) => string): string {
  return translate(`app.flights.history.actions.${action}`, { _: action });
}

export function HistoryPanel({ rows }: { rows: readonly HistoryRecord[] | undefined }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!rows || rows.length === 0) return <Typography color="text.secondary">{translate('app.flights.history.empty')}</Typography>;
  return (
    <List dense>
      {rows.map((row) => (
        <ListItem key={row.id} disableGutters alignItems="flex-start">
          <ListItemText
            primary={`${formatInstant(row.at, language)} · ${actionLabel(row.action, translate)} · ${row.user_name ?? '-'}`}
            secondary={historyChanges(row.before, row.after).join('\n') || undefined}
            slotProps={{ secondary: { sx: { whiteSpace: 'pre-line', wordBreak: 'break-word' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
