/**
 * The agency's data, editable (canEditAgency with the record): pessimistic, because the server
 * validates; a delete (canDeleteAgency, strictly below the user's level) with a confirmation.
 */
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { AgencyRecord } from '../../domain/records/network.ts';
import { FormServerError } from '../../src/forms/FormServerError.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { listPath } from '../paths.ts';
import { agencyBody, agencyValidator } from './agencyBody.ts';
import { AgencyFields } from './AgencyFields.tsx';
import { LogoInput } from './LogoInput.tsx';

function EditToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" redirect={listPath('agencies')} />
    </Toolbar>
  );
}

function EditForm() {
  const actor = useActor();
  const record = useRecordContext<AgencyRecord>();
  if (!record) return null;
  return (
    <SimpleForm toolbar={<EditToolbar />} validate={agencyValidator(actor, 'edit', () => record.level)}>
      <FormServerError />
      <AgencyFields mode="edit" record={record} logo={<LogoInput agencyId={record.id} current={record.logo} />} />
    </SimpleForm>
  );
}

export function AgencyEdit({ record }: { record: AgencyRecord }) {
  const actor = useActor();
  return (
    <Edit<AgencyRecord>
      resource="agencies"
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title={record.name}
      transform={(values) => agencyBody(values, actor, 'edit', record.level)}
    >
      <EditForm />
    </Edit>
  );
}
