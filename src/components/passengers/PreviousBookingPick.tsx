/**
 * 'Passengers of a previous booking': the agency's latest flight bookings with as many adults,
 * children and infants as this search, one button each; one press fills every passenger block and
 * the holder's contact data from that booking (issue 8: a family that books again in one pick).
 * Nothing shows when there is no such booking or the list cannot be read.
 */
import GroupsIcon from '@mui/icons-material/Groups';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ReservationDetailRecord, ReservationListRecord } from '../../../domain/records/flightReservations.ts';
import type { PassengerValues } from './passengerValues.ts';
import { sameParty, valuesFromBooking, type Party } from './previousBooking.ts';

/** The latest bookings looked at, and how many of the fitting ones are offered. */
const LOOK_BACK = 25;
const OFFERED = 3;

/** `party`: the counts to match; `list`: the form's array of passengers (see PassengerFields). */
export function PreviousBookingPick({ party, onFilled, list = 'passengers' }: { party: Party; onFilled: () => void; list?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { getValues, setValue } = useFormContext();
  const [copied, setCopied] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `previous-booking-${list.replace(/\W/g, '-')}`;
  const { data = [] } = useGetList<ReservationListRecord>('flight-reservations', {
    pagination: { page: 1, perPage: LOOK_BACK },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const offered = data.filter((r) => sameParty(r, party)).slice(0, OFFERED);
  if (offered.length === 0) return null;

  const fill = async (reservation: ReservationListRecord) => {
    setBusy(true);
    try {
      const { data: detail } = await dataProvider.getOne<ReservationDetailRecord>('flight-reservations', { id: reservation.id });
      const form = (getValues(list) ?? []) as PassengerValues[];
      valuesFromBooking(detail, form).forEach((values, index) => {
        for (const [field, value] of Object.entries(values)) {
          setValue(`${list}.${index}.${field}`, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
        }
      });
      setCopied(reservation.locator);
      onFilled();
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.quickBooking.previous.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.quickBooking.previous.hint')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {offered.map((r) => (
          <Button key={r.id} variant="outlined" size="small" startIcon={<GroupsIcon />} disabled={busy} onClick={() => void fill(r)}>
            {translate('app.quickBooking.previous.fill', { names: r.client_name, locator: r.locator })}
          </Button>
        ))}
      </Stack>
      <Typography role="status" variant="body2" color="success.main" sx={{ mt: 1, minHeight: 20 }}>
        {copied ? translate('app.quickBooking.previous.filled', { locator: copied }) : ''}
      </Typography>
    </Box>
  );
}
