/** /agencias/vendedor/create */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { listPath } from '../paths.ts';
import { sellerCreate, validateSellerCreate } from './sellerBody.ts';
import { SellerFields } from './SellerFields.tsx';

export function SellerCreate() {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.agencias_vendedor', to: listPath('sellers') }, { label: 'app.network.sellers.create' }]} />
      <DocumentTitle title={translate('app.network.sellers.create')} />
      <Create resource="sellers" title="app.network.sellers.create" transform={sellerCreate} redirect={listPath('sellers')}>
        <SimpleForm defaultValues={{ active: true }} validate={validateSellerCreate}>
          <FormServerError />
          <SellerFields mode="create" />
        </SimpleForm>
      </Create>
    </>
  );
}

export default SellerCreate;
