/** /admin/cadenas-hoteleras/create: a new hotel chain. */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { PATHS } from '../../domain/menu.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { listPath } from '../paths.ts';
import { ChainFields } from './ChainFields.tsx';
import { chainBody, validateChainCreate } from './chainForm.ts';

export function ChainCreate() {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'app.menu.areas.hotel_admin' },
          { label: 'app.menu.routes.admin_hoteles', to: PATHS.hotelCatalog },
          { label: 'app.menu.routes.admin_cadenas_hoteleras', to: listPath('admin-hotel-chains') },
          { label: 'app.hotelCatalog.chain_create' },
        ]}
      />
      <DocumentTitle title={translate('app.hotelCatalog.chain_create')} />
      <Create resource="admin-hotel-chains" title="app.hotelCatalog.chain_create" redirect={listPath('admin-hotel-chains')} transform={chainBody}>
        <SimpleForm defaultValues={{ active: true }} validate={validateChainCreate} noValidate>
          <FormServerError />
          <ChainFields />
        </SimpleForm>
      </Create>
    </>
  );
}

export default ChainCreate;
