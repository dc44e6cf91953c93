/**
 * /reports/deposits: the deposit report (spec §3 'Deposit report'): created range and agency name at
 * hand, amount, transaction number, payment type and currency behind the filter button; sortable
 * columns; the totals per currency of everything filtered; the XLSX of the current filters and
 * ordering; 'Register deposit' for the finance staff.
 */
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ColumnsButton, DataTable, DateField, DateInput, FilterButton, List, SelectField, SelectInput, TextInput, TopToolbar, useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { PATHS, recordPath } from '../../domain/menu.ts';
import type { DepositRecord } from '../../domain/records/deposits.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { ResponsiveFlightList } from '../../src/components/flights/ResponsiveFlightList.tsx';
import { formatMoney } from '../../src/components/flights/format.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { currencyChoices, paymentTypeChoices } from './choices.ts';
import { DepositTotals } from './DepositTotals.tsx';
import { RegisterDepositButton } from './RegisterDepositButton.tsx';

const label = (source: string) => `resources.deposits.filters.${source}`;

const filters = [
  <DateInput key="created_after" source="created_after" label={label('created_after')} alwaysOn />,
  <DateInput key="created_before" source="created_before" label={label('created_before')} alwaysOn />,
  <TextInput key="agency_name" source="agency_name" label={label('agency_name')} alwaysOn />,
  <TextInput key="transaction_number" source="transaction_number" label={label('transaction_number')} />,
  <SelectInput key="payment_type" source="payment_type" label={label('payment_type')} choices={paymentTypeChoices} emptyText="app.network.any" />,
  <TextInput key="amount" source="amount" label={label('amount')} />,
  <SelectInput key="currency" source="currency" label={label('currency')} choices={currencyChoices} translateChoice={false} emptyText="app.network.any" />,
];

function ExportDepositsButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return <DownloadButton label="app.deposits.export" disabled={total === 0} fetchFile={() => dataProvider.exportDeposits({ filter: filterValues, sort })} />;
}

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <ExportDepositsButton />
      <RegisterDepositButton />
    </TopToolbar>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('app.deposits.empty')}
      </Typography>
      <RegisterDepositButton />
    </Box>
  );
}

/** Shown by default: what tells deposits apart (issue 8: fits 1366 px with the menu open). */
export const DEPOSIT_HIDDEN_COLUMNS = ['id', 'notes', 'created_by_name'];

function DepositTable() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <ResponsiveFlightList<DepositRecord>
      primary={(d) => `${d.agency_name} · ${formatMoney(d.amount, d.currency, language)}`}
      secondary={(d) => `${d.transaction_number ?? '-'} · ${d.payment_type ? translate(`app.deposits.payment_types.${d.payment_type}`) : '-'}`}
    >
      <DataTable rowClick={false} bulkActionButtons={false} hiddenColumns={DEPOSIT_HIDDEN_COLUMNS}>
        <DataTable.Col source="id" />
        <DataTable.Col source="created">
          <DateField source="created" showTime locales={locales} />
        </DataTable.Col>
        <DataTable.Col source="agency_name" />
        <DataTable.Col source="amount" align="right" render={(d: DepositRecord) => formatMoney(d.amount, d.currency, language)} />
        <DataTable.Col source="transaction_number" render={(d: DepositRecord) => d.transaction_number ?? '-'} />
        <DataTable.Col source="payment_type">
          <SelectField source="payment_type" choices={paymentTypeChoices} emptyText="-" />
        </DataTable.Col>
        <DataTable.Col source="notes" disableSort />
        <DataTable.Col
          source="evidence"
          disableSort
          render={(d: DepositRecord) =>
            d.evidence ? (
              <Link component={RouterLink} to={recordPath(PATHS.evidences, d.evidence)} onClick={(event) => event.stopPropagation()}>
                {translate('app.deposits.evidence_link', { id: d.evidence })}
              </Link>
            ) : (
              '-'
            )
          }
        />
        <DataTable.Col source="created_by_name" disableSort render={(d: DepositRecord) => d.created_by_name ?? '-'} />
      </DataTable>
    </ResponsiveFlightList>
  );
}

export function DepositReport() {
  const translate = useTranslate();
  const title = 'app.menu.routes.reports_deposits';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.reports' }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List resource="deposits" title={title} filters={filters} sort={{ field: 'created', order: 'DESC' }} perPage={25} actions={<Actions />} empty={<Empty />} storeKey="deposits.report">
        <DepositTotals />
        <DepositTable />
      </List>
    </>
  );
}

export default DepositReport;
