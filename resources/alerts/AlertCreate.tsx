/** /admin/alertas/create */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { listPath } from '../paths.ts';
import { alertCreate, validateAlertCreate } from './alertBody.ts';
import { AlertFields } from './AlertFields.tsx';

export function AlertCreate() {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.admin_alertas', to: listPath('alerts') }, { label: 'app.network.alerts.create' }]} />
      <DocumentTitle title={translate('app.network.alerts.create')} />
      <Create resource="alerts" title="app.network.alerts.create" transform={alertCreate} redirect={listPath('alerts')}>
        <SimpleForm defaultValues={{ level: 'info', audience: 'all', active: true }} validate={validateAlertCreate}>
          <FormServerError />
          <AlertFields mode="create" />
        </SimpleForm>
      </Create>
    </>
  );
}

export default AlertCreate;
