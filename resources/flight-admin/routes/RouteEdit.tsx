/** /admin/flights/route/:id: the route's fields, its flights, delete after a confirmation (409 while it has flights). */
import { Card, CardContent, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { BooleanField, DataTable, DeleteButton, Edit, ReferenceManyField, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import type { RouteRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { RecordBreadcrumbs } from '../../../src/components/Breadcrumbs.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { listPath, rowClickTo } from '../../paths.ts';
import { TimeField } from '../common/fields.tsx';
import { RouteFields } from './RouteFields.tsx';
import { routeFormBody, validateRouteUpdate } from './routeBody.ts';

function RouteFlights({ id }: { id: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.flightAdmin.routes.flights')}
        </Typography>
        <ReferenceManyField reference="flights" target="route" record={{ id }} sort={{ field: 'number', order: 'ASC' }} perPage={50} empty={<Typography variant="body2">{translate('app.flightAdmin.routes.no_flights')}</Typography>}>
          <DataTable rowClick={rowClickTo('flights')} bulkActionButtons={false}>
            <DataTable.Col source="number" />
            <DataTable.Col source="airline_name" />
            <DataTable.Col source="departure_time">
              <TimeField source="departure_time" />
            </DataTable.Col>
            <DataTable.Col source="arrival_time">
              <TimeField source="arrival_time" />
            </DataTable.Col>
            <DataTable.Col source="active">
              <BooleanField source="active" />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}

export function RouteEdit() {
  const { id = '' } = useParams();
  const canDelete = useCan('flight-routes', 'delete');
  const canSeeFlights = useCan('flights', 'list');
  return (
    <>
      <RecordBreadcrumbs<RouteRecord>
        resource="flight-routes"
        id={id}
        parents={[{ label: 'app.menu.areas.flight_admin' }, { label: 'app.menu.routes.admin_flights_route', to: listPath('flight-routes') }]}
        name={(route) => route.name}
      />
      <Edit resource="flight-routes" id={id} mutationMode="pessimistic" redirect={listPath('flight-routes')} actions={false} transform={routeFormBody}>
        <SimpleForm
          validate={validateRouteUpdate}
          noValidate
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              {canDelete && <DeleteButton mutationMode="pessimistic" redirect={listPath('flight-routes')} />}
            </Toolbar>
          }
        >
          <FormServerError />
          <RouteFields />
        </SimpleForm>
      </Edit>
      {canSeeFlights && <RouteFlights id={id} />}
    </>
  );
}

export default RouteEdit;
