/**
 * The currency of spec §2: the agency's, which the user cannot change. Shown as what it is — a
 * labelled value — not as a disabled select that looks broken and invites a click.
 */
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { currencyById } from '../../../domain/currencies.ts';

export function CurrencyDisplay({ currencyId }: { currencyId: number }) {
  const translate = useTranslate();
  const currency = currencyById(currencyId);
  const label = translate('app.topbar.currency');
  return (
    <Box
      title={label}
      aria-label={currency ? `${label}: ${currency.abbreviation}` : label}
      role="note"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1, fontSize: 14, fontWeight: 500, color: 'inherit', whiteSpace: 'nowrap' }}
    >
      <PaymentsOutlinedIcon fontSize="small" aria-hidden />
      {currency ? `${currency.symbol} ${currency.abbreviation}` : '-'}
    </Box>
  );
}
