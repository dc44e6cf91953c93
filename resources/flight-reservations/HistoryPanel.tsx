/** A reservation's history: who changed what and when, each change as 'field: before → after'. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HistoryRecord } from '../../domain/records/flightBooking.ts';
import { formatInstant } from '../../src/components/flights/format.ts';

/** The server's readable changes (translated names and values), one line each. */
export function historyChanges(row: Pick<HistoryRecord, 'changes'>): string[] {
  return row.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`);
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
            secondary={historyChanges(row).join('\n') || undefined}
            slotProps={{ secondary: { sx: { whiteSpace: 'pre-line', wordBreak: 'break-word' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
