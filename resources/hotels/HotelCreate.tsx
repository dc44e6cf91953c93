/** /admin/hoteles/create: the hotel's data; its rooms, seasons and prices follow on its page. */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { listPath, recordPath } from '../paths.ts';
import { HotelFields } from './HotelFields.tsx';

export function HotelCreate() {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.hotel_admin' }, { label: 'app.menu.routes.admin_hoteles', to: listPath('admin-hotels') }, { label: 'app.hotels.create' }]} />
      <DocumentTitle title={translate('app.hotels.create')} />
      <Create resource="admin-hotels" title="app.hotels.create" redirect={(_resource, id) => recordPath('admin-hotels', id ?? '')}>
        <SimpleForm defaultValues={{ category: 3, min_nights: 1, active: true, provider: 'own' }} noValidate>
          <FormServerError />
          <HotelFields />
        </SimpleForm>
      </Create>
    </>
  );
}

export default HotelCreate;
