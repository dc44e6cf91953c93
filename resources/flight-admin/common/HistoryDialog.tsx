/**
 * The change history of one record (flights, calendars, subcalendars, their seats, price rules
 * and promotions): who, when, what, and each changed field before → after. The rows come from the
 * history endpoints of docs/api-flights.md through `load`.
 */
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, Chip, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { AppModal } from '../../../src/components/AppModal.tsx';
import type { HistoryEntry } from '../../../dataProvider/flightAdminRecords.ts';
import { changedKeys, formatValue } from './historyDiff.ts';
import { useDateLocale } from '../../../src/components/useDateLocale.ts';

export interface HistoryButtonProps {
  /** Cache key of this history (entity and id). */
  queryKey: readonly unknown[];
  load: () => Promise<HistoryEntry[]>;
  /** Dialog title: an i18n key or text. */
  title?: string;
  label?: string;
  /** The i18n key of a changed field's name (the flights' fields unless told). */
  fieldLabel?: (field: string) => string;
}

const flightField = (field: string) => `resources.flights.fields.${field}`;

function Diff({ entry, fieldLabel = flightField }: { entry: HistoryEntry; fieldLabel?: (field: string) => string }) {
  const translate = useTranslate();
  const keys = changedKeys(entry.before, entry.after);
  if (keys.length === 0) return <Typography variant="body2" color="text.secondary">{translate('app.flightAdmin.history.no_changes')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, fontSize: 13 }}>
      {keys.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>{translate(fieldLabel(key), { _: key })}</Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'error.main', textDecoration: entry.before ? 'line-through' : undefined }}>{formatValue(entry.before?.[key])}</Box>
            {' → '}
            <Box component="span" sx={{ color: 'success.main' }}>{formatValue(entry.after?.[key])}</Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function HistoryTable({ rows, fieldLabel }: { rows: HistoryEntry[]; fieldLabel?: (field: string) => string }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  if (rows.length === 0) return <Alert severity="info">{translate('app.flightAdmin.history.empty')}</Alert>;
  return (
    <Table size="small" aria-label={translate('app.flightAdmin.history.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.flightAdmin.history.when')}</TableCell>
          <TableCell>{translate('app.flightAdmin.history.who')}</TableCell>
          <TableCell>{translate('app.flightAdmin.history.action')}</TableCell>
          <TableCell>{translate('app.flightAdmin.history.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(row.at).toLocaleString(locale)}</TableCell>
            <TableCell>{row.user_name || translate('app.flightAdmin.history.system')}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                <Chip size="small" label={translate(`app.flightAdmin.history.actions.${row.action.replace(/-/g, '_')}`, { _: row.action })} />
                {row.entity && <Chip size="small" variant="outlined" label={translate(`app.flightAdmin.history.entities.${row.entity}`, { _: row.entity })} />}
              </Stack>
            </TableCell>
            <TableCell>
              <Diff entry={row} fieldLabel={fieldLabel} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function HistoryButton({ queryKey, load, title = 'app.flightAdmin.history.title', label = 'app.flightAdmin.history.button', fieldLabel }: HistoryButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data, isPending, error } = useQuery({ queryKey: ['admin-flights.history', ...queryKey], queryFn: load, enabled: open });
  return (
    <>
      <Button
        label={label}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <HistoryIcon />
      </Button>
      <AppModal open={open} onClose={() => setOpen(false)} title={translate(title, { _: title })} maxWidth="md">
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : error ? (
          <Alert severity="error">{translate('app.flightAdmin.history.load_error')}</Alert>
        ) : (
          <HistoryTable rows={data ?? []} fieldLabel={fieldLabel} />
        )}
      </AppModal>
    </>
  );
}
