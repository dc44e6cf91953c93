/** /admin/flights/agency-groups/:id: name, description and members; delete after a confirmation. */
import { useParams } from 'react-router-dom';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { AgencyGroupRecord } from '../../domain/records/network.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { listPath } from '../paths.ts';
import { groupBody, validateGroupUpdate } from './groupBody.ts';
import { GroupFields } from './GroupFields.tsx';

export function GroupEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordBreadcrumbs<AgencyGroupRecord>
        resource="agency-groups"
        id={id}
        parents={[{ label: 'app.menu.routes.admin_flights_agency_groups', to: listPath('agency-groups') }]}
        name={(group) => group.name}
      />
      <Edit resource="agency-groups" id={id} mutationMode="pessimistic" redirect={listPath('agency-groups')} actions={false} transform={groupBody}>
        <SimpleForm
          validate={validateGroupUpdate}
         
          toolbar={
            <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton mutationMode="pessimistic" redirect={listPath('agency-groups')} />
            </Toolbar>
          }
        >
          <FormServerError />
          <GroupFields />
        </SimpleForm>
      </Edit>
    </>
  );
}

export default GroupEdit;
