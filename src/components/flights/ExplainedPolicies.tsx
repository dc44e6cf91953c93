/**
 * A cancellation's policies as the cancel dialogs show them (flight and hotel bookings): each in the
 * order of its days, with why it is charged today or not (domain/pricing/cancellation.ts explainCancellation).
 */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { fromMinor } from '../../../domain/money.ts';
import type { PolicyExplanation } from '../../../domain/pricing/cancellation.ts';
import { policyLine } from './CancellationPolicyList.tsx';
import { formatMoney } from './format.ts';

/** Each listed policy in the order of its days, with why it is charged today or not. */
export function ExplainedPolicies({ policies, currency }: { policies: readonly PolicyExplanation[]; currency: number }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (policies.length === 0) return <Typography variant="body2">{translate('app.flights.policy.none')}</Typography>;
  return (
    <List dense disablePadding data-testid="cancel-policies">
      {policies.map(({ policy, verdict, penaltyMinor }, i) => (
        <ListItem key={`${policy.name}-${i}`} disableGutters sx={{ py: 0 }}>
          <ListItemText
            primary={policyLine(policy, translate, language, currency)}
            secondary={`${policy.name} · ${translate(`app.flights.cancel.verdicts.${verdict}`, { penalty: formatMoney(fromMinor(penaltyMinor), currency, language) })}`}
            slotProps={{ primary: { variant: 'body2', sx: { fontWeight: verdict === 'charged' ? 700 : undefined } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

