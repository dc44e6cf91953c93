/** /agencias/vendedor: the sellers of the caller's subtree (spec §9: pages of 10). */
import { BulkDeleteButton, DataTable, DateField, SearchInput, SelectInput, TextInput } from 'react-admin';
import { SELLER_LIST_PAGE_SIZE } from '../../domain/constants.ts';
import type { SellerRecord } from '../../domain/records/network.ts';
import { ActiveToggle } from '../common/ActiveToggle.tsx';
import { yesNoChoices } from '../common/choices.ts';
import { AgencyInput, OperatorInput } from '../../src/components/referenceInputs.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { listPath, rowClickTo } from '../paths.ts';
import { ListPage, RowActions } from '../common/ListPage.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <AgencyInput key="agency" source="agency" label="resources.sellers.fields.agency" helperText={false} filter={{ state: 'all' }} />,
  <OperatorInput key="operator" source="operator" label="resources.sellers.fields.operator" helperText={false} />,
  <TextInput key="cost_center" source="cost_center" label="resources.sellers.fields.cost_center" />,
  <SelectInput key="active" source="active" choices={yesNoChoices} label="resources.sellers.fields.active" />,
];

export function SellerList() {
  const locales = useDateLocale();
  return (
    <>
      <ListPage
        resource="sellers"
        title="app.menu.routes.agencias_vendedor"
        crumbs={[{ label: 'app.menu.routes.agencias', to: listPath('agencies') }]}
        filters={filters}
        sort={{ field: 'code', order: 'ASC' }}
        perPage={SELLER_LIST_PAGE_SIZE}
        toolbar={{ filterButton: true, columns: true }}
        emptyMessage="app.network.sellers.empty"
      >
        <ResponsiveList<SellerRecord>
          resource="sellers"
          primary={(seller) => `${seller.code} · ${seller.operator_name}`}
          secondary={(seller) => seller.agency_name}
          tertiary={(seller) => seller.cost_center}
        >
          <DataTable rowClick={rowClickTo('sellers')} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />} hiddenColumns={['corporate_phone', 'cost_center', 'created']}>
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
              <RowActions />
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </ListPage>
    </>
  );
}

export default SellerList;
