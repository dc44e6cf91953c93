/** The currency selector of spec §2: disabled, showing the agency currency. */
import { MenuItem, Select } from '@mui/material';
import { useTranslate } from 'ra-core';
import { CURRENCIES } from '../../../domain/currencies.ts';

export function CurrencyDisplay({ currencyId }: { currencyId: number }) {
  const translate = useTranslate();
  const known = CURRENCIES.some((c) => c.id === currencyId);
  return (
    <Select
      size="small"
      value={known ? currencyId : ''}
      disabled
      aria-label={translate('app.topbar.currency')}
      sx={{
        minWidth: 96,
        color: 'inherit',
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.35) !important' },
        '& .MuiSelect-select.Mui-disabled': { WebkitTextFillColor: 'rgba(255,255,255,0.9)' },
        '& .MuiSvgIcon-root': { color: 'rgba(255,255,255,0.5)' },
      }}
    >
      {CURRENCIES.map((currency) => (
        <MenuItem key={currency.id} value={currency.id}>
          {`${currency.symbol} ${currency.abbreviation}`}
        </MenuItem>
      ))}
    </Select>
  );
}
