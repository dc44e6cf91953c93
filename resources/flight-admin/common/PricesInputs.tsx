/**
 * The six prices of a route, calendar or departure (spec §3 'Route' and 'Flight schedule'): adult,
 * child and infant, one way and round trip (the API's *_oi fields), as decimal texts.
 */
import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';

export const PRICE_FIELDS = ['price_adult', 'price_child', 'price_infant', 'price_adult_oi', 'price_child_oi', 'price_infant_oi'] as const;

const ROWS = [
  { title: 'app.flightAdmin.prices.one_way', fields: PRICE_FIELDS.slice(0, 3) },
  { title: 'app.flightAdmin.prices.round_trip', fields: PRICE_FIELDS.slice(3) },
];

export function PricesInputs({ disabled, helper }: { disabled?: boolean; helper?: string }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }} disabled={disabled}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('app.flightAdmin.prices.title')}
      </Typography>
      {helper && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(helper)}
        </Typography>
      )}
      {ROWS.map((row) => (
        <Box key={row.title} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px repeat(3, 1fr)' }, gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(row.title)}
          </Typography>
          {row.fields.map((field) => (
            <TextInput
              key={field}
              source={field}
              label={`app.flightAdmin.prices.${field}`}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText={false}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
