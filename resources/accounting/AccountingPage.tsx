/**
 * /agencias/accounting: the accountants' view of the agencies — balances and debt by age, and, for
 * who may see it (spec §6, domain/accounting/rules.ts), the breakdown by levels — as two tabs.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { canSeeBreakdownByLevels } from '../../domain/accounting/rules.ts';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.tsx';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { useActor } from '../../src/session/useActor.ts';
import { BalanceList } from './BalanceList.tsx';
import { BreakdownList } from './BreakdownList.tsx';

export function AccountingPage() {
  const translate = useTranslate();
  const breakdown = canSeeBreakdownByLevels(useActor());
  const [tab, setTab] = useState<'balances' | 'breakdown'>('balances');
  const title = 'app.menu.routes.agencias_accounting';
  return (
    <>
      <Breadcrumbs items={[{ label: 'app.menu.areas.accounting' }, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <Box component="h1" sx={{ typography: 'h5', mx: 1, my: 1 }}>
        {translate(title)}
      </Box>
      {breakdown && (
        <Tabs value={tab} onChange={(_e, value: 'balances' | 'breakdown') => setTab(value)} sx={{ mx: 1 }}>
          <Tab value="balances" label={translate('app.accounting.tabs.balances')} id="accounting-tab-balances" aria-controls="accounting-panel" />
          <Tab value="breakdown" label={translate('app.accounting.tabs.breakdown')} id="accounting-tab-breakdown" aria-controls="accounting-panel" />
        </Tabs>
      )}
      <Box role={breakdown ? 'tabpanel' : undefined} id="accounting-panel" aria-labelledby={breakdown ? `accounting-tab-${tab}` : undefined}>
        {tab === 'balances' || !breakdown ? <BalanceList /> : <BreakdownList />}
      </Box>
    </>
  );
}

export default AccountingPage;
