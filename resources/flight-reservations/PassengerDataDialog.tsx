/**
 * Correct one booked passenger's gender, nationality and passport data (issue 8) in a small
 * dialog: the data the PAXLST sends, editable until check-in closes on one of the reservation's
 * departures (the server answers 409 then). The domain's passenger schema validates in the
 * browser; the server's field errors (a passport expiring before the trip ends) show under the fields.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DateInput, SelectInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { GENDERS } from '../../domain/constants.ts';
import { CORRECTABLE_PASSENGER_FIELDS, passengerSchema } from '../../domain/flights/passengers.ts';
import type { ReservationPassengerRecord } from '../../domain/records/flightBooking.ts';
import type { PassengerDataBody } from '../../domain/schemas/flightBooking.ts';
import { CountryInput } from '../../src/components/referenceInputs.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useServerSubmit, type FormValues } from '../../src/forms/useServerSubmit.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { DialogForm } from '../common/DialogForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';

const genderChoices = GENDERS.map((id) => ({ id, name: `app.flights.genders.${id}` }));

/** The body from the form: the fields with a value (a passenger booked before 0014 may lack some). */
function bodyOf(values: FormValues): PassengerDataBody {
  return Object.fromEntries(CORRECTABLE_PASSENGER_FIELDS.filter((f) => values[f] !== null && values[f] !== undefined && values[f] !== '').map((f) => [f, values[f]])) as PassengerDataBody;
}

// The dialog shows the whole set, so it asks for all of it: a passenger booked before the passport
// data was asked gets it filled in here (the API itself accepts any one field).
const validate = zodValidate(passengerSchema.pick({ gender: true, nationality: true, passport_expiry: true, passport_country: true }));

export function PassengerDataButton({ reservationId, passenger, name }: { reservationId: number; passenger: ReservationPassengerRecord; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { mutateAsync } = useMutation({ mutationFn: (body: PassengerDataBody) => dataProvider.correctPassengerData(reservationId, passenger.id, body) });
  const submit = useServerSubmit(async (values) => {
    await mutateAsync(bodyOf(values));
    notify('app.messages.modified', { type: 'success' });
    setOpen(false);
    refresh();
  });
  const defaults = { gender: passenger.gender, nationality: passenger.nationality, passport_expiry: passenger.passport_expiry, passport_country: passenger.passport_country };
  return (
    <>
      <Tooltip title={translate('app.flights.passenger_data.edit', { name })}>
        <IconButton size="small" aria-label={translate('app.flights.passenger_data.edit', { name })} onClick={() => setOpen(true)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogForm defaultValues={defaults} onSubmit={submit} validate={(values) => validate(bodyOf(values))} noValidate>
          <DialogTitle id={titleId}>{translate('app.flights.passenger_data.edit', { name })}</DialogTitle>
          <DialogContent>
            <FormServerError />
            <SelectInput source="gender" label="app.flights.passenger.gender" choices={genderChoices} fullWidth isRequired />
            <CountryInput source="nationality" label="app.flights.passenger.nationality" isRequired />
            <DateInput source="passport_expiry" label="app.flights.passenger_data.passport_expiry" fullWidth isRequired />
            <CountryInput source="passport_country" label="app.flights.passenger_data.passport_country" isRequired />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SubmitButton />
          </DialogActions>
        </DialogForm>
      </Dialog>
    </>
  );
}
