/** Parts of the reservation page: the itinerary, the passengers (with their data's correction), the provider confirmation code. */
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { LegRecord, ReservationDetailRecord } from '../../domain/records/flightBooking.ts';
import { canCorrectPassengerData } from '../../domain/reservations/rules.ts';
import { canChangeProviderConfirmation } from '../../domain/rules.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { useActor } from '../../src/session/useActor.ts';
import { formatDate, formatTime } from '../../src/components/flights/format.ts';
import { StatusChip } from '../../src/components/flights/StatusChip.tsx';
import { PassengerDataButton } from './PassengerDataDialog.tsx';

function LegRow({ title, leg }: { title: string; leg: LegRecord }) {
  const [language] = useLocaleState();
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {leg.origin} → {leg.destination}
      </Typography>
      <Typography variant="body2">
        {leg.airline} {leg.flight_number} · {formatDate(leg.departure_date, language)} {formatTime(leg.departure_time)} → {formatTime(leg.arrival_time)}
      </Typography>
    </Box>
  );
}

export function Itinerary() {
  const record = useRecordContext<ReservationDetailRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      {record.outbound && <LegRow title={translate('app.flights.legs.outbound')} leg={record.outbound} />}
      {record.inbound && <LegRow title={translate('app.flights.legs.inbound')} leg={record.inbound} />}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('app.flights.search.category')}: {record.category_name} · {translate(`app.flights.trip.${record.trip_type}`)} ·{' '}
        {translate('app.flights.reservations.pax_counts', { adults: record.adults, children: record.children, infants: record.infants })}
      </Typography>
    </Box>
  );
}

export function PassengersTable() {
  const record = useRecordContext<ReservationDetailRecord>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  const actor = useActor();
  if (!record) return null;
  // The server refuses (409) once check-in has closed on a departure: the answer says so.
  const mayCorrect = canCorrectPassengerData(actor) && record.status === 'reserved';
  return (
    // A region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.flights.steps.passengers')}>
      <Table size="small" aria-label={translate('app.flights.steps.passengers')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.flights.passenger.name')}</TableCell>
            <TableCell>{translate('app.flights.passenger.type')}</TableCell>
            <TableCell>{translate('app.flights.passenger.gender')}</TableCell>
            <TableCell>{translate('app.flights.passenger.date_of_birth')}</TableCell>
            <TableCell>{translate('app.flights.passenger.passport')}</TableCell>
            <TableCell>{translate('app.flights.passenger_data.passport_expiry')}</TableCell>
            <TableCell>{translate('app.flights.passenger.nationality')}</TableCell>
            <TableCell>{translate('app.flights.checkin.status')}</TableCell>
            {mayCorrect && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {(record.passengers ?? []).map((p, i) => (
            <TableRow key={p.id}>
              <TableCell>
                {[p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ')}
                {i === 0 && (
                  <Typography variant="caption" color="primary" component="div">
                    {translate('app.flights.passengers.holder')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{translate(`app.flights.pax.${p.type}`)}</TableCell>
              <TableCell>{translate(`app.flights.genders.${p.gender}`)}</TableCell>
              <TableCell>{formatDate(p.date_of_birth, language)}</TableCell>
              <TableCell>{p.passport}</TableCell>
              <TableCell>{p.passport_expiry ? formatDate(p.passport_expiry, language) : '-'}</TableCell>
              <TableCell>{p.nationality_name}</TableCell>
              <TableCell>
                <StatusChip field="checkin" value={p.checkin_status} />
              </TableCell>
              {mayCorrect && (
                <TableCell align="right">
                  <PassengerDataButton reservationId={record.id} passenger={p} name={[p.first_name, p.last_name].join(' ')} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The provider's confirmation code, with an edit dialog for who may change it (spec §6). */
export function ProviderConfirmation() {
  const record = useRecordContext<ReservationDetailRecord>();
  return record ? <ProviderConfirmationCode record={record} /> : null;
}

function ProviderConfirmationCode({ record }: { record: ReservationDetailRecord }) {
  const translate = useTranslate();
  const actor = useActor();
  const notify = useNotify();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState(record.provider_confirmation_code ?? '');
  const may = canChangeProviderConfirmation(actor);
  const refresh = useRefresh();
  const { mutate: save, isPending } = useMutation({
    mutationFn: () => dataProvider.changeProviderConfirmation(record.id, code.trim()),
    onSuccess: () => {
      notify('app.messages.modified', { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (error) => handleError(error),
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('resources.flight-reservations.fields.provider_confirmation_code')}
        </Typography>
        <Typography sx={{ fontFamily: 'monospace' }}>{record.provider_confirmation_code || '-'}</Typography>
      </Box>
      {may && (
        <Tooltip title={translate('ra.action.edit')}>
          <IconButton size="small" aria-label={translate('app.flights.reservation.edit_confirmation')} onClick={() => setOpen(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.flights.reservation.edit_confirmation')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth sx={{ mt: 1 }} label={translate('resources.flight-reservations.fields.provider_confirmation_code')} value={code} onChange={(e) => setCode(e.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => save()} disabled={isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
