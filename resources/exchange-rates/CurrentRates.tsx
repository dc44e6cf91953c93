/** The rates in effect today, beside the history: what a quote made now converts with. */
import { Box, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { formatDate } from '../../src/components/flights/format.ts';

export const CURRENT_RATES_KEY = ['exchange-rates', 'current'] as const;

export function CurrentRates() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: CURRENT_RATES_KEY, queryFn: () => dataProvider.getCurrentRates() });
  return (
    <Box sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 200 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {translate('app.exchangeRates.current')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.exchangeRates.base')}
          </Typography>
          <List dense disablePadding aria-label={translate('app.exchangeRates.current')}>
            {(data?.rates ?? [])
              .filter((r) => r.currency !== data?.base)
              .map((r) => (
                <ListItem key={r.currency} disableGutters>
                  <ListItemText
                    primary={`${r.currency_code} ${r.rate ?? '—'}`}
                    secondary={r.effective_from ? translate('app.exchangeRates.since', { date: formatDate(r.effective_from, language) }) : translate('app.exchangeRates.none')}
                  />
                </ListItem>
              ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}
