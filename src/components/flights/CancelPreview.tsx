/**
 * What a cancellation would cost, shown before it is confirmed: the booked policy explained, then
 * the total, the penalty and the refund, and how many days before the start it is. The flight and
 * the hotel cancel dialogs show it alike; each passes its own title and days-before message.
 */
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PolicyExplanation } from '../../../domain/pricing/cancellation.ts';
import { ExplainedPolicies } from './ExplainedPolicies.tsx';
import { formatMoney } from './format.ts';

export interface CancelPreviewProps {
  policyTitle: string;
  daysBeforeMessage: string;
  currency: number;
  total: string;
  preview: { penalty: string; refund: string; daysBefore: number; policies: readonly PolicyExplanation[] };
}

export function CancelPreview({ policyTitle, daysBeforeMessage, currency, total, preview }: CancelPreviewProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const money = (amount: string) => formatMoney(amount, currency, language);
  return (
    <>
      <Typography variant="subtitle2">{translate(policyTitle)}</Typography>
      <ExplainedPolicies policies={preview.policies} currency={currency} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5, my: 2 }} aria-label={translate('app.flights.cancel.preview')}>
        <Typography component="dt">{translate('app.flights.verify.total')}</Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {money(total)}
        </Typography>
        <Typography component="dt">{translate('app.flights.cancel.penalty')}</Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }} data-testid="cancel-penalty">
          {money(preview.penalty)}
        </Typography>
        <Typography component="dt">{translate('app.flights.cancel.refund')}</Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {money(preview.refund)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate(daysBeforeMessage, { smart_count: Math.max(preview.daysBefore, 0) })}
      </Typography>
    </>
  );
}
