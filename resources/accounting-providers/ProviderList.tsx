/** /agencias/accounting-provider: the suppliers the company pays, with their services; create and edit for '[Accounting Provider] Manage'. */
import { Chip, Stack } from '@mui/material';
import { CreateButton, DataTable, DateField, FilterButton, List, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { canEditAccountingProviders } from '../../domain/accountingProviders.ts';
import { createPath, PATHS, recordPath } from '../../domain/menu.ts';
import type { ProviderRecord } from '../../domain/records/accountingProviders.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { serviceTypeChoices, yesNoChoices } from '../common/choices.ts';
import { useActor } from '../../src/session/useActor.ts';

const RESOURCE = 'accounting-providers';
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="active" source="active" choices={yesNoChoices} label={`resources.${RESOURCE}.fields.active`} emptyText="app.accountingProviders.any" alwaysOn />,
  <SelectInput key="service_type" source="service_type" choices={serviceTypeChoices} label={`resources.${RESOURCE}.fields.service_type`} />,
];

function ServiceTypes({ record }: { record: ProviderRecord }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {record.service_types.map((s) => (
        <Chip key={s} size="small" label={translate(`network.service_types.${s}`, { _: s })} />
      ))}
    </Stack>
  );
}

export function ProviderList() {
  const translate = useTranslate();
  const canEdit = canEditAccountingProviders(useActor());
  const locales = useDateLocale();
  const title = 'app.menu.routes.agencias_accounting_provider';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.accounting' }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List
        resource={RESOURCE}
        title={title}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        storeKey="accounting-providers.list"
        empty={false}
        actions={
          <TopToolbar>
            <FilterButton />
            {canEdit && <CreateButton to={createPath(PATHS.accountingProviders)} />}
          </TopToolbar>
        }
      >
        <DataTable<ProviderRecord> rowClick={canEdit ? (id) => recordPath(PATHS.accountingProviders, id) : false} bulkActionButtons={false} hiddenColumns={['id', 'tax_id', 'phone', 'created']}>
          <DataTable.Col source="id" />
          <DataTable.Col source="code" render={(r: ProviderRecord) => <code>{r.code}</code>} />
          <DataTable.Col source="name" />
          <DataTable.Col source="tax_id" disableSort />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="phone" disableSort />
          <DataTable.Col source="service_types" disableSort render={(r: ProviderRecord) => <ServiceTypes record={r} />} />
          <DataTable.Col source="active" render={(r: ProviderRecord) => translate(r.active ? 'network.yes' : 'network.no')} />
          <DataTable.Col source="created">
            <DateField source="created" locales={locales} />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

export default ProviderList;
