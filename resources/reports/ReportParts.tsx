/** The parts every report page shares: the page head, the toolbar with the export, the totals, the help, the empty state. */
import { Alert, Box, Paper, Typography } from '@mui/material';
import { FilterButton, TopToolbar, useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DownloadButton } from '../../src/components/DownloadButton.tsx';
import { formatMoney } from '../../src/components/flights/format.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';

/** Breadcrumbs, the document title and the h1 of a report at `path` (its menu label). */
export function ReportHead({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.reports' }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <Box component="h1" sx={{ typography: 'h5', mx: 1, my: 1 }}>
        {translate(title)}
      </Box>
    </>
  );
}

function ExportButton({ resource }: { resource: string }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return <DownloadButton label="app.reports.export" disabled={!total} fetchFile={() => dataProvider.exportReport(resource, { filter: filterValues, sort })} />;
}

export function ReportToolbar({ resource }: { resource: string }) {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton resource={resource} />
    </TopToolbar>
  );
}

export function ReportHelp({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mx: 1, mt: 1 }}>
      {translate(text)}
    </Alert>
  );
}

/** What a report shows with no row: says so, instead of an empty table. */
export function ReportEmpty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} role="status">
      {translate('app.reports.empty')}
    </Typography>
  );
}

/** The `totals` of the page's answer; `money` fields as amounts in the report's currency. */
export function ReportTotals({ resource, fields, money = [] }: { resource: string; fields: readonly string[]; money?: readonly string[] }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { meta, total, filterValues } = useListContext();
  const totals = (meta as { totals?: Record<string, string | number> } | undefined)?.totals;
  if (!totals || !total) return null;
  const currency = Number(totals.currency ?? filterValues.currency ?? 1);
  return (
    <Paper variant="outlined" role="group" aria-label={translate('app.reports.totals')} sx={{ m: 1, px: 2, py: 1, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
      {fields.map((field) => (
        <Box key={field}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate(`resources.${resource}.fields.${field}`)}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid={`total-${field}`}>
            {money.includes(field) ? formatMoney(String(totals[field] ?? '0'), currency, language) : String(totals[field] ?? 0)}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
