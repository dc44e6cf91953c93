/**
 * /reports/flights/passengers-summary: passengers of the flight reservations by type (adults,
 * children, infants) grouped by route, month or agency (GET reports/flights/passengers-summary/),
 * stacked in a chart, with the totals and the XLSX export.
 */
import { DataTable, SelectInput } from 'react-admin';
import type { PassengersRow } from '../../domain/records/reports.ts';
import { MONTH_BASES, REPORT_GROUPS } from '../../domain/reports/rules.ts';
import { reportFilterDefaults, reportFilters } from './filters.tsx';
import { ReportChart } from './ReportChart.tsx';
import { ReportEmpty, ReportHead, ReportTotals } from './ReportParts.tsx';
import { ReportList } from './ReportList.tsx';

const RESOURCE = 'report-passengers';
const COUNTS = ['reservations', 'adults', 'children', 'infants', 'passengers', 'cancelled_passengers'] as const;
const groupChoices = REPORT_GROUPS.map((id) => ({ id, name: `app.reports.groups.${id}` }));
const monthOfChoices = MONTH_BASES.map((id) => ({ id, name: `app.reports.month_of.${id}` }));

const filters = [
  <SelectInput key="group_by" source="group_by" label={`resources.${RESOURCE}.fields.group_by`} choices={groupChoices} alwaysOn />,
  ...reportFilters(RESOURCE),
  <SelectInput key="month_of" source="month_of" label={`resources.${RESOURCE}.fields.month_of`} choices={monthOfChoices} />,
];

export function PassengersSummaryPage() {
  return (
    <>
      <ReportHead title="app.menu.routes.reports_flights_passengers_summary" />
      <ReportList resource={RESOURCE} help="app.reports.help.passengers" sort={{ field: 'passengers', order: 'DESC' }} filters={filters} filterDefaultValues={{ ...reportFilterDefaults, group_by: 'route' }}>
        <ReportTotals resource={RESOURCE} fields={COUNTS} />
        <ReportChart
          title="app.reports.charts.passengers"
          category="label"
          series={[
            { field: 'adults', label: 'app.reports.charts.adults', stack: 'pax' },
            { field: 'children', label: 'app.reports.charts.children', stack: 'pax' },
            { field: 'infants', label: 'app.reports.charts.infants', stack: 'pax' },
          ]}
        />
        <DataTable<PassengersRow> rowClick={false} bulkActionButtons={false} empty={<ReportEmpty />}>
          <DataTable.Col source="label" />
          {COUNTS.map((field) => (
            <DataTable.NumberCol key={field} source={field} />
          ))}
        </DataTable>
      </ReportList>
    </>
  );
}

export default PassengersSummaryPage;
