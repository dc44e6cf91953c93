/**
 * /agencias: the agencies the user may see (the server scopes them to the user's subtree), as a
 * filtered, sortable, paginated table with the XLSX export, or as the tree of who sits under whom.
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { Avatar, Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  ColumnsButton,
  CreateButton,
  DataTable,
  DateField,
  DeleteButton,
  FilterButton,
  List,
  SelectField,
  TopToolbar,
  useStore,
  useTranslate,
} from 'react-admin';
import { PLACEHOLDER_IMAGE } from '../../domain/constants.ts';
import type { AgencyRecord } from '../../domain/records/network.ts';
import { DocumentTitle, PageTitle } from '../../src/components/PageTitle.tsx';
import { ActiveToggle } from '../common/ActiveToggle.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { shortLevelChoices } from '../common/choices.ts';
import { EditLinkButton } from '../common/EditLinkButton.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { createPath, listPath, rowClickTo } from '../paths.ts';
import { agencyFilterDefaults, agencyFilters } from './agencyFilters.tsx';
import { AgencyTree } from './AgencyTree.tsx';
import { ExportAgenciesButton } from './ExportAgenciesButton.tsx';

type View = 'table' | 'tree';

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <CreateButton to={createPath('agencies')} />
      <ExportAgenciesButton />
    </TopToolbar>
  );
}

function ViewSwitch({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: View | null) => next && onChange(next)}
      aria-label={translate('app.network.agencies.view')}
    >
      <ToggleButton value="table" aria-label={translate('app.network.agencies.view_table')}>
        <TableRowsIcon fontSize="small" sx={{ mr: 1 }} />
        {translate('app.network.agencies.view_table')}
      </ToggleButton>
      <ToggleButton value="tree" aria-label={translate('app.network.agencies.view_tree')}>
        <AccountTreeIcon fontSize="small" sx={{ mr: 1 }} />
        {translate('app.network.agencies.view_tree')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

function AgencyTable() {
  const locales = useDateLocale();
  return (
    <ResponsiveList<AgencyRecord>
      resource="agencies"
      primary={(agency) => agency.name}
      secondary={(agency) => [agency.owner, agency.country_name].filter(Boolean).join(' · ')}
      tertiary={(agency) => agency.acronym}
    >
      <DataTable rowClick={rowClickTo('agencies')} bulkActionButtons={false} hiddenColumns={['owner', 'created']}>
        <DataTable.Col
          source="logo"
          disableSort
          render={(agency: AgencyRecord) => <Avatar src={agency.logo ?? PLACEHOLDER_IMAGE} alt="" variant="rounded" sx={{ width: 32, height: 32 }} />}
        />
        <DataTable.Col source="name" />
        <DataTable.Col source="acronym" />
        <DataTable.Col source="level">
          <SelectField source="level" choices={shortLevelChoices} sx={{ whiteSpace: 'nowrap' }} />
        </DataTable.Col>
        <DataTable.Col source="parent_name" disableSort />
        <DataTable.Col source="owner" />
        <DataTable.Col source="country" render={(agency: AgencyRecord) => agency.country_name ?? '-'} />
        <DataTable.Col source="active">
          <ActiveToggle source="active" action="delete" />
        </DataTable.Col>
        <DataTable.Col source="created">
          <DateField source="created" locales={locales} />
        </DataTable.Col>
        <DataTable.Col label="app.network.actions" disableSort>
          <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
            <EditLinkButton showWhenReadOnly />
            <DeleteButton mutationMode="pessimistic" redirect={false} />
          </Box>
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}

export function AgencyList() {
  const translate = useTranslate();
  const [view, setView] = useStore<View>('agencies.view', 'table');
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.agencias', to: listPath('agencies') }]} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ViewSwitch view={view} onChange={setView} />
      </Box>
      {view === 'tree' ? (
        <>
          <PageTitle title={translate('app.menu.routes.agencias')} />
          <AgencyTree />
        </>
      ) : (
        <>
          <DocumentTitle title={translate('app.menu.routes.agencias')} />
          <List
            resource="agencies"
            title="app.menu.routes.agencias"
            filters={agencyFilters}
            filterDefaultValues={agencyFilterDefaults}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            actions={<ListActions />}
          >
            <AgencyTable />
          </List>
        </>
      )}
    </>
  );
}

export default AgencyList;
