/**
 * /vuelos/reserva/ruta: search, then the three steps of spec §2 (choose flights, enter passengers,
 * verify), then the booked reservation's locator. The whole draft lives in session storage.
 */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Button, Paper, Step, StepLabel, Stepper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PATHS, recordPath } from '../../../domain/menu.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { newDraft, type BookingStep, type FlightDraft, type FlightSearchValues } from './draft.ts';
import type { ServerFieldErrors } from './PassengersStep.tsx';
import { PassengersStep } from './PassengersStep.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SelectFlightsStep } from './SelectFlightsStep.tsx';
import { useFlightDraft } from './useFlightDraft.ts';
import { VerifyStep } from './VerifyStep.tsx';

const STEPS: BookingStep[] = ['select', 'passengers', 'verify'];

function Done({ draft, onNew }: { draft: FlightDraft; onNew: () => void }) {
  const translate = useTranslate();
  const reservation = draft.reservation;
  if (!reservation) return null;
  return (
    <Paper variant="outlined">
      <StatusMessage icon={<CheckCircleOutlineIcon />} title={translate('app.flights.done.title')}>
        <Typography component="p">{translate('app.flights.done.message')}</Typography>
        <Typography component="p" variant="h4" sx={{ fontFamily: 'monospace', letterSpacing: 4, my: 2 }} data-testid="booking-locator" aria-label={translate('app.flights.done.locator')}>
          {reservation.locator}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={recordPath(PATHS.flightReservations, reservation.id)}>
            {translate('app.flights.done.open')}
          </Button>
          <Button variant="outlined" onClick={onNew}>
            {translate('app.flights.done.new')}
          </Button>
        </Box>
      </StatusMessage>
    </Paper>
  );
}

export function FlightBookingPage() {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { draft, update, reset } = useFlightDraft();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors | null>(null);

  const search = useCallback(
    (values: FlightSearchValues) => {
      const same = JSON.stringify(values) === JSON.stringify(draft.search);
      // Another search is another booking: a new draft with a new Idempotency-Key.
      if (same) update({ step: 'select' });
      else update({ ...newDraft(values), step: 'select' });
      setServerErrors(null);
    },
    [draft.search, update],
  );

  const onPassengerErrors = useCallback(
    (errors: ServerFieldErrors) => {
      setServerErrors(errors);
      update({ step: 'passengers' });
    },
    [update],
  );

  const title = translate('app.menu.routes.vuelos_reserva_ruta');
  const active = STEPS.indexOf(draft.step);

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flights', to: PATHS.flightSearch }, { label: title }]} />
      <PageTitle title={title} />
      {draft.step === 'done' ? (
        <Done draft={draft} onNew={() => reset(false)} />
      ) : draft.step === 'search' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.flights.search.title')}
          </Typography>
          <SearchForm initial={draft.search} onSearch={search} />
        </Paper>
      ) : (
        <>
          <Stepper activeStep={active} alternativeLabel={!small} orientation={small ? 'vertical' : 'horizontal'} sx={{ mb: 3 }}>
            {STEPS.map((step) => (
              <Step key={step}>
                <StepLabel>{translate(`app.flights.steps.${step}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {draft.step === 'select' && <SelectFlightsStep draft={draft} update={update} onBack={() => update({ step: 'search' })} />}
          {draft.step === 'passengers' && <PassengersStep draft={draft} update={update} serverErrors={serverErrors} />}
          {draft.step === 'verify' && <VerifyStep draft={draft} update={update} onPassengerErrors={onPassengerErrors} />}
        </>
      )}
    </Box>
  );
}

export default FlightBookingPage;
