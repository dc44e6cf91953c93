/**
 * The checkout of /cart (docs/api-cart.md 'Checkout'): the order's customer, each item's passengers
 * (the flight booking's own inputs: directory, passport reader, a previous booking's family), an
 * optional seller, how to settle it (PaymentChoice), then POST cart/checkout/ with an Idempotency-Key.
 * A 409 price_changed asks to confirm the new prices and posts again; no_seats and
 * insufficient_funds are explained; a 400 lands under its field.
 */
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, useDataProvider, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { toMinor, fromMinor } from '../../../domain/money.ts';
import type { CartItemRecord, CheckoutRecord, PriceChangeRecord } from '../../../domain/records/cart.ts';
import type { CheckoutBody } from '../../../domain/schemas/cart.ts';
import { PassengerFields } from '../passengers/PassengerFields.tsx';
import { PreviousBookingPick } from '../passengers/PreviousBookingPick.tsx';
import { useHandleError } from '../../errors/useHandleError.ts';
import { FormServerError } from '../../forms/FormServerError.tsx';
import { CART_SUMMARY_KEY } from '../../layout/main/CartLink.tsx';
import { formatDate, formatMoney } from '../flights/format.ts';
import { asksPassengers, checkoutBody, conflictCode, initialCheckout, isFormField, itemList, serverFieldErrors, validateCheckout, type CheckoutValues } from './checkoutValues.ts';
import { CustomerPicker } from './CustomerPicker.tsx';
import { CART_ITEMS_KEY } from './keys.ts';
import { PaymentChoice } from './PaymentChoice.tsx';
import { defaultPaymentValue, followCardRedirect, toPayment, type PaymentValue } from './paymentOptions.ts';
import { PriceChangedDialog } from './PriceChangedDialog.tsx';
import { SellerPicker } from './SellerPicker.tsx';
import { usePaymentContext } from './usePaymentOptions.ts';

const newKey = () => crypto.randomUUID();

/** Puts the server's 400 messages under their inputs (the rest go above the form). */
function ServerErrors({ errors }: { errors: Record<string, string> | null }) {
  const { setError } = useFormContext();
  useEffect(() => {
    if (!errors) return;
    for (const [name, message] of Object.entries(errors)) {
      if (isFormField(name)) setError(name, { type: 'server', message }, { shouldFocus: false });
    }
  }, [errors, setError]);
  return null;
}

function ItemPassengers({ item, index, onFilled }: { item: CartItemRecord; index: number; onFilled: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const list = itemList(index);
  const count = item.passengers.adults + item.passengers.children + item.passengers.infants;
  return (
    <Box component="section" aria-labelledby={`checkout-item-${item.id}`} sx={{ mb: 3 }}>
      <Typography id={`checkout-item-${item.id}`} variant="h6" component="h3" gutterBottom>
        {translate('app.checkout.items.item', { description: item.description, dates: `${formatDate(item.start_date, language)} – ${formatDate(item.end_date, language)}` })}
      </Typography>
      <PreviousBookingPick party={item.passengers} list={list} onFilled={onFilled} />
      {Array.from({ length: count }, (_, i) => (
        <PassengerFields key={i} index={i} holder={i === 0} list={list} />
      ))}
    </Box>
  );
}

interface CheckoutFormProps {
  items: readonly CartItemRecord[];
  onDone: (result: CheckoutRecord) => void;
  /** Values to start from (a checkout taken up again); fresh passenger blocks otherwise. */
  initial?: CheckoutValues;
}

export function CheckoutForm({ items, onDone, initial }: CheckoutFormProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const handleError = useHandleError();
  const { context } = usePaymentContext();
  const [chosen, setChosen] = useState<PaymentValue | null>(null);
  const payment = chosen ?? (context ? defaultPaymentValue(context) : { mode: '', amount: '' });
  const [key] = useState(newKey);
  const [changes, setChanges] = useState<PriceChangeRecord[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const lastBody = useRef<CheckoutBody | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // The form starts once from the items it was opened with; the page remounts it when they change.
  const defaults = useMemo(() => initial ?? initialCheckout(items), []);
  const validate = useMemo(() => validateCheckout(items, new Date().toISOString().slice(0, 10)), [items]);
  const total = fromMinor(items.reduce((sum, i) => sum + toMinor(i.price), 0));
  const currency = items[0]?.currency ?? 1;

  const checkout = useMutation({ mutationFn: (body: CheckoutBody) => dataProvider.checkoutCart(body, key) });

  const refused = (error: unknown) => {
    const code = conflictCode(error);
    const fields = serverFieldErrors(error);
    if (code === 'price_changed') {
      setChanges(((error as { body?: { data?: { items?: PriceChangeRecord[] } } }).body?.data?.items ?? []) as PriceChangeRecord[]);
      void queryClient.invalidateQueries({ queryKey: CART_ITEMS_KEY });
    } else if (code === 'no_seats' || code === 'insufficient_funds') {
      setProblem(translate(`app.checkout.errors.${code}`));
    } else if (fields) {
      setServerErrors(fields);
      setAmountError(fields['payment.amount'] ?? fields.payment);
      const elsewhere = Object.entries(fields).filter(([name]) => !isFormField(name) && !name.startsWith('payment'));
      setProblem(elsewhere.length > 0 ? elsewhere.map(([, m]) => m).join(' ') : translate('app.checkout.errors.fields'));
    } else {
      // No answer or a server error: the same Idempotency-Key makes a retry safe.
      handleError(error);
    }
  };

  const send = (body: CheckoutBody) => {
    lastBody.current = body;
    setProblem(null);
    setAmountError(undefined);
    setServerErrors(null);
    checkout.mutate(body, {
      onSuccess: (result) => {
        setChanges(null);
        for (const queryKey of [CART_ITEMS_KEY, CART_SUMMARY_KEY, ['agency-funds']]) void queryClient.invalidateQueries({ queryKey });
        onDone(result);
        followCardRedirect(result);
      },
      onError: (error) => {
        setChanges(null);
        refused(error);
      },
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="checkout-title" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Form record={defaults as unknown as RaRecord} defaultValues={defaults} validate={validate} mode="onTouched" reValidateMode="onChange" noValidate onSubmit={(values: Record<string, unknown>) => send(checkoutBody(values as unknown as CheckoutValues, toPayment(payment)))}>
        <ServerErrors errors={serverErrors} />
        <Typography id="checkout-title" variant="h5" component="h2" gutterBottom>
          {translate('app.checkout.submit')}
        </Typography>
        <FormServerError />
        <Box sx={{ maxWidth: 640 }}>
          <CustomerPicker />
        </Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
          {translate('app.checkout.items.title')}
        </Typography>
        {items.map((item, index) => (asksPassengers(item) ? <ItemPassengers key={item.id} item={item} index={index} onFilled={() => submitButton.current?.focus()} /> : null))}
        <Box sx={{ maxWidth: 640 }}>
          <SellerPicker />
        </Box>
        <Typography component="p" variant="h6" sx={{ my: 2 }}>
          {translate('app.checkout.total')}: {formatMoney(total, currency, language)}
        </Typography>
        {context && (
          <PaymentChoice
            value={payment}
            context={context}
            amountError={amountError}
            onChange={(v) => {
              setChosen(v);
              setAmountError(undefined);
            }}
          />
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ my: 2 }}>
            {problem}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <Button ref={submitButton} type="submit" variant="contained" disabled={checkout.isPending || !context || payment.mode === ''} startIcon={checkout.isPending ? <CircularProgress size={16} /> : undefined}>
            {translate('app.checkout.submit')}
          </Button>
        </Box>
      </Form>
      {changes && (
        <PriceChangedDialog
          changes={changes}
          items={items}
          busy={checkout.isPending}
          onCancel={() => setChanges(null)}
          onConfirm={() => lastBody.current && send(lastBody.current)}
        />
      )}
    </Paper>
  );
}
