/** /agencias/operador/create: a user of an agency in the caller's subtree. */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { listPath, recordPath } from '../paths.ts';
import { operatorCreate, validateOperatorCreate } from './operatorBody.ts';
import { OperatorFields } from './OperatorFields.tsx';

export function OperatorCreate() {
  const actor = useActor();
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.agencias_operador', to: listPath('operators') }, { label: 'app.network.operators.create' }]} />
      <DocumentTitle title={translate('app.network.operators.create')} />
      <Create resource="operators" title="app.network.operators.create" transform={operatorCreate} redirect={(_resource, id) => recordPath('operators', id ?? '')}>
        <SimpleForm defaultValues={{ agency: actor.agency.id, is_active: true, groups: [] }} validate={validateOperatorCreate}>
          <FormServerError />
          <OperatorFields mode="create" />
        </SimpleForm>
      </Create>
    </>
  );
}

export default OperatorCreate;
