/** /agencias/vendedor: the sellers of the caller's subtree (spec §9: pages of 10). */
import { Box } from '@mui/material';
import { BulkDeleteButton, CreateButton, DataTable, DateField, DeleteButton, FilterButton, List, SearchInput, SelectInput, TextInput, TopToolbar, useTranslate } from 'react-admin';
import { SELLER_LIST_PAGE_SIZE } from '../../domain/constants.ts';
import type { SellerRecord } from '../../domain/records/network.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { ActiveToggle } from '../common/ActiveToggle.tsx';
import { Breadcrumbs } from '../common/Breadcrumbs.tsx';
import { yesNoChoices } from '../common/choices.ts';
import { EditLinkButton } from '../common/EditLinkButton.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { AgencyInput, OperatorInput } from '../common/referenceInputs.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../common/useDateLocale.ts';
import { createPath, listPath, rowClickTo } from '../paths.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <AgencyInput key="agency" source="agency" label="resources.sellers.fields.agency" helperText={false} filter={{ state: 'all' }} />,
  <OperatorInput key="operator" source="operator" label="resources.sellers.fields.operator" helperText={false} />,
  <TextInput key="cost_center" source="cost_center" label="resources.sellers.fields.cost_center" />,
  <SelectInput key="active" source="active" choices={yesNoChoices} label="resources.sellers.fields.active" />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton to={createPath('sellers')} />
    </TopToolbar>
  );
}

export function SellerList() {
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.agencias', to: listPath('agencies') }, { label: 'app.menu.routes.agencias_vendedor' }]} />
      <DocumentTitle title={translate('app.menu.routes.agencias_vendedor')} />
      <List
        resource="sellers"
        title="app.menu.routes.agencias_vendedor"
        filters={filters}
        sort={{ field: 'code', order: 'ASC' }}
        perPage={SELLER_LIST_PAGE_SIZE}
        actions={<Actions />}
        empty={<EmptyState resource="sellers" message="app.network.sellers.empty" />}
      >
        <ResponsiveList<SellerRecord>
          resource="sellers"
          primary={(seller) => `${seller.code} · ${seller.operator_name}`}
          secondary={(seller) => seller.agency_name}
          tertiary={(seller) => seller.cost_center}
        >
          <DataTable rowClick={rowClickTo('sellers')} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
            <DataTable.Col source="code" />
            <DataTable.Col source="operator_name" />
            <DataTable.Col source="agency_name" />
            <DataTable.Col source="corporate_email" disableSort />
            <DataTable.Col source="corporate_phone" disableSort />
            <DataTable.Col source="cost_center" />
            <DataTable.Col source="active" disableSort>
              <ActiveToggle source="active" />
            </DataTable.Col>
            <DataTable.Col source="created">
              <DateField source="created" locales={locales} />
            </DataTable.Col>
            <DataTable.Col label="app.network.actions" disableSort>
              <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
                <EditLinkButton />
                <DeleteButton mutationMode="pessimistic" redirect={false} />
              </Box>
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </List>
    </>
  );
}

export default SellerList;
