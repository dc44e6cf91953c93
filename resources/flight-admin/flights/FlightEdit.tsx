/**
 * /admin/flights/list/:id: the flight's fields, its calendars (each generated its departures) with
 * a button for a new one, its history, and delete (409 while a departure has bookings).
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { Button, DataTable, DateField, DeleteButton, Edit, ReferenceManyField, SaveButton, SimpleForm, Toolbar, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { FlightRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { RecordBreadcrumbs } from '../../../src/components/Breadcrumbs.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { useDateLocale } from '../../../src/components/useDateLocale.ts';
import { createPath, listPath, rowClickTo } from '../../paths.ts';
import { EnumChip, TimeField, WeekdaysField } from '../common/fields.tsx';
import { HistoryButton } from '../common/HistoryDialog.tsx';
import { flightFormBody, validateFlightUpdate } from './flightBody.ts';
import { FlightFields } from './FlightFields.tsx';

function FlightCalendars({ id }: { id: string }) {
  const translate = useTranslate();
  const locales = useDateLocale();
  const canCreate = useCan('flight-calendars', 'create');
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('app.flightAdmin.flights.calendars')}
          </Typography>
          {canCreate && (
            <Button component={Link} to={`${createPath('flight-calendars')}?flight=${encodeURIComponent(id)}`} label="app.flightAdmin.calendars.create" variant="outlined">
              <AddIcon />
            </Button>
          )}
        </Box>
        <ReferenceManyField
          reference="flight-calendars"
          target="flight"
          record={{ id }}
          sort={{ field: 'start_date', order: 'DESC' }}
          perPage={50}
          empty={<Typography variant="body2">{translate('app.flightAdmin.flights.no_calendars')}</Typography>}
        >
          <DataTable rowClick={rowClickTo('flight-calendars')} bulkActionButtons={false}>
            <DataTable.Col source="start_date">
              <DateField source="start_date" locales={locales} />
            </DataTable.Col>
            <DataTable.Col source="end_date">
              <DateField source="end_date" locales={locales} />
            </DataTable.Col>
            <DataTable.Col source="weekdays" disableSort>
              <WeekdaysField />
            </DataTable.Col>
            <DataTable.Col source="departure_time" disableSort>
              <TimeField source="departure_time" />
            </DataTable.Col>
            <DataTable.NumberCol source="departures" disableSort />
            <DataTable.NumberCol source="sold" disableSort />
            <DataTable.Col source="status" disableSort>
              <EnumChip source="status" group="schedule_statuses" />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}

export function FlightEdit() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canDelete = useCan('flights', 'delete');
  const canSeeCalendars = useCan('flight-calendars', 'list');
  return (
    <>
      <RecordBreadcrumbs<FlightRecord>
        resource="flights"
        id={id}
        parents={[{ label: 'app.menu.areas.flight_admin' }, { label: 'app.menu.routes.admin_flights_list', to: listPath('flights') }]}
        name={(flight) => `${flight.number} · ${flight.route_name}`}
      />
      <Edit resource="flights" id={id} mutationMode="pessimistic" redirect={false} actions={false} transform={flightFormBody}>
        <SimpleForm
          validate={validateFlightUpdate}
          noValidate
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <SaveButton />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <HistoryButton queryKey={['flight', id]} load={() => dataProvider.history('flight', id)} />
                {canDelete && <DeleteButton mutationMode="pessimistic" redirect={listPath('flights')} />}
              </Box>
            </Toolbar>
          }
        >
          <FormServerError />
          <FlightFields />
        </SimpleForm>
      </Edit>
      {canSeeCalendars && <FlightCalendars id={id} />}
    </>
  );
}

export default FlightEdit;
