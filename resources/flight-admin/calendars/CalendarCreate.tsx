/**
 * /admin/flights/calendars/create(?flight=ID): a flight's calendar. The server generates one
 * departure per date of the range on the chosen weekdays (skipping dates the flight already
 * flies); the page then says how many it created and which dates it skipped.
 */
import { Alert, AlertTitle, Box, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ResourceContextProvider, SimpleForm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { AddScheduleAnswer } from '../../../dataProvider/flightAdminRecords.ts';
import { PageTitle } from '../../../src/components/PageTitle.tsx';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { Breadcrumbs } from '../../../src/components/Breadcrumbs.tsx';
import { listPath, recordPath } from '../../paths.ts';
import { CALENDAR_DEFAULTS, calendarCreateBody, validateCalendarCreate } from './calendarBody.ts';
import { CalendarFields } from './CalendarFields.tsx';

/** The list of departures of one calendar. */
export const departuresOf = (calendar: number) => `${listPath('subcalendars')}?filter=${encodeURIComponent(JSON.stringify({ calendar }))}`;

function Created({ answer, onAnother }: { answer: AddScheduleAnswer; onAnother: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      <AlertTitle>{translate('app.flightAdmin.calendars.created', { smart_count: answer.created })}</AlertTitle>
      {answer.skipped.length > 0 && <p>{translate('app.flightAdmin.calendars.skipped', { smart_count: answer.skipped.length, dates: answer.skipped.join(', ') })}</p>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button component={Link} to={departuresOf(answer.id)} label="app.flightAdmin.calendars.see_departures" variant="contained" />
        <Button component={Link} to={recordPath('flight-calendars', answer.id)} label="app.flightAdmin.calendars.see_calendar" variant="outlined" />
        <Button onClick={onAnother} label="app.flightAdmin.calendars.another" />
      </Box>
    </Alert>
  );
}

export function CalendarCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState<AddScheduleAnswer | null>(null);
  const [round, setRound] = useState(0);
  const flight = Number(params.get('flight')) || null;
  const submit = useServerSubmit(async (values) => {
    setAnswer(await dataProvider.addSchedule(Number(values.flight), calendarCreateBody(values)));
  });
  return (
    <ResourceContextProvider value="flight-calendars">
      <Breadcrumbs items={[{ label: 'app.menu.areas.flight_admin' }, { label: 'app.menu.routes.admin_flights_calendars', to: listPath('flight-calendars') }, { label: 'app.flightAdmin.calendars.create' }]} />
      <PageTitle title={translate('app.flightAdmin.calendars.create')} />
      {answer && (
        <Created
          answer={answer}
          onAnother={() => {
            setAnswer(null);
            setRound((n) => n + 1);
          }}
        />
      )}
      {!answer && (
        <Card>
          <CardContent>
            <SimpleForm key={round} onSubmit={submit} defaultValues={{ ...CALENDAR_DEFAULTS, flight }} validate={validateCalendarCreate} noValidate sx={{ p: 0 }}>
              <FormServerError />
              <CalendarFields mode="create" />
            </SimpleForm>
          </CardContent>
        </Card>
      )}
    </ResourceContextProvider>
  );
}

export default CalendarCreate;
