/**
 * A bar chart of the report's whole filter (@mui/x-charts), for comparing groups: the answer's
 * `chart` (server/modules/reports/chart.ts: the largest groups, or the last months, and the rest
 * as one 'others' bar), never the page's rows. A figure with a visible caption (its accessible
 * name); the DataTable below is the table-like summary. Nothing is drawn while loading or empty.
 */
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';

export interface ChartSeries {
  /** The row's field (a number or a decimal string). */
  field: string;
  /** Translation key of the series' name. */
  label: string;
  stack?: string;
}

/** The `chart` of a report's answer (domain/records/reports.ts), as the list's meta holds it. */
interface ReportChartData {
  rows: Record<string, unknown>[];
  others: Record<string, unknown> | null;
}

interface ReportChartProps {
  title: string;
  /** The row's field naming each bar. */
  category: string | ((row: Record<string, unknown>) => string);
  series: readonly ChartSeries[];
}

export function ReportChart({ title, category, series }: ReportChartProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta, isPending } = useListContext();
  const captionId = useId();
  const chart = (meta as { chart?: ReportChartData } | undefined)?.chart;
  if (isPending || !chart || chart.rows.length === 0) return null;
  const name = (row: Record<string, unknown>) => (typeof category === 'function' ? category(row) : String(row[category] ?? ''));
  const bar = (label: string, row: Record<string, unknown>) => ({ name: label, ...Object.fromEntries(series.map((s) => [s.field, Number(row[s.field] ?? 0)])) });
  const dataset = chart.rows.map((row) => bar(name(row), row));
  if (chart.others) dataset.push(bar(translate('app.reports.charts.others'), chart.others));
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-ES', { maximumFractionDigits: 2 });
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Typography component="figcaption" id={captionId} variant="subtitle2">
        {translate(title)}{' '}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {translate(chart.others ? 'app.reports.chart_others' : 'app.reports.chart_all')}
        </Typography>
      </Typography>
      <BarChart
        dataset={dataset}
        height={280}
        skipAnimation
        xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
        yAxis={[{ width: 72, valueFormatter: (v: number | null) => (v === null ? '' : format.format(v)) }]}
        series={series.map((s) => ({ dataKey: s.field, label: translate(s.label), stack: s.stack, valueFormatter: (v: number | null) => (v === null ? '' : format.format(v)) }))}
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
}
