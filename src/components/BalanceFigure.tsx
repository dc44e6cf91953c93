/** One labelled balance of a statement's head (opening, closing): caption above, the amount in bold. */
import { Box, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { formatMoney } from './flights/format.ts';

export function BalanceFigure({ label, amount, currency, testId }: { label: string; amount: string; currency: number; testId: string }) {
  const [language] = useLocaleState();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid={testId}>
        {formatMoney(amount, currency, language)}
      </Typography>
    </Box>
  );
}
