/**
 * Step 2: one form per passenger of the selection. The browser runs the server's rules
 * (passengerSchema and passengerListIssues) while the user types and on submit, and shows each
 * issue under its field; a 400 of the booking (`passengers.2.date_of_birth`) comes back here and
 * lands under the same field.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormServerError } from '../../forms/FormServerError.tsx';
import type { FlightDraft } from './draft.ts';
import { PassengerFields } from '../../components/passengers/PassengerFields.tsx';
import { PreviousBookingPick } from '../../components/passengers/PreviousBookingPick.tsx';
import { initialPassengers, validatePassengers, type PassengerValues } from '../../components/passengers/passengerValues.ts';
import type { DraftUpdate } from './useFlightDraft.ts';

export type ServerFieldErrors = Record<string, string>;

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Puts the booking's 400 messages under their fields once the form is there. */
function ServerErrors({ errors }: { errors: ServerFieldErrors | null }) {
  const { setError } = useFormContext();
  useEffect(() => {
    if (!errors) return;
    // After react-admin's Form has set its initial values (a reset would clear the errors).
    const timer = setTimeout(() => {
      for (const [name, message] of Object.entries(errors)) {
        setError(name.startsWith('passengers.') ? name : 'root.serverError', { type: 'server', message }, { shouldFocus: false });
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [errors, setError]);
  return null;
}

/** Keeps what the user typed in the draft, so a reload does not lose it. */
function KeepInDraft({ update }: { update: (change: DraftUpdate) => void }) {
  const passengers = useWatch({ name: 'passengers' }) as PassengerValues[] | undefined;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => passengers && update({ passengers }), 300);
    return () => clearTimeout(timer.current);
  }, [passengers, update]);
  return null;
}

interface PassengersStepProps {
  draft: FlightDraft;
  update: (change: DraftUpdate) => void;
  serverErrors: ServerFieldErrors | null;
}

export function PassengersStep({ draft, update, serverErrors }: PassengersStepProps) {
  const translate = useTranslate();
  const { search } = draft;
  const counts = { adults: search.adults, children: search.children, infants: search.infants };
  const dates = { departure: search.departure_date, lastTravel: search.trip === 'round_trip' && search.return_date ? search.return_date : search.departure_date };

  const defaults = useMemo(() => {
    const fresh = initialPassengers(counts, search.child_ages);
    const kept = draft.passengers.length === fresh.length && draft.passengers.every((p, i) => p.type === fresh[i].type) ? draft.passengers : fresh;
    return { passengers: kept };
    // The form starts once from the draft; later edits live in the form.
  }, []);

  // Where the keyboard goes once a previous booking filled the whole family.
  const continueButton = useRef<HTMLButtonElement>(null);

  const validate = (values: Record<string, unknown>) => validatePassengers((values.passengers ?? []) as PassengerValues[], counts, dates, todayIso());

  return (
    <Form
      record={defaults as unknown as RaRecord}
      defaultValues={defaults}
      validate={validate}
      mode="onTouched"
      reValidateMode="onChange"
      noValidate
      onSubmit={(values: Record<string, unknown>) => update({ passengers: (values.passengers ?? []) as PassengerValues[], step: 'verify', quote: null })}
    >
      <ServerErrors errors={serverErrors} />
      <KeepInDraft update={update} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.flights.passengers.intro')}
      </Alert>
      <FormServerError />
      <PreviousBookingPick party={search} onFilled={() => continueButton.current?.focus()} />
      {defaults.passengers.map((p, index) => (
        <PassengerFields key={index} index={index} holder={index === defaults.passengers.findIndex((x) => x.type === 'adult')} />
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => update({ step: 'select' })}>
          {translate('app.flights.passengers.back')}
        </Button>
        <Button ref={continueButton} type="submit" variant="contained" endIcon={<ArrowForwardIcon />}>
          {translate('app.flights.passengers.continue')}
        </Button>
      </Box>
    </Form>
  );
}
