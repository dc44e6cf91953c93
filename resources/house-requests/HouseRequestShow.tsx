/**
 * /casas/solicitudes/:id: one house request (ShowBase loads it once, the panels read it): the stay,
 * its guests and price, the status actions the user may take, and the history of every change.
 */
import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ShowBase, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { PATHS } from '../../domain/menu.ts';
import type { HouseRequestDetailRecord } from '../../domain/records/houses.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { formatDate, formatMoney } from '../../src/components/flights/format.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { PageLoader } from '../../src/components/PageLoader.tsx';
import { StatusHistoryCard } from '../../src/components/StatusHistoryCard.tsx';
import { DETAIL_QUERY } from '../common/detailQuery.ts';
import { HouseRequestStatusChip } from './HouseRequestList.tsx';
import { StatusActions } from './StatusActions.tsx';

const field = (name: string) => `resources.house-requests.fields.${name}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function RequestDetail() {
  const request = useRecordContext<HouseRequestDetailRecord>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!request || !Array.isArray(request.history)) return <PageLoader />;
  const title = translate('app.houses.request', { id: request.id });
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.routes.casas_solicitudes', to: PATHS.houseRequests }, { label: title }]} />
      <DocumentTitle title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', my: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h1">{`${title} · ${request.house_name}`}</Typography>
          <HouseRequestStatusChip status={request.status} />
        </Stack>
        <StatusActions request={request} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                {translate('app.houses.details')}
              </Typography>
              <Box component="dl" sx={{ m: 0 }}>
                <Row label={field('agency_name')}>{`${request.agency_name} · ${request.operator_name}`}</Row>
                <Row label={field('customer_name')}>{request.customer_name}</Row>
                <Row label={field('checkin')}>{`${formatDate(request.checkin, language)} → ${formatDate(request.checkout, language)} (${translate('app.houses.nights', { count: request.nights })})`}</Row>
                <Row label={field('type')}>{translate(`app.houses.rent_types.${request.type}`)}</Row>
                <Row label={field('rooms')}>{request.rooms.map((r) => r.name).join(', ') || '-'}</Row>
                <Row label={field('guests')}>{request.guests.map((g) => `${g.name} (${g.age})`).join('\n')}</Row>
                <Row label={field('breakfast')}>{translate(request.breakfast ? 'ra.boolean.true' : 'ra.boolean.false')}</Row>
                <Row label={field('supplements')}>{request.supplements.map((s) => s.name).join(', ') || '-'}</Row>
                <Row label={field('comments')}>{request.comments || '-'}</Row>
                <Row label={field('price')}>{formatMoney(request.price, request.currency, language)}</Row>
                {request.calculated_price !== null && <Row label={field('calculated_price')}>{formatMoney(request.calculated_price, request.currency, language)}</Row>}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <StatusHistoryCard
            title={translate('app.houses.history')}
            entries={request.history.map((h) => ({ id: h.id, status: translate(`app.houses.statuses.${h.status}`), user_name: h.user_name, created: h.created, note: h.comment }))}
          />
        </Grid>
      </Grid>
    </>
  );
}

export function HouseRequestShow() {
  const { id = '' } = useParams();
  return (
    <ShowBase resource="house-requests" id={id} queryOptions={DETAIL_QUERY}>
      <RequestDetail />
    </ShowBase>
  );
}

export default HouseRequestShow;
