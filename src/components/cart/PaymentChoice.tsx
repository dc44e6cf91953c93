/**
 * How a booking is settled as it is made — the cart's checkout and the flight booking's verify step
 * (docs/api-cart.md 'Paying at checkout'): the choices of paymentOptions.ts that the server offers
 * this user, the partial amount, and the deadline of an unpaid booking. Controlled: the caller turns
 * the value into the body's `payment` with toPayment.
 */
import { Alert, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { deadlineFrom, offeredOptions, type PaymentContext, type PaymentValue } from './paymentOptions.ts';

export type { PaymentValue } from './paymentOptions.ts';
export { toPayment } from './paymentOptions.ts';

interface Props {
  value: PaymentValue;
  onChange: (value: PaymentValue) => void;
  context: PaymentContext;
  /** A field error of `payment.amount` (or `payment`) from the server, already translated. */
  amountError?: string;
  /** When the booking would be made (the deadline shown runs from it). */
  now?: Date;
}

export function formatDeadline(date: Date | string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(typeof date === 'string' ? new Date(date) : date);
}

export function PaymentChoice({ value, onChange, context, amountError, now }: Props) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const labelId = useId();
  const options = offeredOptions(context);
  if (options.length === 0) return <Alert severity="warning">{translate('app.checkout.payment.none')}</Alert>;
  const chosen = options.find((o) => o.mode === value.mode);
  return (
    <FormControl>
      <FormLabel id={labelId}>{translate('app.cartPage.payment.label')}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value.mode} onChange={(e) => onChange({ ...value, mode: e.target.value })}>
        {options.map((o) => (
          <FormControlLabel key={o.mode} value={o.mode} control={<Radio />} label={translate(o.label ?? `app.cartPage.payment.${o.mode}`)} />
        ))}
      </RadioGroup>
      {chosen?.details === 'amount' && (
        <TextField
          label={translate('app.cartPage.payment.amount')}
          value={value.amount}
          onChange={(e) => onChange({ ...value, amount: e.target.value })}
          error={Boolean(amountError)}
          helperText={amountError}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          size="small"
          sx={{ mt: 1, maxWidth: 240 }}
        />
      )}
      {chosen?.details === 'deadline' && (
        <FormHelperText sx={{ mx: 0 }}>{translate('app.checkout.payment.deadline', { deadline: formatDeadline(deadlineFrom(now ?? new Date(), context.unpaidHours), language) })}</FormHelperText>
      )}
      {chosen?.details !== 'amount' && amountError && <FormHelperText error>{amountError}</FormHelperText>}
    </FormControl>
  );
}
