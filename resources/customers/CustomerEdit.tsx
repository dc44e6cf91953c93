/** /clientes/:id: edit (pessimistic) or delete, after a confirmation, a customer no reservation uses. */
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CustomerRecord } from '../../domain/records/customers.ts';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { listPath } from '../paths.ts';
import { customerUpdate, validateCustomerUpdate } from '../../src/components/customers/customerBody.ts';
import { CustomerFields } from '../../src/components/customers/CustomerFields.tsx';

export function CustomerEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordBreadcrumbs<CustomerRecord> resource="customers" id={id} parents={[{ label: 'app.menu.routes.clientes', to: listPath('customers') }]} name={(c) => c.full_name} />
      <Edit resource="customers" id={id} mutationMode="pessimistic" redirect={listPath('customers')} actions={false} transform={customerUpdate}>
        <SimpleForm
          validate={validateCustomerUpdate}
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton mutationMode="pessimistic" redirect={listPath('customers')} />
            </Toolbar>
          }
        >
          <FormServerError />
          <CustomerFields />
        </SimpleForm>
      </Edit>
    </>
  );
}

export default CustomerEdit;
