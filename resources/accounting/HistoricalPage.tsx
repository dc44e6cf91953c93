/**
 * /agencias/accounting/historical: the funds of every agency of the filter at the end of each day
 * or month of a range (default: the current month so far), read from the ledger by the server; one
 * column per period end, and the XLSX export.
 */
import { Typography } from '@mui/material';
import { DataTable, DateInput, FilterButton, List, SelectField, SelectInput, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { HISTORIC_PERIODS, resolveRange } from '../../domain/accounting/periods.ts';
import { PATHS } from '../../domain/menu.ts';
import type { HistoricRow } from '../../domain/records/accounting.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { currencyChoices } from '../../src/components/flights/choices.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { shortLevelChoices } from '../common/choices.ts';
import { agencyFilters, Money } from './filters.tsx';
import { statementPath } from './paths.ts';

const RESOURCE = 'accounting-historic';
const periodChoices = HISTORIC_PERIODS.map((id) => ({ id, name: `app.accounting.historic.periods.${id}` }));

const filters = [
  <SelectInput key="period" source="period" choices={periodChoices} label={`resources.${RESOURCE}.fields.period`} alwaysOn />,
  <DateInput key="date_start" source="date_start" label={`resources.${RESOURCE}.fields.date_start`} alwaysOn />,
  <DateInput key="date_end" source="date_end" label={`resources.${RESOURCE}.fields.date_end`} alwaysOn />,
  ...agencyFilters(RESOURCE, ['name']),
];

function ExportButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return <DownloadButton label="app.accounting.export" disabled={total === 0} fetchFile={() => dataProvider.exportHistoric({ filter: filterValues, sort })} />;
}

/**
 * Period columns the table shows: the latest ones, so a month of days still fits a 1366 px screen
 * beside the menu; the export has every period.
 */
export const SHOWN_PERIODS = 6;

/** One column per period end of the answer (the latest SHOWN_PERIODS). */
function HistoricTable() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const all = (meta as { periods?: string[] } | undefined)?.periods ?? [];
  const first = Math.max(0, all.length - SHOWN_PERIODS);
  const periods = all.slice(first);
  return (
    <>
    {first > 0 && (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('app.accounting.historic.latest_only', { shown: periods.length, total: all.length })}
      </Typography>
    )}
    <DataTable<HistoricRow> rowClick={(_id, _resource, r) => statementPath(r.agency, r.currency)} bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="level">
        <SelectField source="level" choices={shortLevelChoices} />
      </DataTable.Col>
      <DataTable.Col source="currency">
        <SelectField source="currency" choices={currencyChoices} translateChoice={false} />
      </DataTable.Col>
      {periods.map((end, i) => (
        <DataTable.Col key={end} source={`balances.${first + i}`} label={end} disableSort align="right" render={(r: HistoricRow) => <Money amount={r.balances[first + i]} currency={r.currency} />} />
      ))}
    </DataTable>
    </>
  );
}

export function HistoricalPage() {
  const translate = useTranslate();
  const title = 'app.menu.routes.agencias_accounting_historical';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.accounting' }, { label: 'app.menu.routes.agencias_accounting', to: PATHS.accounting }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List
        resource={RESOURCE}
        title={title}
        filters={filters}
        filterDefaultValues={{ period: 'day', ...resolveRange({}) }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        storeKey="accounting-historic.list"
        actions={
          <TopToolbar>
            <FilterButton />
            <ExportButton />
          </TopToolbar>
        }
        empty={false}
      >
        <HistoricTable />
      </List>
    </>
  );
}

export default HistoricalPage;
