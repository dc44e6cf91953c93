/**
 * /agencias/accounting/evidencias/:id: one payment evidence (ShowBase loads it once, the panels read
 * it): its data, the review actions the user may take, the agency's funds for who may see them,
 * the proofs (image previews, PDFs to open or download) and the history of its statuses.
 */
import { Box, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ShowBase, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { PATHS } from '../../domain/menu.ts';
import type { EvidenceDetailRecord } from '../../domain/records/evidences.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { formatDate, formatInstant, formatMoney } from '../../src/components/flights/format.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { PageLoader } from '../../src/components/PageLoader.tsx';
import { StatusHistoryCard } from '../../src/components/StatusHistoryCard.tsx';
import { useCan } from '../../src/session/useCan.ts';
import { AgencyBalancePanel } from './AgencyBalancePanel.tsx';
import { EvidenceFiles } from './EvidenceFiles.tsx';
import { DETAIL_QUERY } from '../common/detailQuery.ts';
import { EvidenceStatusChip } from './EvidenceStatusChip.tsx';
import { ReviewActions } from './ReviewActions.tsx';

const field = (name: string) => `resources.payment-evidences.fields.${name}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The deposit an approval made, in the deposit report filtered to its transaction number. */
function DepositLink({ evidence }: { evidence: EvidenceDetailRecord }) {
  const translate = useTranslate();
  const reports = useCan('deposits', 'list');
  if (evidence.deposit === null) return <>-</>;
  if (!reports) return <>{`#${evidence.deposit}`}</>;
  const filter = encodeURIComponent(JSON.stringify({ transaction_number: evidence.transaction_code }));
  return (
    <Link component={RouterLink} to={`${PATHS.deposits}?filter=${filter}`}>
      {`#${evidence.deposit} · ${translate('app.evidences.deposit_link')}`}
    </Link>
  );
}

function EvidenceDetail() {
  const evidence = useRecordContext<EvidenceDetailRecord>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  // A list row is not a detail (no files, history or next statuses): wait for the detail itself.
  if (!evidence || !Array.isArray(evidence.files)) return <PageLoader />;
  const title = translate('app.evidences.title', { id: evidence.id });
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.agencias_accounting_evidencias', to: PATHS.evidences }, { label: title }]} />
      <DocumentTitle title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {`${title} · ${evidence.agency_name}`}
          </Typography>
          <EvidenceStatusChip status={evidence.status} />
        </Stack>
        <ReviewActions evidence={evidence} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                {translate('app.evidences.details')}
              </Typography>
              <Box component="dl" sx={{ m: 0 }}>
                <Row label={field('amount')}>{formatMoney(evidence.amount, evidence.currency, language)}</Row>
                <Row label={field('amount_usd')}>{formatMoney(evidence.amount_usd, 1, language)}</Row>
                <Row label={field('operation_date')}>{formatDate(evidence.operation_date, language)}</Row>
                <Row label={field('payment_type')}>{translate(`app.deposits.payment_types.${evidence.payment_type}`)}</Row>
                <Row label={field('file_code')}>{evidence.file_code}</Row>
                <Row label={field('transaction_code')}>{evidence.transaction_code}</Row>
                <Row label={field('notes')}>{evidence.notes || '-'}</Row>
                <Row label={field('created_by_name')}>{`${evidence.created_by_name ?? '-'} · ${formatInstant(evidence.created, language)}`}</Row>
                <Row label={field('reviewed_by_name')}>{evidence.reviewed_by_name ? `${evidence.reviewed_by_name} · ${formatInstant(evidence.reviewed_at, language)}` : '-'}</Row>
                {evidence.status === 'denied' && <Row label={field('cause_of_denial')}>{evidence.cause_of_denial}</Row>}
                {evidence.status === 'approved' && (
                  <Row label={field('deposit')}>
                    <DepositLink evidence={evidence} />
                  </Row>
                )}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <AgencyBalancePanel agencyId={evidence.agency} agencyName={evidence.agency_name} />
            <StatusHistoryCard
              title={translate('app.evidences.history_title')}
              entries={evidence.history.map((h) => ({ id: h.id, status: translate(`app.evidences.statuses.${h.status}`), user_name: h.user_name, created: h.created, note: h.cause }))}
            />
          </Stack>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                {translate('app.evidences.files_title')}
              </Typography>
              <EvidenceFiles evidenceId={evidence.id} files={evidence.files} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}

export function EvidenceShow() {
  const { id = '' } = useParams();
  return (
    <ShowBase resource="payment-evidences" id={id} queryOptions={DETAIL_QUERY}>
      <EvidenceDetail />
    </ShowBase>
  );
}

export default EvidenceShow;
