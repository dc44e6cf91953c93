/** /admin/flights/agency-groups/create */
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { listPath } from '../paths.ts';
import { groupBody, validateGroupCreate } from './groupBody.ts';
import { GroupFields } from './GroupFields.tsx';

export function GroupCreate() {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.admin_flights_agency_groups', to: listPath('agency-groups') }, { label: 'app.network.groups.create' }]} />
      <DocumentTitle title={translate('app.network.groups.create')} />
      <Create resource="agency-groups" title="app.network.groups.create" transform={groupBody} redirect={listPath('agency-groups')}>
        <SimpleForm defaultValues={{ agencies: [] }} validate={validateGroupCreate}>
          <FormServerError />
          <GroupFields />
        </SimpleForm>
      </Create>
    </>
  );
}

export default GroupCreate;
