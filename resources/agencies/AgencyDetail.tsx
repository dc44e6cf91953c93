/**
 * /agencias/:id: the agency's data (editable when canEditAgency allows it for this record, else
 * read-only), its markups per service type and the price preview through the markup chain.
 * Markups, like the general margin, are seen only from the levels above the agency (spec §6); the
 * preview exists for every agency below the first level. The tab lives in the query string
 * (?tab=markups) so it survives a reload and can be linked.
 */
import { Alert, Box, Chip, Tab, Tabs } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { canSeeGeneralMargin, isMarginVisibleFor } from '../../domain/rules.ts';
import type { AgencyRecord } from '../../domain/records/network.ts';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { PageLoader } from '../../src/components/PageLoader.tsx';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { useActor } from '../common/useActor.ts';
import { useCan } from '../common/useCan.ts';
import { MarkupPanel } from '../markups/MarkupPanel.tsx';
import { PricePreviewPanel } from '../markups/PricePreviewPanel.tsx';
import { listPath } from '../paths.ts';
import { AgencyEdit } from './AgencyEdit.tsx';
import { AgencyShow } from './AgencyShow.tsx';

const TABS = ['data', 'markups', 'price'] as const;
type TabKey = (typeof TABS)[number];

function DataTab({ agency }: { agency: AgencyRecord }) {
  const editable = useCan('agencies', 'edit', agency);
  return editable ? <AgencyEdit record={agency} /> : <AgencyShow record={agency} />;
}

export function AgencyDetail() {
  const translate = useTranslate();
  const actor = useActor();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: agency, isPending, error } = useGetOne<AgencyRecord>('agencies', { id: Number(id) }, { enabled: /^\d+$/.test(id ?? '') });
  const shown: TabKey[] = TABS.filter(
    (key) =>
      key === 'data' ||
      (key === 'markups' && !!agency && canSeeGeneralMargin(actor, agency.level)) ||
      (key === 'price' && !!agency && isMarginVisibleFor(agency.level)),
  );
  const requested = params.get('tab') as TabKey | null;
  const tab: TabKey = requested && shown.includes(requested) ? requested : 'data';

  const crumbs = [{ label: 'app.menu.routes.agencias', to: listPath('agencies') }, { label: agency?.name ?? translate('app.menu.routes.agencias_id') }];
  if (isPending && /^\d+$/.test(id ?? '')) return <PageLoader />;
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
      {tab === 'data' && <DataTab agency={agency} />}
      {tab === 'markups' && <MarkupPanel agency={agency} />}
      {tab === 'price' && <PricePreviewPanel agency={agency} />}
    </>
  );
}

export default AgencyDetail;
