/**
 * /agencias/accounting/evidencias: the payment evidences of the user's subtree (all of them for
 * accounting), newest first, with the filters accountants use (status, agency, operation dates,
 * amount range, payment type, a search over file code, transaction code and agency), and the
 * upload for the agencies' finance users.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Button, ColumnsButton, DataTable, DateField, DateInput, FilterButton, List, SearchInput, SelectField, SelectInput, TextInput, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { createPath, PATHS, recordPath } from '../../domain/menu.ts';
import type { EvidenceRecord } from '../../domain/records/evidences.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { ResponsiveFlightList } from '../../src/components/flights/ResponsiveFlightList.tsx';
import { formatDate, formatMoney } from '../../src/components/flights/format.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { useDateLocale } from '../../src/components/useDateLocale.ts';
import { useCan } from '../../src/session/useCan.ts';
import { AgencyChoiceInput } from './AgencyChoiceInput.tsx';
import { currencyChoices, evidenceStatusChoices, paymentTypeChoices } from './choices.ts';
import { EvidenceStatusChip } from './EvidenceStatusChip.tsx';

const label = (source: string) => `resources.payment-evidences.filters.${source}`;

function evidenceFilters(agencies: boolean, searchPlaceholder: string) {
  return [
    <SearchInput key="search" source="search" placeholder={searchPlaceholder} alwaysOn />,
    <SelectInput key="status" source="status" label={label('status')} choices={evidenceStatusChoices} emptyText="app.network.any" alwaysOn />,
    ...(agencies ? [<AgencyChoiceInput key="agency" source="agency" label={label('agency')} helperText={false} fullWidth={false} />] : []),
    <DateInput key="operation_date_after" source="operation_date_after" label={label('operation_date_after')} />,
    <DateInput key="operation_date_before" source="operation_date_before" label={label('operation_date_before')} />,
    <TextInput key="amount_min" source="amount_min" label={label('amount_min')} />,
    <TextInput key="amount_max" source="amount_max" label={label('amount_max')} />,
    <SelectInput key="payment_type" source="payment_type" label={label('payment_type')} choices={paymentTypeChoices} emptyText="app.network.any" />,
    <SelectInput key="currency" source="currency" label={label('currency')} choices={currencyChoices} translateChoice={false} emptyText="app.network.any" />,
  ];
}

export function UploadEvidenceButton({ variant }: { variant?: 'contained' | 'text' }) {
  const canUpload = useCan('payment-evidences', 'create');
  if (!canUpload) return null;
  return (
    <Button component={RouterLink} to={createPath(PATHS.evidences)} label="app.evidences.upload" variant={variant}>
      <UploadFileIcon />
    </Button>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <UploadEvidenceButton />
    </TopToolbar>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('app.evidences.empty')}
      </Typography>
      <UploadEvidenceButton variant="contained" />
    </Box>
  );
}

/** Shown by default: who, when, how much and where it stands (fits 1366 px with the menu open). */
export const EVIDENCE_HIDDEN_COLUMNS = ['id', 'amount_usd', 'payment_type', 'file_code', 'files_count', 'reviewed_by_name'];

function EvidenceTable() {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const locales = useDateLocale();
  return (
    <ResponsiveFlightList<EvidenceRecord>
      primary={(e) => `${e.agency_name} · ${formatMoney(e.amount, e.currency, language)}`}
      secondary={(e) => `${e.transaction_code} · ${translate(`app.evidences.statuses.${e.status}`)}`}
      linkTo={(e) => recordPath(PATHS.evidences, e.id)}
    >
      <DataTable rowClick={(id) => recordPath(PATHS.evidences, id)} bulkActionButtons={false} hiddenColumns={EVIDENCE_HIDDEN_COLUMNS}>
        <DataTable.Col source="id" />
        <DataTable.Col source="created">
          <DateField source="created" showTime locales={locales} />
        </DataTable.Col>
        <DataTable.Col source="agency_name" />
        <DataTable.Col source="operation_date" render={(e: EvidenceRecord) => formatDate(e.operation_date, language)} />
        <DataTable.Col source="amount" align="right" render={(e: EvidenceRecord) => formatMoney(e.amount, e.currency, language)} />
        <DataTable.Col source="amount_usd" align="right" render={(e: EvidenceRecord) => formatMoney(e.amount_usd, 1, language)} />
        <DataTable.Col source="payment_type">
          <SelectField source="payment_type" choices={paymentTypeChoices} />
        </DataTable.Col>
        <DataTable.Col source="transaction_code" />
        <DataTable.Col source="file_code" />
        <DataTable.Col source="status" render={(e: EvidenceRecord) => <EvidenceStatusChip status={e.status} />} />
        <DataTable.Col source="files_count" disableSort align="right" />
        <DataTable.Col source="reviewed_by_name" disableSort render={(e: EvidenceRecord) => e.reviewed_by_name ?? '-'} />
      </DataTable>
    </ResponsiveFlightList>
  );
}

export function EvidenceList() {
  const translate = useTranslate();
  const agencies = useCan('agency-choices', 'list');
  const title = 'app.menu.routes.agencias_accounting_evidencias';
  return (
    <>
      <Breadcrumbs items={[{ label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List resource="payment-evidences" title={title} filters={evidenceFilters(agencies, translate(label('search')))} sort={{ field: 'created', order: 'DESC' }} perPage={25} actions={<Actions />} empty={<Empty />} storeKey="payment-evidences.list">
        <EvidenceTable />
      </List>
    </>
  );
}

export default EvidenceList;
