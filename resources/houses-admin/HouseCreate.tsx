/** /admin/casas/create: a house with its rooms, seasons and supplements. */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { listPath, recordPath } from '../paths.ts';
import { HouseFields } from './HouseFields.tsx';

export function HouseCreate() {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.hotel_admin' }, { label: 'app.menu.routes.admin_casas', to: listPath('admin-houses') }, { label: 'app.houses.create' }]} />
      <DocumentTitle title={translate('app.houses.create')} />
      <Create resource="admin-houses" title="app.houses.create" redirect={(_resource, id) => recordPath('admin-houses', id ?? '')}>
        <SimpleForm defaultValues={{ full_house: true, private_rooms: true, breakfast: 'optional', breakfast_price: '0.00', min_nights: 1, active: true, rooms: [], seasons: [], supplements: [], photos: [] }} noValidate>
          <FormServerError />
          <HouseFields />
        </SimpleForm>
      </Create>
    </>
  );
}

export default HouseCreate;
