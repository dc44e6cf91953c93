/** /clientes/create. A document the agency already has opens that customer instead (409 duplicate_customer). */
import { Create, SimpleForm, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { listPath, recordPath } from '../paths.ts';
import { CUSTOMER_DEFAULTS, customerCreate, validateCustomerCreate } from '../../src/components/customers/customerBody.ts';
import { CustomerFields } from '../../src/components/customers/CustomerFields.tsx';
import { duplicateCustomerId } from '../../src/components/customers/useDuplicateCustomer.ts';

export function CustomerCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const onError = (error: unknown) => {
    const existing = duplicateCustomerId(error);
    if (existing === null) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return;
    }
    notify('customers.duplicate', { type: 'warning' });
    navigate(recordPath('customers', existing));
  };
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.clientes', to: listPath('customers') }, { label: 'app.checkout.customers.create' }]} />
      <DocumentTitle title={translate('app.checkout.customers.create')} />
      <Create resource="customers" title="app.checkout.customers.create" transform={customerCreate} redirect={listPath('customers')} mutationOptions={{ onError }}>
        <SimpleForm defaultValues={CUSTOMER_DEFAULTS} validate={validateCustomerCreate}>
          <FormServerError />
          <CustomerFields />
        </SimpleForm>
      </Create>
    </>
  );
}

export default CustomerCreate;
