/**
 * /reports/flights/reservations-summary: flight sales grouped by month, agency or route (one tab
 * each, GET reports/flights/reservations-summary/{x}/), with a chart to compare the groups, the
 * totals of the filter and the XLSX export.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import type { SummaryRow } from '../../domain/records/reports.ts';
import { MONTH_BASES, REPORT_GROUPS, type ReportGroup } from '../../domain/reports/rules.ts';
import { Money } from '../accounting/filters.tsx';
import { reportFilterDefaults, reportFilters } from './filters.tsx';
import { ReportChart } from './ReportChart.tsx';
import { ReportEmpty, ReportHead, ReportTotals } from './ReportParts.tsx';
import { ReportList } from './ReportList.tsx';

const MONEY = ['total', 'paid', 'pending'] as const;
const monthOfChoices = MONTH_BASES.map((id) => ({ id, name: `app.reports.month_of.${id}` }));

function SalesList({ group }: { group: ReportGroup }) {
  const resource = `report-sales-${group}`;
  const filters = [...reportFilters(resource)];
  if (group === 'month') filters.push(<SelectInput key="month_of" source="month_of" label={`resources.${resource}.fields.month_of`} choices={monthOfChoices} alwaysOn />);
  return (
    <ReportList resource={resource} help="app.reports.help.sales" sort={group === 'month' ? { field: 'key', order: 'ASC' } : { field: 'total', order: 'DESC' }} filters={filters} filterDefaultValues={group === 'month' ? { ...reportFilterDefaults, month_of: 'created' } : reportFilterDefaults} disableSyncWithLocation>
      <ReportTotals resource={resource} fields={['reservations', 'cancelled', 'passengers', ...MONEY]} money={MONEY} />
      <ReportChart
        title="app.reports.charts.sales"
        category="label"
        series={[
          { field: 'paid', label: 'app.reports.charts.paid', stack: 'sold' },
          { field: 'pending', label: 'app.reports.charts.pending', stack: 'sold' },
        ]}
      />
      <DataTable<SummaryRow> rowClick={false} bulkActionButtons={false} empty={<ReportEmpty />}>
        <DataTable.Col source="label" />
        <DataTable.NumberCol source="reservations" />
        <DataTable.NumberCol source="cancelled" />
        <DataTable.NumberCol source="passengers" />
        {MONEY.map((field) => (
          <DataTable.Col key={field} source={field} align="right" render={(r: SummaryRow) => <Money amount={r[field]} currency={r.currency} />} />
        ))}
      </DataTable>
    </ReportList>
  );
}

export function SalesSummaryPage() {
  const translate = useTranslate();
  const [group, setGroup] = useState<ReportGroup>('month');
  return (
    <>
      <ReportHead title="app.menu.routes.reports_flights_reservations_summary" />
      <Tabs value={group} onChange={(_e, value: ReportGroup) => setGroup(value)} sx={{ mx: 1 }} aria-label={translate('app.menu.routes.reports_flights_reservations_summary')}>
        {REPORT_GROUPS.map((g) => (
          <Tab key={g} value={g} label={translate(`app.reports.groups.${g}`)} id={`report-tab-${g}`} aria-controls="report-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="report-panel" aria-labelledby={`report-tab-${group}`} sx={{ minWidth: 0 }}>
        <SalesList key={group} group={group} />
      </Box>
    </>
  );
}

export default SalesSummaryPage;
