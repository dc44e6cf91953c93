/** The agency filters the accountants' lists share (level, parent, country, currency, name), and their money cells. */
import { Box, Paper, Typography } from '@mui/material';
import { SelectInput, TextInput, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { CURRENCIES } from '../../domain/currencies.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { AgencyInput, CountryInput } from '../../src/components/referenceInputs.tsx';
import { levelChoices } from '../common/choices.ts';

const currencyChoices = CURRENCIES.map((c) => ({ id: c.id, name: c.abbreviation }));

export function agencyFilters(resource: string, alwaysOn: readonly string[] = ['name']) {
  const label = (source: string) => `resources.${resource}.fields.${source}`;
  const on = (source: string) => alwaysOn.includes(source);
  return [
    <TextInput key="name" source="name" label={label('name')} alwaysOn={on('name')} />,
    <SelectInput key="level" source="level" choices={levelChoices} label={label('level')} emptyText="app.network.any" alwaysOn={on('level')} />,
    <AgencyInput key="parent" source="parent" label={label('parent')} helperText={false} fullWidth={false} />,
    <CountryInput key="country" source="country" label={label('country')} helperText={false} fullWidth={false} />,
    <SelectInput key="currency" source="currency" choices={currencyChoices} translateChoice={false} label={label('currency')} emptyText="app.network.any" alwaysOn={on('currency')} />,
  ];
}

/** A right-aligned amount in its currency. */
export function Money({ amount, currency }: { amount: string | null | undefined; currency: number }) {
  const [language] = useLocaleState();
  const negative = Number(amount) < 0;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', color: negative ? 'error.main' : undefined }}>
      {formatMoney(amount ?? '0', currency, language)}
    </Box>
  );
}

/** The `totals` of the page's answer (one line per currency), with the labels of `fields`. */
export function TotalsPanel({ resource, fields }: { resource: string; fields: readonly string[] }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { meta } = useListContext();
  const totals = (meta as { totals?: (Record<string, string | number> & { currency: number; agencies?: number })[] } | undefined)?.totals ?? [];
  if (totals.length === 0) return null;
  return (
    <Paper variant="outlined" role="group" aria-label={translate('app.accounting.totals')} sx={{ m: 1, px: 2, py: 1 }}>
      {totals.map((line) => (
        <Box key={line.currency} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, py: 0.5 }} data-testid={`totals-${line.currency}`}>
          <Typography variant="subtitle2" component="p" sx={{ width: '100%' }}>
            {translate('app.accounting.totals_currency', { currency: CURRENCIES.find((c) => c.id === line.currency)?.abbreviation ?? line.currency, count: line.agencies ?? '' })}
          </Typography>
          {fields.map((field) => (
            <Box key={field}>
              <Typography variant="caption" color="text.secondary" component="p">
                {translate(`resources.${resource}.fields.${field}`)}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatMoney(String(line[field] ?? '0'), line.currency, language)}</Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Paper>
  );
}
