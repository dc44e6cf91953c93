/** /admin/alertas: the alerts the provider's staff send to the network, with how many read them. */
import { BulkDeleteButton, DataTable, DateField, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { AlertRecord } from '../../domain/records/network.ts';
import { ActiveToggle } from '../common/ActiveToggle.tsx';
import { alertAudienceChoices, alertLevelChoices, yesNoChoices } from '../common/choices.ts';
import { ResponsiveList } from '../common/ResponsiveList.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { rowClickTo } from '../paths.ts';
import { AlertLevelChip, useAudienceText } from './AlertLevelChip.tsx';
import { ListPage, RowActions } from '../common/ListPage.tsx';

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
      <ListPage
        resource="alerts"
        title="app.menu.routes.admin_alertas"
        crumbs={[{ label: 'app.menu.areas.administration' }]}
        filters={filters}
        sort={{ field: 'created', order: 'DESC' }}
        toolbar={{ filterButton: true }}
        emptyMessage="app.network.alerts.empty"
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
              <RowActions />
            </DataTable.Col>
          </DataTable>
        </ResponsiveList>
      </ListPage>
    </>
  );
}

export default AlertList;
