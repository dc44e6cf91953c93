/** /admin/hoteles/:id: the hotel's data, then its photos, rooms, seasons and prices, supplements, offers and history. */
import { useParams } from 'react-router-dom';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { listPath } from '../paths.ts';
import { HotelFields } from './HotelFields.tsx';
import { HotelPanels } from './HotelPanels.tsx';

const EDITABLE = ['name', 'slug', 'chain', 'category', 'country', 'destination', 'zone', 'address', 'description', 'description_en', 'active', 'provider', 'provider_code', 'min_nights'];

export function HotelEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordBreadcrumbs<{ id: number; name: string }>
        resource="admin-hotels"
        id={id}
        parents={[{ label: 'app.menu.areas.hotel_admin' }, { label: 'app.menu.routes.admin_hoteles', to: listPath('admin-hotels') }]}
        name={(hotel) => hotel.name}
      />
      <Edit resource="admin-hotels" id={id} mutationMode="pessimistic" redirect={false} actions={false} transform={(data: Record<string, unknown>) => Object.fromEntries(EDITABLE.map((k) => [k, data[k]]))}>
        <SimpleForm
          noValidate
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton mutationMode="pessimistic" redirect={listPath('admin-hotels')} />
            </Toolbar>
          }
        >
          <FormServerError />
          <HotelFields />
        </SimpleForm>
      </Edit>
      {id && <HotelPanels hotel={Number(id)} />}
    </>
  );
}

export default HotelEdit;
