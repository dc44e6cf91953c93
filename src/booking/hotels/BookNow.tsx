/**
 * The hotel page's 'book now' (POST hotels/book/, docs/api-hotels-booking.md 'Booking without the
 * cart'): the choice the flight booking's verify step offers, without the cart — pay from the
 * funds, pay part, pay by card, or book unpaid with a deadline where allowed — through the shared
 * PaymentChoice, then the server's shared checkout. One Idempotency-Key per page: a double click or
 * a retry after a lost answer books once (a refused booking stores nothing, so trying again with
 * the same key after fixing the stay is safe). A new price (409 price_changed) is shown and
 * confirmed by booking again with it.
 */
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { HotelStayBody } from '../../../dataProvider/hotelSales.ts';
import { newIdempotencyKey } from '../../../dataProvider/idempotency.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { CheckoutRecord, PriceChangeRecord } from '../../../domain/records/cart.ts';
import type { CheckoutPaymentBody } from '../../../domain/schemas/orderPayment.ts';
import { PaymentChoice } from '../../components/cart/PaymentChoice.tsx';
import { conflictCode, serverFieldErrors } from '../../components/cart/checkoutValues.ts';
import { defaultPaymentValue, followCardRedirect, toPayment, type PaymentValue } from '../../components/cart/paymentOptions.ts';
import { usePaymentContext } from '../../components/cart/usePaymentOptions.ts';
import { formatMoney } from '../../components/flights/format.ts';
import { useHandleError } from '../../errors/useHandleError.ts';

interface BookNowProps {
  /** The stay as the page has it (called only when `ready`). */
  stay: () => HotelStayBody;
  /** Every room chosen and named; else the click asks the page to show what is missing. */
  ready: boolean;
  onMissing: () => void;
  /** The total the page shows: the server refuses another one with the price of now. */
  price: string;
  currency?: number;
  onDone: (result: CheckoutRecord) => void;
}

export function BookNow({ stay, ready, onMissing, price, currency, onDone }: BookNowProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const handleError = useHandleError();
  const titleId = useId();
  const [key] = useState(newIdempotencyKey);
  const { context } = usePaymentContext();
  const [chosen, setChosen] = useState<PaymentValue | null>(null);
  const payment = chosen ?? (context ? defaultPaymentValue(context) : null);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  // The new price the server answered, to be confirmed: sent instead of the page's while it stands.
  const [newPrice, setNewPrice] = useState<{ from: string; to: string } | null>(null);
  const booking = useMutation({ mutationFn: (body: HotelStayBody & { payment?: CheckoutPaymentBody }) => dataProvider.bookHotelNow(body, key) });

  const refused = (error: unknown, sent: string) => {
    const code = conflictCode(error);
    const fields = serverFieldErrors(error);
    if (code === 'price_changed') {
      const change = ((error as { body?: { data?: { items?: PriceChangeRecord[] } } }).body?.data?.items ?? [])[0];
      if (change) setNewPrice({ from: sent, to: change.new_price });
      else handleError(error);
    } else if (code === 'insufficient_funds') {
      setProblem(translate('app.checkout.errors.insufficient_funds'));
    } else if (code) {
      // no_availability, a pricing code…: the server's translated detail says what to change.
      setProblem((error as { body?: { detail?: string } }).body?.detail ?? translate('app.checkout.errors.fields'));
    } else if (fields) {
      setAmountError(fields['payment.amount'] ?? fields.payment);
      const elsewhere = Object.entries(fields).filter(([name]) => !name.startsWith('payment'));
      if (elsewhere.length > 0) setProblem(elsewhere.map(([, m]) => m).join(' '));
    } else {
      // No answer or a server error: the booking may exist; the same key makes a retry safe.
      handleError(error);
    }
  };

  const book = () => {
    if (!ready) {
      onMissing();
      return;
    }
    if (!payment || booking.isPending) return;
    setProblem(null);
    setAmountError(undefined);
    const sent = newPrice?.to ?? price;
    const paying = toPayment(payment);
    booking.mutate(
      { ...stay(), price: sent, ...(paying ? { payment: paying } : {}) },
      {
        onSuccess: (result) => {
          setNewPrice(null);
          void queryClient.invalidateQueries({ queryKey: ['agency-funds'] });
          onDone(result);
          followCardRedirect(result);
        },
        onError: (error) => refused(error, sent),
      },
    );
  };

  const money = (amount: string) => formatMoney(amount, currency, language);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="h2">
        {translate('app.hotelSales.detail.book_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.hotelSales.detail.book_intro')}
      </Typography>
      {newPrice && (
        <Alert severity="warning" role="alert">
          {translate('app.hotelSales.detail.price_changed', { from: money(newPrice.from), to: money(newPrice.to) })}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {context && payment && (
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
      <Box>
        <Button variant="contained" onClick={book} disabled={booking.isPending || !payment?.mode} startIcon={booking.isPending ? <CircularProgress size={16} /> : undefined}>
          {translate(newPrice ? 'app.hotelSales.detail.book_again' : 'app.hotelSales.detail.book')}
        </Button>
      </Box>
    </Paper>
  );
}
