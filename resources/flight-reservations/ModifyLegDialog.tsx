/**
 * Modify the outbound or the inbound leg of a booking (the draft's modify flags): a new search for
 * that leg's cities on another bookable day, the choice of a departure, the server's price of the
 * whole new itinerary, then PUT reservations/{id}/flight-reservation with that price's token.
 */
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { FlightOptionRecord, PriceQuoteRecord, ReservationDetailRecord } from '../../domain/records/flightBooking.ts';
import { BookableDatePicker } from '../../src/components/flights/BookableDatePicker.tsx';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { formatDate, formatMoney, formatTime } from '../../src/components/flights/format.ts';

export type Leg = 'outbound' | 'inbound';

/** Opened from the reservation's page: the reservation comes from its record context. */
export function ModifyLegDialog({ leg, onClose }: { leg: Leg; onClose: () => void }) {
  const record = useRecordContext<ReservationDetailRecord>();
  if (!record) return null;
  return <ModifyLeg record={record} leg={leg} onClose={onClose} />;
}

function ModifyLeg({ record, leg, onClose }: { record: ReservationDetailRecord; leg: Leg; onClose: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const current = leg === 'outbound' ? record.outbound : record.inbound;
  const [date, setDate] = useState('');
  const [chosen, setChosen] = useState<FlightOptionRecord | null>(null);
  const [quote, setQuote] = useState<PriceQuoteRecord | null>(null);
  const refresh = useRefresh();
  const pax = { adults: record.adults, children: record.children, infants: record.infants };

  const { data: options = [], isFetching } = useQuery({
    queryKey: ['flights', 'modify-search', record.id, leg, date],
    queryFn: async ({ signal }) =>
      (await dataProvider.searchFlights({ origin: current?.origin_id ?? 0, destination: current?.destination_id ?? 0, departure_date: date, category: record.category, ...pax }, signal)).outbound,
    enabled: !!current && !!date,
  });

  const priceMutation = useMutation({
    mutationFn: (option: FlightOptionRecord) => {
      const outbound = leg === 'outbound' ? option.id : (record.outbound?.subcalendar ?? 0);
      const inbound = leg === 'inbound' ? option.id : record.inbound?.subcalendar;
      return dataProvider.calculateFlightPrice({ outbound, ...(inbound ? { inbound } : {}), category: record.category, ...pax });
    },
    onSuccess: setQuote,
    onError: (error) => handleError(error),
  });
  const modifyMutation = useMutation({
    mutationFn: ({ option, token }: { option: FlightOptionRecord; token: string }) =>
      dataProvider.modifyFlightReservation(record.id, { modify: leg, subcalendar: option.id, price_token: token }),
    onSuccess: () => {
      notify('app.flights.modify.done', { type: 'success' });
      onClose();
      refresh();
    },
    onError: (error) => handleError(error),
  });
  const busy = priceMutation.isPending || modifyMutation.isPending;

  const choose = (option: FlightOptionRecord) => {
    setChosen(option);
    setQuote(null);
    priceMutation.mutate(option);
  };

  const confirm = () => {
    if (chosen && quote) modifyMutation.mutate({ option: chosen, token: quote.price_token });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(`app.flights.modify.title_${leg}`)}</DialogTitle>
      <DialogContent>
        {current && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('app.flights.modify.current', {
              flight: current.flight_number,
              date: formatDate(current.departure_date, language),
              time: formatTime(current.departure_time),
              route: `${current.origin} → ${current.destination}`,
            })}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <BookableDatePicker
            label={translate('app.flights.modify.new_date')}
            value={date}
            onChange={(day) => {
              setDate(day);
              setChosen(null);
              setQuote(null);
            }}
            origin={current?.origin_id ?? null}
            destination={current?.destination_id ?? null}
            min={leg === 'inbound' ? record.outbound?.departure_date : undefined}
          />
        </Box>
        {isFetching && <CircularProgress size={24} aria-label={translate('app.flights.select.searching')} />}
        {date && !isFetching && options.length === 0 && <Alert severity="info">{translate('app.flights.select.no_flights')}</Alert>}
        <List dense aria-label={translate('app.flights.modify.options')}>
          {options.map((option) => {
            const seats = option.categories.find((c) => c.id === record.category)?.seats_available ?? 0;
            return (
              <ListItemButton key={option.id} selected={chosen?.id === option.id} onClick={() => choose(option)} disabled={busy || option.id === current?.subcalendar}>
                <ListItemText
                  primary={`${option.flight_number} · ${formatTime(option.departure_time)} → ${formatTime(option.arrival_time)}`}
                  secondary={translate('app.flights.modify.seats', { smart_count: seats })}
                />
              </ListItemButton>
            );
          })}
        </List>
        {quote && (
          <Alert severity="info" role="status">
            {translate('app.flights.modify.new_total', { before: formatMoney(record.total, record.currency, language), after: formatMoney(quote.total, quote.currency, language) })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!quote || busy}>
          {translate('app.flights.modify.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
