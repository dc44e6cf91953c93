/** /agencias/vendedor/:id: edit (pessimistic) or delete, after a confirmation, a seller. */
import { useParams } from 'react-router-dom';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { SellerRecord } from '../../domain/records/network.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { listPath } from '../paths.ts';
import { sellerUpdate, validateSellerUpdate } from './sellerBody.ts';
import { SellerFields } from './SellerFields.tsx';

function SellerForm() {
  const record = useRecordContext<SellerRecord>();
  if (!record) return null;
  return (
    <SimpleForm
      validate={validateSellerUpdate}
     
      toolbar={
        <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <SaveButton />
          <DeleteButton mutationMode="pessimistic" redirect={listPath('sellers')} />
        </Toolbar>
      }
    >
      <FormServerError />
      <SellerFields mode="edit" record={record} />
    </SimpleForm>
  );
}

export function SellerEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordBreadcrumbs<SellerRecord>
        resource="sellers"
        id={id}
        parents={[{ label: 'app.menu.routes.agencias_vendedor', to: listPath('sellers') }]}
        name={(seller) => `${seller.code} · ${seller.operator_name}`}
      />
      <Edit resource="sellers" id={id} mutationMode="pessimistic" redirect={listPath('sellers')} actions={false} transform={sellerUpdate}>
        <SellerForm />
      </Edit>
    </>
  );
}

export default SellerEdit;
