/**
 * The four statuses of a reservation of any service (spec §4; the flight and hotel pages), each
 * with a menu of the statuses the server says this user may set it to now (`next_statuses` of the detail, from domain/reservations/statusChanges.ts).
 * No rule is read here: what the server would refuse is never offered.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { ReservationDetailRecord } from '../../../domain/records/flightBooking.ts';
import { STATUS_FIELDS, type StatusField } from '../../../domain/schemas/flightBooking.ts';
import { useHandleError } from '../../errors/useHandleError.ts';
import { statusKey } from '../flights/choices.ts';
import { StatusChip } from '../flights/StatusChip.tsx';

/** What the panel reads of a reservation detail. */
export type StatusRecord = Pick<ReservationDetailRecord, 'id' | StatusField | 'next_statuses'>;

function StatusRow({ record, field }: { record: StatusRecord; field: StatusField }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const handleError = useHandleError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = record[field];
  const options = record.next_statuses?.[field] ?? [];
  const fieldLabel = translate(`resources.flight-reservations.fields.${field}`);
  const { mutate, isPending } = useMutation({
    mutationFn: (value: string) => dataProvider.changeReservationStatus(record.id, field, value),
    onSuccess: (_answer, value) => {
      notify('app.flights.reservation.status_changed', { type: 'success', messageArgs: { field: fieldLabel, status: translate(statusKey(field, value)) } });
      refresh();
    },
    onError: (error) => handleError(error),
  });

  const change = (value: string) => {
    setAnchor(null);
    mutate(value);
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
            disabled={isPending}
            aria-haspopup="menu"
            aria-label={translate('app.flights.reservation.change_status', { field: fieldLabel })}
          >
            {translate('app.flights.reservation.change')}
          </Button>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {options.map((value) => (
              <MenuItem key={value} onClick={() => change(value)}>
                {translate(statusKey(field, value))}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}

/**
 * Reads the reservation from the record context (or `record`); a change refreshes the page's queries.
 * `fields`: the statuses shown (all four by default; the hotel page shows the accounting and provider
 * ones, its head carries the others and their actions).
 */
export function StatusPanel(props: { record?: StatusRecord; fields?: readonly StatusField[] }) {
  const record = useRecordContext<StatusRecord>(props);
  if (!record) return null;
  return (
    <Box>
      {(props.fields ?? STATUS_FIELDS).map((field) => (
        <StatusRow key={field} record={record} field={field} />
      ))}
    </Box>
  );
}
