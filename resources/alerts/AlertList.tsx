/** /admin/alertas: the alerts the provider's staff send to the network, with how many read them. */
import { Box } from '@mui/material';
import { BulkDeleteButton, CreateButton, DataTable, DateField, DeleteButton, FilterButton, List, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import type { AlertRecord } from '../../domain/records/network.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { ActiveToggle } from '../common/ActiveToggle.tsx';
import { Breadcrumbs } from '../common/Breadcrumbs.tsx';
import { alertAudienceChoices, alertLevelChoices, yesNoChoices } from '../common/choices.ts';
import { EditLinkButton } from '../common/EditLinkButton.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../common/useDateLocale.ts';
import { createPath, rowClickTo } from '../paths.ts';
import { AlertLevelChip, useAudienceText } from './AlertLevelChip.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="level" source="level" choices={alertLevelChoices} label="resources.alerts.fields.level" />,
  <SelectInput key="audience" source="audience" choices={alertAudienceChoices} label="resources.alerts.fields.audience" />,
  <SelectInput key="active" source="active" choices={yesNoChoices} label="resources.alerts.fields.active" />,
];

export function AlertList() {
  const translate = useTranslate();
  const locales = useDateLocale();
  const audienceText = useAudienceText();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.administration' }, { label: 'app.menu.routes.admin_alertas' }]} />
      <DocumentTitle title={translate('app.menu.routes.admin_alertas')} />
      <List
        resource="alerts"
        title="app.menu.routes.admin_alertas"
        filters={filters}
        sort={{ field: 'created', order: 'DESC' }}
        actions={
          <TopToolbar>
            <FilterButton />
            <CreateButton to={createPath('alerts')} />
          </TopToolbar>
        }
        empty={<EmptyState resource="alerts" message="app.network.alerts.empty" />}
      >
        <ResponsiveList<AlertRecord>
          resource="alerts"
          primary={(alert) => alert.topic}
          secondary={(alert) => audienceText(alert)}
          tertiary={(alert) => translate('app.network.alerts.reads', { smart_count: alert.read_count })}
        >
          <DataTable rowClick={rowClickTo('alerts')} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
            <DataTable.Col source="level">
              <AlertLevelChip />
            </DataTable.Col>
            <DataTable.Col source="topic" />
            <DataTable.Col source="audience" render={(alert: AlertRecord) => audienceText(alert)} />
            <DataTable.Col source="active">
              <ActiveToggle source="active" />
            </DataTable.Col>
            <DataTable.NumberCol source="read_count" />
            <DataTable.Col source="created_by_name" disableSort />
            <DataTable.Col source="created">
              <DateField source="created" showTime locales={locales} />
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

export default AlertList;
