/**
 * /reports/flights/accounting-per-flights: per flight of the outbound leg, passengers, what was sold
 * and its net, what the ledger says was collected and what is pending
 * (GET reports/flights/accounting-per-flights/), with a chart, the totals and the XLSX export.
 */
import { DataTable, List } from 'react-admin';
import type { FlightReportRow } from '../../domain/records/reports.ts';
import { Money } from '../accounting/filters.tsx';
import { ACCOUNTING_MONEY } from './AccountingPerAgencyPage.tsx';
import { reportFilterDefaults, reportFilters } from './filters.tsx';
import { ReportChart } from './ReportChart.tsx';
import { ReportEmpty, ReportHead, ReportHelp, ReportToolbar, ReportTotals } from './ReportParts.tsx';

const RESOURCE = 'report-accounting-flights';

export function AccountingPerFlightPage() {
  return (
    <>
      <ReportHead title="app.menu.routes.reports_flights_accounting_per_flights" />
      <List
        resource={RESOURCE}
        title={false}
        filters={reportFilters(RESOURCE)}
        filterDefaultValues={reportFilterDefaults}
        sort={{ field: 'total', order: 'DESC' }}
        perPage={25}
        storeKey={`${RESOURCE}.list`}
        actions={<ReportToolbar resource={RESOURCE} />}
        empty={false}
      >
        <ReportHelp text="app.reports.help.flights" />
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
      </List>
    </>
  );
}

export default AccountingPerFlightPage;
