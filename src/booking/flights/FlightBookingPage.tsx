/**
 * /vuelos/reserva/ruta: search, then the three steps of spec §2 (choose flights, enter passengers,
 * verify), then the booked reservation's locator. The draft lives in session storage until it is
 * booked; the search form stays above the results (they load in its place), it starts from the
 * user's last search, and each new step takes the focus to its heading.
 */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Button, Paper, Step, StepLabel, Stepper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
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
import { useLastSearch } from './useLastSearch.ts';
import { useStepFocus } from './useStepFocus.ts';
import { VerifyStep } from './VerifyStep.tsx';
import { SettlementLines } from '../../components/cart/SettlementLines.tsx';

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
        {reservation.settlement && <SettlementLines settlement={reservation.settlement} />}
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
  const [lastSearch, rememberSearch] = useLastSearch();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors | null>(null);
  const stepRef = useStepFocus(draft.step);
  const { key: visit } = useLocation();
  const firstVisit = useRef(visit);

  // 'Buscar vuelos' in the menu while the confirmation shows: the same path, a new visit, a new search.
  useEffect(() => {
    if (visit !== firstVisit.current && draft.step === 'done') reset(false);
    firstVisit.current = visit;
  }, [visit, draft.step, reset]);

  const search = useCallback(
    (values: FlightSearchValues) => {
      const same = JSON.stringify(values) === JSON.stringify(draft.search);
      // Another search is another booking: a new draft with a new Idempotency-Key.
      if (same) update({ step: 'select' });
      else update({ ...newDraft(values), step: 'select' });
      rememberSearch(values);
      setServerErrors(null);
    },
    [draft.search, update, rememberSearch],
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

  // A new draft starts from the last search; a draft under way keeps its own.
  const initial = draft.search.origin === null && lastSearch ? lastSearch : draft.search;
  const searching = draft.step === 'search' || draft.step === 'select';

  return (
    <Box sx={{ maxWidth: 1200 }} ref={stepRef}>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flights', to: PATHS.flightSearch }, { label: title }]} />
      <PageTitle title={title} />
      {draft.step === 'done' && <Done draft={draft} onNew={() => reset(false)} />}
      {searching && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom data-step-heading={draft.step === 'search' ? '' : undefined}>
            {translate('app.flights.search.title')}
          </Typography>
          <SearchForm initial={initial} onSearch={search} />
        </Paper>
      )}
      {active >= 0 && (
        <>
          <Stepper activeStep={active} alternativeLabel={!small} orientation={small ? 'vertical' : 'horizontal'} sx={{ mb: 2 }}>
            {STEPS.map((step) => (
              <Step key={step}>
                <StepLabel>{translate(`app.flights.steps.${step}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="h5" component="h2" gutterBottom data-step-heading="" sx={{ scrollMarginTop: 16 }}>
            {translate('app.flights.step_heading', { n: active + 1, total: STEPS.length, name: translate(`app.flights.steps.${draft.step}`) })}
          </Typography>
          {draft.step === 'select' && <SelectFlightsStep draft={draft} update={update} />}
          {draft.step === 'passengers' && <PassengersStep draft={draft} update={update} serverErrors={serverErrors} />}
          {draft.step === 'verify' && <VerifyStep draft={draft} update={update} onPassengerErrors={onPassengerErrors} />}
        </>
      )}
    </Box>
  );
}

export default FlightBookingPage;
