/** /admin/flights/agency-groups: the provider's agency groups (canManageAgencyGroups). */
import { Box } from '@mui/material';
import { BulkDeleteButton, CreateButton, DataTable, DateField, DeleteButton, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import type { AgencyGroupRecord } from '../../domain/records/network.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { Breadcrumbs } from '../common/Breadcrumbs.tsx';
import { EditLinkButton } from '../common/EditLinkButton.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../common/useDateLocale.ts';
import { createPath, rowClickTo } from '../paths.ts';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function GroupList() {
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.flight_admin' }, { label: 'app.menu.routes.admin_flights_agency_groups' }]} />
      <DocumentTitle title={translate('app.menu.routes.admin_flights_agency_groups')} />
      <List
        resource="agency-groups"
        title="app.menu.routes.admin_flights_agency_groups"
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          <TopToolbar>
            <CreateButton to={createPath('agency-groups')} />
          </TopToolbar>
        }
        empty={<EmptyState resource="agency-groups" message="app.network.groups.empty" />}
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

export default GroupList;
