/** /admin/cadenas-hoteleras/:id: a chain's name, code and state, its history, and delete (409 while hotels name it). */
import { useParams } from 'react-router-dom';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { PATHS } from '../../domain/menu.ts';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { HistoryButton } from '../flight-admin/common/HistoryDialog.tsx';
import { listPath } from '../paths.ts';
import { ChainFields } from './ChainFields.tsx';
import { chainBody, validateChainUpdate } from './chainForm.ts';

export function ChainEdit() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <>
      <RecordBreadcrumbs<{ id: number; name: string }>
        resource="admin-hotel-chains"
        id={id}
        parents={[
          { label: 'app.menu.areas.hotel_admin' },
          { label: 'app.menu.routes.admin_hoteles', to: PATHS.hotelCatalog },
          { label: 'app.menu.routes.admin_cadenas_hoteleras', to: listPath('admin-hotel-chains') },
        ]}
        name={(chain) => chain.name}
      />
      <Edit
        resource="admin-hotel-chains"
        id={id}
        mutationMode="pessimistic"
        redirect={listPath('admin-hotel-chains')}
        transform={chainBody}
        actions={
          <TopToolbar>
            <HistoryButton queryKey={['hotel-chain', id]} load={() => dataProvider.hotelChainHistory(Number(id))} fieldLabel={(field) => `resources.admin-hotel-chains.fields.${field}`} />
          </TopToolbar>
        }
      >
        <SimpleForm
          noValidate
          validate={validateChainUpdate}
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton mutationMode="pessimistic" redirect={listPath('admin-hotel-chains')} />
            </Toolbar>
          }
        >
          <FormServerError />
          <ChainFields />
        </SimpleForm>
      </Edit>
    </>
  );
}

export default ChainEdit;
