/**
 * The checkout's payment choice (docs/api-cart.md 'Paying at checkout'): pay the whole order from
 * the agency's funds, part of it, or book unpaid (only when the unpaid_booking_hours setting allows
 * it). Controlled: the caller turns the value into the checkout body's `payment` with toPayment.
 */
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export type PaymentMode = 'agency_funds' | 'partial' | 'unpaid';
export interface PaymentValue {
  mode: PaymentMode;
  amount: string;
}

/** The checkout body's `payment` (left out when booking unpaid). */
export function toPayment(value: PaymentValue): { provider: 'agency_funds' | 'partial'; amount?: string } | undefined {
  if (value.mode === 'unpaid') return undefined;
  return value.mode === 'partial' ? { provider: 'partial', amount: value.amount.trim() } : { provider: 'agency_funds' };
}

interface Props {
  value: PaymentValue;
  onChange: (value: PaymentValue) => void;
  unpaidAllowed: boolean;
  /** A field error of `payment.amount` from the server, already translated. */
  amountError?: string;
}

export function PaymentChoice({ value, onChange, unpaidAllowed, amountError }: Props) {
  const translate = useTranslate();
  const modes: PaymentMode[] = unpaidAllowed ? ['agency_funds', 'partial', 'unpaid'] : ['agency_funds', 'partial'];
  return (
    <FormControl>
      <FormLabel id="cart-payment-label">{translate('app.cartPage.payment.label')}</FormLabel>
      <RadioGroup aria-labelledby="cart-payment-label" value={value.mode} onChange={(e) => onChange({ ...value, mode: e.target.value as PaymentMode })}>
        {modes.map((mode) => (
          <FormControlLabel key={mode} value={mode} control={<Radio />} label={translate(`app.cartPage.payment.${mode}`)} />
        ))}
      </RadioGroup>
      {value.mode === 'partial' ? (
        <TextField
          label={translate('app.cartPage.payment.amount')}
          value={value.amount}
          onChange={(e) => onChange({ ...value, amount: e.target.value })}
          error={Boolean(amountError)}
          helperText={amountError}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          size="small"
        />
      ) : null}
    </FormControl>
  );
}
