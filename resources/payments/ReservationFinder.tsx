/**
 * Finds a reservation by its locator in the user's scope (GET payments/reservation-lookup/) and
 * shows what it costs, what is paid and what it still owes; `children` gets the reservation found.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { isHttpError } from '../../dataProvider/errors.ts';
import type { PayableReservationRecord } from '../../domain/schemas/cardPayments.ts';
import { formatMoney } from '../../src/components/flights/format.ts';

function Summary({ r }: { r: PayableReservationRecord }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const line = (label: string, value: string, testId?: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`app.cardpay.finder.${label}`)}
      </Typography>
      <Typography data-testid={testId}>{value}</Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, my: 1 }} data-testid="found-reservation">
      {line('locator', r.locator)}
      {line('client', r.client_name || '-')}
      {line('agency', r.agency_name)}
      {line('total', formatMoney(r.total, r.currency, language))}
      {line('paid', formatMoney(r.paid_amount, r.currency, language), 'found-paid')}
      {line('owed', formatMoney(r.owed, r.currency, language), 'found-owed')}
      {line('commercial_status', translate(`app.flights.statuses.commercial_status.${r.commercial_status}`, { _: r.commercial_status }))}
    </Box>
  );
}

export function ReservationFinder({ children }: { children: (reservation: PayableReservationRecord, refresh: () => void) => ReactNode }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const inputId = useId();
  const [text, setText] = useState('');
  const [locator, setLocator] = useState('');
  const found = useQuery({
    queryKey: ['payments', 'reservation-lookup', locator],
    queryFn: ({ signal }) => dataProvider.lookupReservation(locator, signal),
    enabled: locator !== '',
    retry: false,
  });
  const notFound = found.isError && isHttpError(found.error) && (found.error.status === 404 || found.error.status === 400);
  return (
    <Box>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          setLocator(text.trim().toUpperCase());
        }}
      >
        <TextField id={inputId} size="small" label={translate('app.cardpay.finder.locator')} value={text} onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off' } }} />
        <Button type="submit" variant="outlined" startIcon={found.isFetching ? <CircularProgress size={16} /> : <SearchIcon />} disabled={text.trim() === ''}>
          {translate('app.cardpay.finder.find')}
        </Button>
      </Stack>
      {notFound ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.cardpay.finder.not_found')}
        </Alert>
      ) : null}
      {found.data ? (
        <>
          <Summary r={found.data} />
          {Number(found.data.owed) > 0 ? (
            children(found.data, () => void found.refetch())
          ) : (
            <Alert severity="info">{translate('app.cardpay.finder.nothing_due')}</Alert>
          )}
        </>
      ) : null}
    </Box>
  );
}
