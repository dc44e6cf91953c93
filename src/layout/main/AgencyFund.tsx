/** Agency fund in the top bar (spec §2, rule canSeeAgencyFund): funds with the currency symbol, '-' on failure. */
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { currencyById } from '../../../domain/currencies.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { currentLanguage } from '../../i18n/language.ts';

/** '1234.5' in USD → '$ 1,234.50' (es: '$ 1.234,50'). Display only: no arithmetic on the amount. */
export function formatFunds(funds: string, currencyId: number, language = currentLanguage()): string {
  const amount = Number(funds);
  if (!Number.isFinite(amount)) return '-';
  const symbol = currencyById(currencyId)?.symbol ?? '';
  const text = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(amount);
  return `${symbol} ${text}`.trim();
}

export function AgencyFund({ agencyId }: { agencyId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['agency-funds', agencyId],
    queryFn: () => dataProvider.getAgencyFunds(agencyId),
    retry: false,
  });
  const value = isError || !data ? (isError ? '-' : '…') : formatFunds(data.funds, data.currency);
  return (
    <Stack direction="row" spacing={1} sx={{ px: 1, alignItems: 'center' }}>
      <AccountBalanceWalletIcon fontSize="small" sx={{ opacity: 0.8 }} />
      <Box>
        <Typography variant="caption" component="div" sx={{ opacity: 0.75, lineHeight: 1.1 }}>
          {translate('app.topbar.agency_fund')}
        </Typography>
        <Typography variant="body2" component="div" sx={{ fontWeight: 600, lineHeight: 1.2 }} data-testid="agency-fund">
          {value}
        </Typography>
      </Box>
    </Stack>
  );
}
