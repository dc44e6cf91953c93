/**
 * The passengers of a departure (manifest): locator, agency, names, type, gender, documents, check-in.
 * On the check-in page rows can be selected and checked in one by one or together.
 */
import HowToRegIcon from '@mui/icons-material/HowToReg';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ManifestPassengerRecord } from '../../domain/records/flightBooking.ts';
import { formatDate } from '../../src/components/flights/format.ts';
import { StatusChip } from '../../src/components/flights/StatusChip.tsx';

export const fullName = (p: Pick<ManifestPassengerRecord, 'first_name' | 'middle_name' | 'last_name'>) => [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ');

interface CheckinControls {
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (ids: number[]) => void;
  onCheckin: (ids: number[]) => void;
  /** Takes a check-in back (only while the flight's check-in is open). */
  onUndo: (id: number) => void;
  disabled: boolean;
}

export function ManifestPassengers({ passengers, checkin }: { passengers: readonly ManifestPassengerRecord[]; checkin?: CheckinControls }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const pending = passengers.filter((p) => p.checkin_status !== 'checked_in').map((p) => p.id);
  if (passengers.length === 0) return <Typography color="text.secondary">{translate('app.flights.manifests.no_passengers')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.flights.manifests.passengers')}>
        <TableHead>
          <TableRow>
            {checkin && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pending.length > 0 && pending.every((id) => checkin.selected.has(id))}
                  indeterminate={pending.some((id) => checkin.selected.has(id)) && !pending.every((id) => checkin.selected.has(id))}
                  onChange={() => checkin.onToggleAll(pending)}
                  disabled={checkin.disabled || pending.length === 0}
                  slotProps={{ input: { 'aria-label': translate('app.flights.checkin.select_all') } }}
                />
              </TableCell>
            )}
            <TableCell>{translate('app.flights.manifests.locator')}</TableCell>
            <TableCell>{translate('app.flights.passenger.name')}</TableCell>
            <TableCell>{translate('app.flights.passenger.type')}</TableCell>
            <TableCell>{translate('app.flights.passenger.gender')}</TableCell>
            <TableCell>{translate('app.flights.passenger.passport')}</TableCell>
            <TableCell>{translate('app.flights.passenger.nationality')}</TableCell>
            <TableCell>{translate('app.flights.passenger.date_of_birth')}</TableCell>
            <TableCell>{translate('app.flights.manifests.agency')}</TableCell>
            <TableCell>{translate('app.flights.checkin.status')}</TableCell>
            {checkin && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {passengers.map((p) => {
            const done = p.checkin_status === 'checked_in';
            const name = fullName(p);
            return (
              <TableRow key={p.id} hover>
                {checkin && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={checkin.selected.has(p.id)}
                      onChange={() => checkin.onToggle(p.id)}
                      disabled={checkin.disabled || done}
                      slotProps={{ input: { 'aria-label': translate('app.flights.checkin.select', { name }) } }}
                    />
                  </TableCell>
                )}
                <TableCell sx={{ fontFamily: 'monospace' }}>{p.locator}</TableCell>
                <TableCell>{name}</TableCell>
                <TableCell>{translate(`app.flights.pax.${p.type}`)}</TableCell>
                <TableCell>{translate(`app.flights.genders.${p.gender}`)}</TableCell>
                <TableCell>{p.passport}</TableCell>
                <TableCell>{p.nationality}</TableCell>
                <TableCell>{formatDate(p.date_of_birth, language)}</TableCell>
                <TableCell>{p.agency_name}</TableCell>
                <TableCell>
                  <StatusChip field="checkin" value={p.checkin_status} />
                </TableCell>
                {checkin && (
                  <TableCell align="right">
                    {done ? (
                      <Button size="small" color="inherit" startIcon={<UndoIcon />} onClick={() => checkin.onUndo(p.id)} disabled={checkin.disabled} aria-label={translate('app.flights.checkin.undo_one', { name })}>
                        {translate('app.flights.checkin.undo')}
                      </Button>
                    ) : (
                      <Button size="small" startIcon={<HowToRegIcon />} onClick={() => checkin.onCheckin([p.id])} disabled={checkin.disabled} aria-label={translate('app.flights.checkin.checkin_one', { name })}>
                        {translate('app.flights.checkin.checkin')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
