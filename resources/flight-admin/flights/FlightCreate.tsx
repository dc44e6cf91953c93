/** /admin/flights/list/create: a new flight; its calendars are added from the flight's page. */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import type { FlightRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { DocumentTitle } from '../../../src/components/PageTitle.tsx';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { Breadcrumbs } from '../../../src/components/Breadcrumbs.tsx';
import { listPath, recordPath } from '../../paths.ts';
import { FLIGHT_DEFAULTS, flightFormBody, validateFlightCreate } from './flightBody.ts';
import { FlightFields } from './FlightFields.tsx';

export function FlightCreate() {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flight_admin' }, { label: 'app.menu.routes.admin_flights_list', to: listPath('flights') }, { label: 'app.flightAdmin.flights.create' }]} />
      <DocumentTitle title={translate('app.flightAdmin.flights.create')} />
      <Create<FlightRecord> resource="flights" title="app.flightAdmin.flights.create" transform={flightFormBody} redirect={(_resource, id) => recordPath('flights', id ?? '')}>
        <SimpleForm defaultValues={FLIGHT_DEFAULTS} validate={validateFlightCreate} noValidate>
          <FormServerError />
          <FlightFields />
        </SimpleForm>
      </Create>
    </>
  );
}

export default FlightCreate;
