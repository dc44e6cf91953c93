/**
 * /reports/flights/accounting-per-flights: per flight of the outbound leg, passengers, what was sold
 * and its net, what the ledger says was collected and what is pending
 * (GET reports/flights/accounting-per-flights/), with a chart, the totals and the XLSX export.
 */
import { DataTable } from 'react-admin';
import type { FlightReportRow } from '../../domain/records/reports.ts';
import { Money } from '../accounting/filters.tsx';
import { ACCOUNTING_MONEY } from './AccountingPerAgencyPage.tsx';
import { ReportChart } from './ReportChart.tsx';
import { ReportEmpty, ReportHead, ReportTotals } from './ReportParts.tsx';
import { ReportList } from './ReportList.tsx';

const RESOURCE = 'report-accounting-flights';

export function AccountingPerFlightPage() {
  return (
    <>
      <ReportHead title="app.menu.routes.reports_flights_accounting_per_flights" />
      <ReportList resource={RESOURCE} help="app.reports.help.flights" sort={{ field: 'total', order: 'DESC' }}>
        <ReportTotals resource={RESOURCE} fields={['reservations', 'passengers', ...ACCOUNTING_MONEY]} money={ACCOUNTING_MONEY} />
        <ReportChart
          title="app.reports.charts.flights"
          category="number"
          series={[
            { field: 'paid', label: 'app.reports.charts.paid', stack: 'sold' },
            { field: 'pending', label: 'app.reports.charts.pending', stack: 'sold' },
          ]}
        />
        <DataTable<FlightReportRow> rowClick={false} bulkActionButtons={false} empty={<ReportEmpty />} hiddenColumns={['net', 'airline']}>
          <DataTable.Col source="number" />
          <DataTable.Col source="airline" disableSort />
          <DataTable.Col source="route" />
          <DataTable.NumberCol source="reservations" />
          <DataTable.NumberCol source="passengers" />
          {ACCOUNTING_MONEY.map((field) => (
            <DataTable.Col key={field} source={field} align="right" render={(r: FlightReportRow) => <Money amount={r[field]} currency={r.currency} />} />
          ))}
        </DataTable>
      </ReportList>
    </>
  );
}

export default AccountingPerFlightPage;
