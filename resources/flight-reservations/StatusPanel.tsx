/**
 * The four statuses of a reservation (spec §4) with, for each, a menu of the statuses it may move
 * to now (domain/reservations/statuses.ts) when the user may change it (spec §6, as
 * domain/reservations/rules.ts reads it). The server checks the same transition again.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { ReservationListRecord } from '../../domain/records/flightBooking.ts';
import { canChangeStatus } from '../../domain/reservations/rules.ts';
import {
  ACCOUNTING_TRANSITIONS,
  COMMERCIAL_TRANSITIONS,
  COORDINATOR_TRANSITIONS,
  nextStatuses,
  PROVIDER_TRANSITIONS,
} from '../../domain/reservations/statuses.ts';
import type { StatusField } from '../../domain/schemas/flightBooking.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { useActor } from '../common/useActor.ts';
import { statusKey } from './choices.ts';
import { StatusChip } from './StatusChip.tsx';

const TRANSITIONS: Record<StatusField, Readonly<Partial<Record<string, readonly string[]>>>> = {
  commercial_status: COMMERCIAL_TRANSITIONS,
  accounting_status: ACCOUNTING_TRANSITIONS,
  provider_status: PROVIDER_TRANSITIONS,
  coordinator_status: COORDINATOR_TRANSITIONS,
};

export const STATUS_FIELDS: StatusField[] = ['commercial_status', 'accounting_status', 'provider_status', 'coordinator_status'];

/** The statuses `field` may move to from `current`, for this user; empty when the user may not change it. */
export function allowedNext(actor: Parameters<typeof canChangeStatus>[0], field: StatusField, current: string): readonly string[] {
  if (!canChangeStatus(actor, field)) return [];
  return nextStatuses(TRANSITIONS[field], current);
}

function StatusRow({ record, field, onChanged }: { record: ReservationListRecord; field: StatusField; onChanged: () => void }) {
  const translate = useTranslate();
  const actor = useActor();
  const notify = useNotify();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const current = record[field];
  const options = allowedNext(actor, field, current);
  const fieldLabel = translate(`resources.flight-reservations.fields.${field}`);

  const change = async (value: string) => {
    setAnchor(null);
    setBusy(true);
    try {
      await dataProvider.changeReservationStatus(record.id, field, value);
      notify('app.flights.reservation.status_changed', { type: 'success', messageArgs: { field: fieldLabel, status: translate(statusKey(field, value)) } });
      onChanged();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {fieldLabel}
        </Typography>
        <StatusChip field={field} value={current} />
      </Box>
      {options.length > 0 && (
        <>
          <Button
            size="small"
            endIcon={<ArrowDropDownIcon />}
            onClick={(event) => setAnchor(event.currentTarget)}
            disabled={busy}
            aria-haspopup="menu"
            aria-label={translate('app.flights.reservation.change_status', { field: fieldLabel })}
          >
            {translate('app.flights.reservation.change')}
          </Button>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {options.map((value) => (
              <MenuItem key={value} onClick={() => void change(value)}>
                {translate(statusKey(field, value))}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}

export function StatusPanel({ record, onChanged }: { record: ReservationListRecord; onChanged: () => void }) {
  return (
    <Box>
      {STATUS_FIELDS.map((field) => (
        <StatusRow key={field} record={record} field={field} onChanged={onChanged} />
      ))}
    </Box>
  );
}
