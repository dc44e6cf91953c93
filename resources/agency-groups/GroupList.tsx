/** /admin/flights/agency-groups: the provider's agency groups (canManageAgencyGroups). */
import { BulkDeleteButton, DataTable, DateField, SearchInput, useTranslate } from 'react-admin';
import type { AgencyGroupRecord } from '../../domain/records/network.ts';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { rowClickTo } from '../paths.ts';
import { ListPage, RowActions } from '../common/ListPage.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function GroupList() {
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <>
      <ListPage
        resource="agency-groups"
        title="app.menu.routes.admin_flights_agency_groups"
        crumbs={[{ label: 'app.menu.areas.flight_admin' }]}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        emptyMessage="app.network.groups.empty"
      >
        <ResponsiveList<AgencyGroupRecord>
          resource="agency-groups"
          primary={(group) => group.name}
          secondary={(group) => group.description}
          tertiary={(group) => translate('app.network.groups.members', { smart_count: group.agencies_count })}
        >
          <DataTable rowClick={rowClickTo('agency-groups')} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
            <DataTable.Col source="name" />
            <DataTable.Col source="description" disableSort />
            <DataTable.NumberCol source="agencies_count" />
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

export default GroupList;
