/**
 * The cancellation policy as the customer reads it (spec §3, §5): one line per policy whose value
 * is above 0 ('from 3 to 7 days before departure: 50 % of the total'); none left → 'no penalty'.
 */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { toMinor } from '../../../domain/money.ts';
import type { CancellationPolicy } from '../../../domain/pricing/cancellation.ts';
import { formatMoney } from './format.ts';

export function policyLine(policy: CancellationPolicy, translate: (key: string, options?: object) => string, language: string, currency?: number): string {
  const range =
    policy.max_days === null
      ? translate('app.flights.policy.from_days', { min: policy.min_days })
      : translate('app.flights.policy.range_days', { min: policy.min_days, max: policy.max_days });
  const value =
    policy.discount_type === 'percent'
      ? translate('app.flights.policy.percent', { value: Number(policy.value) })
      : policy.discount_type === 'fixed'
        ? translate('app.flights.policy.fixed', { value: formatMoney(policy.value, currency, language) })
        : translate('app.flights.policy.nights', { smart_count: Number(policy.value) });
  return `${range}: ${value}`;
}

export function CancellationPolicyList({ policies, currency, dense = true }: { policies: readonly CancellationPolicy[] | null | undefined; currency?: number; dense?: boolean }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const charged = (policies ?? []).filter((policy) => toMinor(policy.value) > 0);
  if (charged.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.flights.policy.none')}
      </Typography>
    );
  }
  return (
    <List dense={dense} disablePadding>
      {charged.map((policy, i) => (
        <ListItem key={`${policy.name}-${i}`} disableGutters sx={{ py: 0 }}>
          <ListItemText primary={policyLine(policy, translate, language, currency)} secondary={policy.name} slotProps={{ primary: { variant: 'body2' } }} />
        </ListItem>
      ))}
    </List>
  );
}
