/**
 * /reports/flights/accounting-per-agency: per booking agency, what was sold and its net, what the
 * ledger says was collected (markups, the provider's part) and what is pending
 * (GET reports/flights/accounting-per-agency/), with a chart, the totals and the XLSX export.
 */
import { DataTable, SelectField } from 'react-admin';
import type { AgencyReportRow } from '../../domain/records/reports.ts';
import { Money } from '../accounting/filters.tsx';
import { shortLevelChoices } from '../common/choices.ts';
import { ReportChart } from './ReportChart.tsx';
import { ReportEmpty, ReportHead, ReportTotals } from './ReportParts.tsx';
import { ReportList } from './ReportList.tsx';

const RESOURCE = 'report-accounting-agencies';
export const ACCOUNTING_MONEY = ['total', 'net', 'markups', 'provider', 'paid', 'pending'] as const;

export function AccountingPerAgencyPage() {
  return (
    <>
      <ReportHead title="app.menu.routes.reports_flights_accounting_per_agency" />
      <ReportList resource={RESOURCE} help="app.reports.help.accounting" sort={{ field: 'total', order: 'DESC' }}>
        <ReportTotals resource={RESOURCE} fields={['reservations', ...ACCOUNTING_MONEY]} money={ACCOUNTING_MONEY} />
        <ReportChart
          title="app.reports.charts.agencies"
          category="name"
          series={[
            { field: 'paid', label: 'app.reports.charts.paid', stack: 'sold' },
            { field: 'pending', label: 'app.reports.charts.pending', stack: 'sold' },
          ]}
        />
        <DataTable<AgencyReportRow> rowClick={false} bulkActionButtons={false} empty={<ReportEmpty />} hiddenColumns={['net']}>
          <DataTable.Col source="name" />
          <DataTable.Col source="level">
            <SelectField source="level" choices={shortLevelChoices} />
          </DataTable.Col>
          <DataTable.NumberCol source="reservations" />
          {ACCOUNTING_MONEY.map((field) => (
            <DataTable.Col key={field} source={field} align="right" render={(r: AgencyReportRow) => <Money amount={r[field]} currency={r.currency} />} />
          ))}
        </DataTable>
      </ReportList>
    </>
  );
}

export default AccountingPerAgencyPage;
