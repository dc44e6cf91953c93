/**
 * The history tab: every change to the hotel and its rows (prices first among them), newest first,
 * as who, when, what and each changed field before → after; filtered by kind of row, paged.
 */
import { Alert, Box, Chip, CircularProgress, MenuItem, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HistoryEntry } from '../../dataProvider/flightAdminRecords.ts';
import { HOTEL_HISTORY_ENTITIES } from '../../domain/schemas/hotelAdmin.ts';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { changedKeys, formatValue } from '../flight-admin/common/historyDiff.ts';

type Snapshot = Record<string, unknown> | null;

/** What a row is about, in the words of its record: a price by room, occupancy and plan; the others by name. */
export function subjectOf(entity: string | undefined, before: Snapshot, after: Snapshot): string {
  const rec = after ?? before ?? {};
  if (entity === 'hotel_price') return [rec.room_type_name, rec.occupancy_text, rec.meal_plan_code].filter(Boolean).join(' · ');
  if (entity === 'hotel_occupancy') return [rec.room_type_name, rec.text].filter(Boolean).join(' · ');
  return String(rec.name ?? rec.label ?? rec.code ?? '');
}

/** Fields that only repeat the subject or the ids behind it. */
const HIDDEN = new Set(['hotel', 'contract', 'room_type', 'occupancy', 'meal_plan', 'room_type_name', 'occupancy_text', 'meal_plan_code', 'currency_code', 'label']);

function Changes({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const keys = changedKeys(entry.before, entry.after).filter((k) => !HIDDEN.has(k));
  if (keys.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, fontSize: 13 }}>
      {keys.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {translate(`resources.hotel-history.fields.${key}`, { _: key })}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'error.main', textDecoration: entry.before ? 'line-through' : undefined }}>
              {formatValue(entry.before?.[key])}
            </Box>
            {' → '}
            <Box component="span" sx={{ color: 'success.main' }}>
              {formatValue(entry.after?.[key])}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function HistoryPanel({ hotel }: { hotel: number }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const { data, isPending, error } = useQuery({
    queryKey: ['hotel-history-page', hotel, entity, page, pageSize],
    queryFn: () => dataProvider.hotelHistoryPage(hotel, { page: page + 1, page_size: pageSize, ...(entity ? { entity } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <Box>
      <TextField
        select
        size="small"
        label={translate('app.hotelCatalog.history_entity')}
        value={entity}
        onChange={(e) => {
          setEntity(e.target.value);
          setPage(0);
        }}
        sx={{ minWidth: 240, mb: 2 }}
      >
        <MenuItem value="">{translate('app.hotelCatalog.all')}</MenuItem>
        {HOTEL_HISTORY_ENTITIES.map((e) => (
          <MenuItem key={e} value={e}>
            {translate(`app.hotelCatalog.entities.${e}`)}
          </MenuItem>
        ))}
      </TextField>
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : error ? (
        <Alert severity="error">{translate('app.flightAdmin.history.load_error')}</Alert>
      ) : data.results.length === 0 ? (
        <Alert severity="info">{translate('app.flightAdmin.history.empty')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('app.hotels.history')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.flightAdmin.history.when')}</TableCell>
                <TableCell>{translate('app.flightAdmin.history.who')}</TableCell>
                <TableCell>{translate('app.hotelCatalog.history_what')}</TableCell>
                <TableCell>{translate('app.flightAdmin.history.changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.map((row) => (
                <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(row.at).toLocaleString(locale)}</TableCell>
                  <TableCell>{row.user_name || translate('app.flightAdmin.history.system')}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                      <Chip size="small" variant="outlined" label={translate(`app.hotelCatalog.entities.${row.entity ?? 'hotel'}`, { _: row.entity ?? '' })} />
                      <Chip size="small" label={translate(`app.hotelCatalog.actions.${row.action}`, { _: row.action })} />
                      <span>{subjectOf(row.entity, row.before, row.after)}</span>
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Changes entry={row} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.count}
            page={page}
            onPageChange={(_e, p: number) => setPage(p)}
            rowsPerPage={pageSize}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[25, 50, 100]}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          />
        </Box>
      )}
    </Box>
  );
}
