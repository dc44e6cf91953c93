/**
 * A bar chart of the rows on the report's page (@mui/x-charts), for comparing groups: a figure
 * with a visible caption (its accessible name) and a table-like summary left to the DataTable
 * below. Nothing is drawn while loading or without rows.
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

interface ReportChartProps {
  title: string;
  /** The row's field naming each bar. */
  category: string | ((row: Record<string, unknown>) => string);
  series: readonly ChartSeries[];
}

export function ReportChart({ title, category, series }: ReportChartProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending } = useListContext<Record<string, unknown> & { id: number }>();
  const captionId = useId();
  if (isPending || !data || data.length === 0) return null;
  const name = (row: Record<string, unknown>) => (typeof category === 'function' ? category(row) : String(row[category] ?? ''));
  const dataset = data.map((row) => ({ name: name(row), ...Object.fromEntries(series.map((s) => [s.field, Number(row[s.field] ?? 0)])) }));
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-ES', { maximumFractionDigits: 2 });
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Typography component="figcaption" id={captionId} variant="subtitle2">
        {translate(title)}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {translate('app.reports.chart_page')}
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
