/** /agencias/registros/:id: one registration request, with approve and reject while pending. */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Link } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button, DateField, FunctionField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { RegistrationRecord } from '../../domain/records/network.ts';
import { RecordBreadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { levelChoices } from '../common/choices.ts';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { listPath, recordPath } from '../paths.ts';
import { RegistrationStatus } from './RegistrationList.tsx';
import { ApproveDialog, RejectDialog } from './ReviewDialogs.tsx';

function ReviewActions() {
  const record = useRecordContext<RegistrationRecord>();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  if (!record || record.status !== 'pending') return <TopToolbar />;
  return (
    <TopToolbar>
      <Button label="app.network.registrations.approve" variant="contained" onClick={() => setDialog('approve')}>
        <CheckIcon />
      </Button>
      <Button label="app.network.registrations.reject" color="error" onClick={() => setDialog('reject')}>
        <CloseIcon />
      </Button>
      {dialog === 'approve' && <ApproveDialog registration={record} open onClose={() => setDialog(null)} />}
      {dialog === 'reject' && <RejectDialog registration={record} open onClose={() => setDialog(null)} />}
    </TopToolbar>
  );
}

export function RegistrationShow() {
  const { id = '' } = useParams();
  const locales = useDateLocale();
  return (
    <>
      <RecordBreadcrumbs<RegistrationRecord>
        resource="registrations"
        id={id}
        parents={[{ label: 'app.menu.routes.agencias_registros', to: listPath('registrations') }]}
        name={(r) => r.agency_name}
      />
      <Show resource="registrations" id={id} actions={<ReviewActions />}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SimpleShowLayout>
            <FunctionField source="status" render={() => <RegistrationStatus />} />
            <TextField source="agency_name" />
            <TextField source="legal_name" emptyText="-" />
            <TextField source="country_name" emptyText="-" />
            <TextField source="city" />
            <TextField source="address" />
            <TextField source="phone" />
            <TextField source="email" />
            <TextField source="website" emptyText="-" />
            <SelectField source="requested_level" choices={levelChoices} />
          </SimpleShowLayout>
          <SimpleShowLayout>
            <FunctionField<RegistrationRecord> source="contact_last_name" label="resources.registrations.fields.contact" render={(r) => `${r.contact_first_name} ${r.contact_last_name}`} />
            <TextField source="contact_email" />
            <TextField source="contact_phone" />
            <TextField source="message" emptyText="-" sx={{ whiteSpace: 'pre-line' }} />
            <DateField source="created" showTime locales={locales} />
            <TextField source="reviewed_by_name" emptyText="-" />
            <DateField source="reviewed_at" showTime locales={locales} emptyText="-" />
            <TextField source="reason" emptyText="-" />
            <FunctionField<RegistrationRecord>
              source="agency"
              render={(r) =>
                r.agency ? (
                  <Link component={RouterLink} to={recordPath('agencies', r.agency)}>
                    {r.agency_name}
                  </Link>
                ) : (
                  '-'
                )
              }
            />
          </SimpleShowLayout>
        </Box>
      </Show>
    </>
  );
}

export default RegistrationShow;
