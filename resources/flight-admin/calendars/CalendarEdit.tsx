/**
 * /admin/flights/calendars/:id: edit a calendar. New dates get departures, removed dates lose
 * theirs (409 when one has sold or held seats: nothing changes), times, check-in, prices and status
 * apply to its departures from today on; capacities only to new departures.
 */
import ListIcon from '@mui/icons-material/FormatListBulleted';
import { Alert, Box } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { Button, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { CalendarRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { RecordBreadcrumbs } from '../../../src/components/Breadcrumbs.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { listPath } from '../../paths.ts';
import { HistoryButton } from '../common/HistoryDialog.tsx';
import { calendarEditBody, validateCalendarUpdate } from './calendarBody.ts';
import { CalendarFields } from './CalendarFields.tsx';
import { departuresOf } from './CalendarCreate.tsx';

function Summary() {
  const translate = useTranslate();
  const record = useRecordContext<CalendarRecord>();
  if (!record) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} action={<Button component={Link} to={departuresOf(record.id)} label="app.flightAdmin.calendars.see_departures"><ListIcon /></Button>}>
      {translate('app.flightAdmin.calendars.summary', { flight: record.flight_number, route: record.route_name, departures: record.departures, sold: record.sold })}
    </Alert>
  );
}

export function CalendarEdit() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canDelete = useCan('flight-calendars', 'delete');
  return (
    <>
      <RecordBreadcrumbs<CalendarRecord>
        resource="flight-calendars"
        id={id}
        parents={[{ label: 'app.menu.areas.flight_admin' }, { label: 'app.menu.routes.admin_flights_calendars', to: listPath('flight-calendars') }]}
        name={(calendar) => `${calendar.flight_number} · ${calendar.start_date} – ${calendar.end_date}`}
      />
      <Edit resource="flight-calendars" id={id} mutationMode="pessimistic" redirect={false} actions={false} transform={calendarEditBody}>
        <SimpleForm
          validate={validateCalendarUpdate}
          noValidate
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <HistoryButton queryKey={['schedule', id]} load={() => dataProvider.history('schedule', id)} />
                {canDelete && <DeleteButton mutationMode="pessimistic" redirect={listPath('flight-calendars')} />}
              </Box>
            </Toolbar>
          }
        >
          <Summary />
          <FormServerError />
          <CalendarFields mode="edit" />
        </SimpleForm>
      </Edit>
    </>
  );
}

export default CalendarEdit;
