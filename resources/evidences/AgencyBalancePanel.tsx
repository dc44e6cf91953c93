/**
 * The agency's funds beside its evidence (GET accounting/agency-balance/{id}/), for whoever may see
 * its ledger: the reviewer sees what an approval adds to, and the balance after it, and opens the
 * agency's statement in the funds' currency to find the deposit line. Finance staff set its payment
 * terms here (CreditLimitDialog.tsx): the credit limit and the hours of its unpaid bookings.
 */
import { Box, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { canSeeLedger } from '../../domain/payments/rules.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { statementPath } from '../accounting/paths.ts';
import { useActor } from '../../src/session/useActor.ts';
import { CreditLimitEdit, agencyBalanceKey } from './CreditLimitDialog.tsx';

export function AgencyBalancePanel({ agencyId, agencyName }: { agencyId: number; agencyName: string }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const actor = useActor();
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = canSeeLedger(actor);
  const { data } = useQuery({ queryKey: agencyBalanceKey(agencyId), queryFn: () => dataProvider.getAgencyBalance(agencyId), enabled: allowed, retry: false });
  if (!allowed || !data) return null;
  const item = (labelKey: string, amount: string, testId: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(labelKey)}
      </Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid={testId}>
        {formatMoney(amount, data.currency, language)}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={translate('app.evidences.balance_title')}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {`${translate('app.evidences.balance_title')} · ${agencyName}`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {item('app.evidences.balance_funds', data.funds, 'agency-balance-funds')}
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
          {item('app.evidences.balance_credit', data.credit_limit, 'agency-balance-credit')}
          <CreditLimitEdit balance={data} agencyName={agencyName} />
        </Box>
        {item('app.evidences.balance_available', data.available, 'agency-balance-available')}
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('app.evidences.balance_unpaid')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="agency-balance-unpaid">
            {data.unpaid_booking_hours === null
              ? translate('app.evidences.unpaid_portal')
              : data.unpaid_booking_hours === 0
                ? translate('app.evidences.unpaid_none')
                : translate('app.evidences.unpaid_hours', { hours: data.unpaid_booking_hours })}
          </Typography>
        </Box>
      </Box>
      <Link component={RouterLink} to={statementPath(agencyId, data.currency)} sx={{ display: 'inline-block', mt: 1 }}>
        {translate('app.evidences.statement_link')}
      </Link>
    </Paper>
  );
}
