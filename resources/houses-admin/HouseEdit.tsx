/** /admin/casas/:id: the house with its rooms, seasons and supplements; delete only a house never requested. */
import { useParams } from 'react-router-dom';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { listPath } from '../paths.ts';
import { HOUSE_EDITABLE, HouseFields } from './HouseFields.tsx';

export function HouseEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordBreadcrumbs<{ id: number; name: string }> resource="admin-houses" id={id} parents={[{ label: 'app.menu.areas.hotel_admin' }, { label: 'app.menu.routes.admin_casas', to: listPath('admin-houses') }]} name={(house) => house.name} />
      <Edit resource="admin-houses" id={id} mutationMode="pessimistic" redirect={false} actions={false} transform={(data: Record<string, unknown>) => Object.fromEntries(HOUSE_EDITABLE.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]))}>
        <SimpleForm
          noValidate
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton mutationMode="pessimistic" redirect={listPath('admin-houses')} />
            </Toolbar>
          }
        >
          <FormServerError />
          <HouseFields />
        </SimpleForm>
      </Edit>
    </>
  );
}

export default HouseEdit;
