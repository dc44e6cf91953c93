/** /admin/flights/route/create */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { DocumentTitle } from '../../../src/components/PageTitle.tsx';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { Breadcrumbs } from '../../../src/components/Breadcrumbs.tsx';
import { listPath } from '../../paths.ts';
import { RouteFields } from './RouteFields.tsx';
import { ROUTE_DEFAULTS, routeFormBody, validateRouteCreate } from './routeBody.ts';

export function RouteCreate() {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flight_admin' }, { label: 'app.menu.routes.admin_flights_route', to: listPath('flight-routes') }, { label: 'app.flightAdmin.routes.create' }]} />
      <DocumentTitle title={translate('app.flightAdmin.routes.create')} />
      <Create resource="flight-routes" title="app.flightAdmin.routes.create" transform={routeFormBody} redirect={listPath('flight-routes')}>
        <SimpleForm defaultValues={ROUTE_DEFAULTS} validate={validateRouteCreate} noValidate>
          <FormServerError />
          <RouteFields />
        </SimpleForm>
      </Create>
    </>
  );
}

export default RouteCreate;
