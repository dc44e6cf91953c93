/**
 * The balances tab of /agencias/accounting: every agency per currency with funds, credit limit,
 * available and its debt by age (spec §9, defined in domain/accounting/debt.ts), the totals of the
 * filter, the XLSX export; a row opens the agency's statement.
 */
import { Alert } from '@mui/material';
import { ColumnsButton, DataTable, DateInput, FilterButton, List, SelectField, SelectInput, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { AgencyBalanceRow } from '../../domain/records/accounting.ts';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { currencyChoices } from '../../src/components/flights/choices.ts';
import { shortLevelChoices, yesNoChoices } from '../common/choices.ts';
import { agencyFilters, Money, TotalsPanel } from './filters.tsx';
import { statementPath } from './paths.ts';

const RESOURCE = 'accounting-balances';
const MONEY_FIELDS = ['funds', 'credit_limit', 'available', 'debt_1_7', 'debt_7_15', 'debt_15_plus', 'debt_total'] as const;
const label = (source: string) => `resources.${RESOURCE}.fields.${source}`;

const filters = [
  ...agencyFilters(RESOURCE, ['name', 'currency']),
  <SelectInput key="in_debt" source="in_debt" choices={yesNoChoices} label={label('in_debt')} emptyText="app.network.any" alwaysOn />,
  <DateInput key="as_of" source="as_of" label={label('as_of')} />,
];

function ExportButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return <DownloadButton label="app.accounting.export" disabled={total === 0} fetchFile={() => dataProvider.exportBalances({ filter: filterValues, sort })} />;
}

function AsOf() {
  const translate = useTranslate();
  const { meta } = useListContext();
  const asOf = (meta as { as_of?: string } | undefined)?.as_of;
  return (
    <Alert severity="info" sx={{ mx: 1, mt: 1 }}>
      {asOf ? `${translate('app.accounting.as_of')}: ${asOf}. ` : ''}
      {translate('app.accounting.as_of_help')}
    </Alert>
  );
}

export function BalanceList() {
  return (
    <List
      resource={RESOURCE}
      title={false}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      storeKey="accounting-balances.list"
      actions={
        <TopToolbar>
          <FilterButton />
          <ColumnsButton />
          <ExportButton />
        </TopToolbar>
      }
      empty={false}
    >
      <AsOf />
      <TotalsPanel resource={RESOURCE} fields={MONEY_FIELDS} />
      <DataTable<AgencyBalanceRow> rowClick={(_id, _resource, r) => statementPath(r.agency, r.currency)} bulkActionButtons={false} hiddenColumns={['id', 'parent_name', 'credit_limit', 'available']}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="level">
          <SelectField source="level" choices={shortLevelChoices} />
        </DataTable.Col>
        <DataTable.Col source="parent_name" disableSort />
        <DataTable.Col source="currency">
          <SelectField source="currency" choices={currencyChoices} translateChoice={false} />
        </DataTable.Col>
        {MONEY_FIELDS.map((field) => (
          <DataTable.Col key={field} source={field} align="right" render={(r: AgencyBalanceRow) => <Money amount={r[field]} currency={r.currency} />} />
        ))}
      </DataTable>
    </List>
  );
}

export default BalanceList;
