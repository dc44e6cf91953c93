/** /agencias/registros: agency registration requests, pending ones first by default. */
import { Chip } from '@mui/material';
import { DataTable, DateField, SearchInput, SelectField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import type { RegistrationRecord } from '../../domain/records/network.ts';
import { levelChoices, registrationStatusChoices } from '../common/choices.ts';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { listPath, rowClickTo } from '../paths.ts';
import { ListPage } from '../common/ListPage.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={registrationStatusChoices} alwaysOn emptyText="app.network.any" label="resources.registrations.fields.status" />,
];

const STATUS_COLORS = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

export function RegistrationStatus({ status }: { status?: RegistrationRecord['status'] }) {
  const record = useRecordContext<RegistrationRecord>();
  const translate = useTranslate();
  const value = status ?? record?.status;
  if (!value) return null;
  return <Chip size="small" color={STATUS_COLORS[value]} label={translate(`app.network.registration_statuses.${value}`)} />;
}

export function RegistrationList() {
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <>
      <ListPage
        resource="registrations"
        title="app.menu.routes.agencias_registros"
        crumbs={[{ label: 'app.menu.routes.agencias', to: listPath('agencies') }]}
        filters={filters}
        filterDefaultValues={{ status: 'pending' }}
        sort={{ field: 'created', order: 'DESC' }}
        toolbar={false}
      >
        <ResponsiveList<RegistrationRecord>
          resource="registrations"
          primary={(r) => r.agency_name}
          secondary={(r) => `${r.contact_first_name} ${r.contact_last_name} · ${r.contact_email}`}
          tertiary={(r) => translate(`app.network.registration_statuses.${r.status}`)}
        >
          <DataTable rowClick={rowClickTo('registrations')} bulkActionButtons={false}>
            <DataTable.Col source="created">
              <DateField source="created" showTime locales={locales} />
            </DataTable.Col>
            <DataTable.Col source="agency_name" />
            <DataTable.Col source="country_name" disableSort />
            <DataTable.Col source="contact_last_name" label="resources.registrations.fields.contact" render={(r: RegistrationRecord) => `${r.contact_first_name} ${r.contact_last_name}`} />
            <DataTable.Col source="contact_email" disableSort />
            <DataTable.Col source="requested_level" disableSort>
              <SelectField source="requested_level" choices={levelChoices} />
            </DataTable.Col>
            <DataTable.Col source="status">
              <RegistrationStatus />
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </ListPage>
    </>
  );
}

export default RegistrationList;
