/**
 * The price rules (or promotions): conditions, effect, priority and state, filtered by every
 * condition and by the date a rule is valid on; each row's history, and the history of all rules.
 */
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants.ts';
import { Box } from '@mui/material';
import { BooleanField, DataTable, DateInput, SearchInput, SelectInput, TextInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { PriceRuleRecord } from '../../../dataProvider/flightAdminRecords.ts';
import { ListPage, RowActions } from '../../common/ListPage.tsx';
import { ResponsiveList } from '../../common/ResponsiveList.tsx';
import { useCan } from '../../../src/session/useCan.ts';
import { rowClickTo } from '../../paths.ts';
import { passengerTypeChoices, tripTypeChoices, yesNoChoices } from '../choices.ts';
import { EnumChip, WeekdaysField } from '../common/fields.tsx';
import { HistoryButton } from '../common/HistoryDialog.tsx';
import { AgencyGroupInput, RouteInput, SeatCategoryInput } from '../common/inputs.tsx';
import { RULE_KINDS, type RuleKind, type RuleResource } from './ruleKinds.ts';

function filtersOf(kind: RuleKind) {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <RouteInput key="route" source="route" alwaysOn fullWidth={false} />,
    <DateInput key="valid_on" source="valid_on" alwaysOn />,
    <SelectInput key="active" source="active" choices={yesNoChoices} alwaysOn />,
    <SelectInput key="kind" source="kind" choices={kind.kinds} />,
    <SelectInput key="passenger_type" source="passenger_type" choices={passengerTypeChoices} />,
    <SeatCategoryInput key="category" source="category" fullWidth={false} />,
    <AgencyGroupInput key="agency_group" source="agency_group" fullWidth={false} />,
    <SelectInput key="trip_type" source="trip_type" choices={tripTypeChoices} />,
    ...(kind.promotion ? [<TextInput key="code" source="code" />] : []),
  ];
}


/** The conditions most rules leave at 'any' start hidden (issue 8: the list fits 1366 px). */
const RULE_HIDDEN_COLUMNS = ['name_en', 'weekdays', 'passenger_type', 'category_name', 'agency_group_name', 'trip_type'];

function RowHistory({ kind }: { kind: RuleKind }) {
  const record = useRecordContext<PriceRuleRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  return <HistoryButton queryKey={[kind.history, record.id]} load={() => dataProvider.history(kind.history, record.id)} />;
}

function AllHistory({ kind }: { kind: RuleKind }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return <HistoryButton queryKey={[kind.historyList]} label="app.flightAdmin.history.all" load={() => dataProvider.historyList(kind.historyList, {})} />;
}

export function RuleList({ resource }: { resource: RuleResource }) {
  const kind = RULE_KINDS[resource];
  const canCreate = useCan(resource, 'create');
  const translate = useTranslate();
  const any = (value: string | null | undefined) => value || translate('app.flightAdmin.any');
  const dates = (rule: PriceRuleRecord) =>
    rule.date_from || rule.date_to ? `${rule.date_from ?? '…'} – ${rule.date_to ?? '…'}` : translate('app.flightAdmin.rules.always');
  return (
    <ListPage
      perPage={DEFAULT_PAGE_SIZE}
      resource={resource}
      title={kind.title}
      crumbs={[{ label: 'app.menu.areas.flight_admin' }]}
      filters={filtersOf(kind)}
      sort={{ field: 'priority', order: 'DESC' }}
      toolbar={{ filterButton: true, columns: true, create: canCreate, extra: <AllHistory kind={kind} /> }}
      emptyMessage="app.flightAdmin.rules.empty"
    >
      <ResponsiveList<PriceRuleRecord> resource={resource} primary={(rule) => rule.name} secondary={(rule) => `${rule.kind} ${rule.value}`}>
        <DataTable rowClick={rowClickTo(resource)} bulkActionButtons={false} hiddenColumns={RULE_HIDDEN_COLUMNS}>
          <DataTable.NumberCol source="priority" />
          <DataTable.Col source="name" />
          <DataTable.Col source="name_en" />
          {kind.promotion && <DataTable.Col source="code" disableSort />}
          <DataTable.Col source="route_name" disableSort render={(rule: PriceRuleRecord) => any(rule.route_name)} />
          <DataTable.Col source="date_from" label="app.flightAdmin.rules.dates" render={(rule: PriceRuleRecord) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{dates(rule)}</Box>} />
          <DataTable.Col source="weekdays" disableSort>
            <WeekdaysField />
          </DataTable.Col>
          <DataTable.Col source="passenger_type" disableSort>
            <EnumChip source="passenger_type" group="passenger_types" />
          </DataTable.Col>
          <DataTable.Col source="category_name" disableSort render={(rule: PriceRuleRecord) => any(rule.category_name)} />
          <DataTable.Col source="agency_group_name" disableSort render={(rule: PriceRuleRecord) => any(rule.agency_group_name)} />
          <DataTable.Col source="trip_type" disableSort>
            <EnumChip source="trip_type" group="trip_types" />
          </DataTable.Col>
          <DataTable.Col source="kind" disableSort>
            <EnumChip source="kind" group="rule_kinds" />
          </DataTable.Col>
          <DataTable.Col source="value" disableSort />
          <DataTable.Col source="active" disableSort>
            <BooleanField source="active" />
          </DataTable.Col>
          <DataTable.Col label="app.network.actions" disableSort>
            <RowActions>
              <RowHistory kind={kind} />
            </RowActions>
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </ListPage>
  );
}

export const PriceRuleList = () => <RuleList resource="flight-price-rules" />;
export const PromotionList = () => <RuleList resource="promotion-price-rules" />;
