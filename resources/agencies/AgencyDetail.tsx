/**
 * /agencias/:id: the agency's data (editable when canEditAgency allows it for this record, else
 * read-only), its markups per service type and the price preview through the markup chain.
 * Markups, like the general margin, are seen only from the levels above the agency (spec §6); the
 * preview exists for every agency below the first level. The tab lives in the query string
 * (?tab=markups) so it survives a reload and can be linked. <ShowBase> loads the agency once and
 * puts it in the record context; the data tab reads it from there.
 */
import { Alert, Box, Chip, Tab, Tabs } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { ShowBase, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { canSeeGeneralMargin, isMarginVisibleFor } from '../../domain/rules.ts';
import type { AgencyRecord } from '../../domain/records/network.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { PageLoader } from '../../src/components/PageLoader.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { useCan } from '../../src/session/useCan.ts';
import { MarkupPanel } from '../markups/MarkupPanel.tsx';
import { PricePreviewPanel } from '../markups/PricePreviewPanel.tsx';
import { listPath } from '../paths.ts';
import { AgencyEdit } from './AgencyEdit.tsx';
import { AgencyShow } from './AgencyShow.tsx';

const TABS = ['data', 'markups', 'price'] as const;
type TabKey = (typeof TABS)[number];

function DataTab() {
  const agency = useRecordContext<AgencyRecord>();
  const editable = useCan('agencies', 'edit', agency);
  if (!agency) return null;
  return editable ? <AgencyEdit record={agency} /> : <AgencyShow record={agency} />;
}

export function AgencyDetail() {
  const { id = '' } = useParams();
  // The route's guard checked the session and the rule; a failed load shows its message here.
  return (
    <ShowBase<AgencyRecord> resource="agencies" id={Number(id)} disableAuthentication redirectOnError={false}>
      <AgencyPage />
    </ShowBase>
  );
}

function AgencyPage() {
  const translate = useTranslate();
  const actor = useActor();
  const [params, setParams] = useSearchParams();
  const { record: agency, isPending, error } = useShowContext<AgencyRecord>();
  const shown: TabKey[] = TABS.filter(
    (key) =>
      key === 'data' ||
      (key === 'markups' && !!agency && canSeeGeneralMargin(actor, agency.level)) ||
      (key === 'price' && !!agency && isMarginVisibleFor(agency.level)),
  );
  const requested = params.get('tab') as TabKey | null;
  const tab: TabKey = requested && shown.includes(requested) ? requested : 'data';

  const crumbs = [{ label: 'app.menu.routes.agencias', to: listPath('agencies') }, { label: agency?.name ?? translate('app.menu.routes.agencias_id') }];
  if (isPending) return <PageLoader />;
  if (error || !agency) {
    return (
      <>
        <Breadcrumbs items={crumbs} />
        <Alert severity="error">{translate('api.not_found')}</Alert>
      </>
    );
  }

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <DocumentTitle title={agency.name} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" color="primary" variant="outlined" label={translate(`app.levels.${agency.level}`)} />
        {!agency.active && <Chip size="small" label={translate('app.network.inactive')} />}
      </Box>
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setParams(next === 'data' ? {} : { tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {shown.map((key) => (
          <Tab key={key} value={key} label={translate(`app.network.agencies.tab_${key}`)} />
        ))}
      </Tabs>
      {tab === 'data' && <DataTab />}
      {tab === 'markups' && <MarkupPanel agency={agency} />}
      {tab === 'price' && <PricePreviewPanel agency={agency} />}
    </>
  );
}

export default AgencyDetail;
