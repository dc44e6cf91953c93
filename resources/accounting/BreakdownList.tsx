/**
 * The breakdown tab of /agencias/accounting (spec §6 'Breakdown by levels'): for a period (default
 * the current month so far), per booking agency and currency, what each level earned in markups and
 * what the provider earned, with totals and the XLSX export.
 */
import { Alert } from '@mui/material';
import { DataTable, DateInput, FilterButton, List, SelectField, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { resolveRange } from '../../domain/accounting/periods.ts';
import type { BreakdownRow } from '../../domain/records/accounting.ts';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { currencyChoices } from '../../src/components/flights/choices.ts';
import { shortLevelChoices } from '../common/choices.ts';
import { agencyFilters, Money, TotalsPanel } from './filters.tsx';

const RESOURCE = 'accounting-breakdown';
const MONEY_FIELDS = ['level_1', 'level_2', 'level_3', 'provider', 'total'] as const;

const filters = [
  <DateInput key="date_start" source="date_start" label={`resources.${RESOURCE}.fields.date_start`} alwaysOn />,
  <DateInput key="date_end" source="date_end" label={`resources.${RESOURCE}.fields.date_end`} alwaysOn />,
  ...agencyFilters(RESOURCE, ['name']),
];

function ExportButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return <DownloadButton label="app.accounting.export" disabled={total === 0} fetchFile={() => dataProvider.exportBreakdown({ filter: filterValues, sort })} />;
}

function Help() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mx: 1, mt: 1 }}>
      {translate('app.accounting.breakdown.help')}
    </Alert>
  );
}

export function BreakdownList() {
  return (
    <List
      resource={RESOURCE}
      title={false}
      filters={filters}
      filterDefaultValues={resolveRange({})}
      sort={{ field: 'total', order: 'DESC' }}
      perPage={25}
      storeKey="accounting-breakdown.list"
      disableSyncWithLocation
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      empty={false}
    >
      <Help />
      <TotalsPanel resource={RESOURCE} fields={MONEY_FIELDS} />
      <DataTable<BreakdownRow> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="level">
          <SelectField source="level" choices={shortLevelChoices} />
        </DataTable.Col>
        <DataTable.Col source="currency">
          <SelectField source="currency" choices={currencyChoices} translateChoice={false} />
        </DataTable.Col>
        {MONEY_FIELDS.map((field) => (
          <DataTable.Col key={field} source={field} align="right" render={(r: BreakdownRow) => <Money amount={r[field]} currency={r.currency} />} />
        ))}
      </DataTable>
    </List>
  );
}

export default BreakdownList;
