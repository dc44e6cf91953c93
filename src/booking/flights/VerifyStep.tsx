/**
 * Step 3: verify and confirm. The server re-prices the selection (flights/v2/price-calculation/);
 * when that price, or the booking's 409 price_changed, differs from what the user saw, the user is
 * told and confirms again. The booking carries the draft's Idempotency-Key, so a double click or a
 * retry after a lost answer never books twice. It is settled as the cart's checkout is (PaymentChoice:
 * pay from the funds, pay part, or book unpaid with a deadline where allowed; docs/api-cart.md), the
 * first choice offered already chosen so the booking costs no extra step.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Checkbox, CircularProgress, Collapse, FormControlLabel, Link, Paper, TextField, Typography } from '@mui/material';
import { CancellationPolicyList } from '../../components/flights/CancellationPolicyList.tsx';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { isHttpError } from '../../../dataProvider/errors.ts';
import type { PriceQuoteRecord as PriceQuote } from '../../../domain/records/flightBooking.ts';
import type { BookingBody } from '../../../dataProvider/flights.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { formatMoney } from '../../components/flights/format.ts';
import { useHandleError } from '../../errors/useHandleError.ts';
import type { FlightDraft } from './draft.ts';
import { BookingSummary } from './BookingSummary.tsx';
import type { ServerFieldErrors } from './PassengersStep.tsx';
import { toPassenger } from './passengerValues.ts';
import { PriceSummary } from './PriceSummary.tsx';
import { countsOf, estimate, priceBody, quoteDiffers } from './selection.ts';
import { AddToCartButton } from '../../components/cart/AddToCartButton.tsx';
import { PaymentChoice } from '../../components/cart/PaymentChoice.tsx';
import { defaultPaymentValue, followCardRedirect, toPayment, type PaymentValue } from '../../components/cart/paymentOptions.ts';
import { usePaymentContext } from '../../components/cart/usePaymentOptions.ts';
import type { DraftUpdate } from './useFlightDraft.ts';

interface PriceNotice {
  from: string;
  to: string;
  currency: number;
}

/** The 400 of a call as `field → message` (the http client already joined each field's list). */
function fieldErrors(error: unknown): ServerFieldErrors | null {
  if (!isHttpError(error) || error.status !== 400 || !error.body?.data || typeof error.body.data !== 'object') return null;
  const out: ServerFieldErrors = {};
  for (const [field, value] of Object.entries(error.body.data as Record<string, unknown>)) {
    out[field] = Array.isArray(value) ? value.map(String).join(' ') : String(value);
  }
  return out;
}

interface VerifyStepProps {
  draft: FlightDraft;
  update: (change: DraftUpdate) => void;
  onPassengerErrors: (errors: ServerFieldErrors) => void;
}

export function VerifyStep({ draft, update, onPassengerErrors }: VerifyStepProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const handleError = useHandleError();
  const counts = countsOf(draft.search);
  const [notice, setNotice] = useState<PriceNotice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [code, setCode] = useState(draft.discount_code);
  const [accepted, setAccepted] = useState(false);
  const [showPolicy, setShowPolicy] = useState(false);
  const { context: paymentContext } = usePaymentContext();
  const [chosenPayment, setChosenPayment] = useState<PaymentValue | null>(null);
  const payment = chosenPayment ?? (paymentContext ? defaultPaymentValue(paymentContext) : null);
  const [amountError, setAmountError] = useState<string | undefined>();
  const pricing = useMutation({ mutationFn: (discountCode: string) => dataProvider.calculateFlightPrice(priceBody({ ...draft, discount_code: discountCode })) });
  const booking = useMutation({ mutationFn: (body: BookingBody) => dataProvider.bookFlight(body, draft.idempotencyKey) });
  const quoting = pricing.isPending;
  const confirming = booking.isPending;

  /** Prices the selection again; `then` gets the new price (a discount's, or after a refusal). */
  const quote = (discountCode: string, previous: PriceQuote | null, then?: (fresh: PriceQuote) => void) => {
    setCodeError(null);
    pricing.mutate(discountCode, {
      onSuccess: (answer) => {
        update({ quote: answer, discount_code: discountCode });
        const before = estimate(draft);
        // A new discount changes the price on purpose; anything else the user must be told.
        if (!discountCode && !previous && before && quoteDiffers(answer, before)) {
          setNotice({ from: before.total, to: answer.total, currency: answer.currency });
        }
        then?.(answer);
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields?.discount_code) setCodeError(fields.discount_code);
        else if (fields) setProblem(Object.values(fields).join(' '));
        else handleError(error);
      },
    });
  };

  useEffect(() => {
    if (!draft.quote) quote(draft.discount_code, null);
    // Only when the step opens without a price.
  }, []);

  /** What a refused booking means for the user: a new price to accept, no seats, or fields to fix. */
  const refused = (error: unknown, current: PriceQuote) => {
    const reason = isHttpError(error) ? error.body?.code : undefined;
    const data = isHttpError(error) ? (error.body?.data as { price?: PriceQuote } | undefined) : undefined;
    const fields = fieldErrors(error);
    const showNewPrice = (fresh: PriceQuote) => {
      update({ quote: fresh });
      setNotice({ from: current.total, to: fresh.total, currency: fresh.currency });
      setAccepted(false);
    };
    if (reason === 'price_changed') {
      if (data?.price) showNewPrice(data.price);
      else quote(draft.discount_code, current, showNewPrice);
    } else if (reason === 'no_seats') {
      setProblem(translate('app.flights.verify.no_seats'));
    } else if (reason === 'insufficient_funds') {
      setProblem(translate('app.checkout.errors.insufficient_funds'));
    } else if (fields && (fields['payment.amount'] || fields.payment)) {
      setAmountError(fields['payment.amount'] ?? fields.payment);
    } else if (fields && Object.keys(fields).some((f) => f.startsWith('passengers'))) {
      onPassengerErrors(fields);
    } else if (fields?.price_token) {
      // The price expired (10 minutes): a new one, shown, to be confirmed again.
      quote(draft.discount_code, current, (fresh) => setNotice({ from: current.total, to: fresh.total, currency: fresh.currency }));
      setProblem(translate('app.flights.verify.price_expired'));
    } else if (fields) {
      setProblem(Object.values(fields).join(' '));
    } else {
      // No answer or a server error: the booking may or may not exist. The same key makes a retry safe.
      handleError(error);
    }
  };

  const confirm = () => {
    const current = draft.quote;
    if (!current || booking.isPending) return;
    setProblem(null);
    setAmountError(undefined);
    const paying = payment ? toPayment(payment) : undefined;
    const body = { ...priceBody(draft), passengers: draft.passengers.map(toPassenger), price_token: current.price_token, ...(paying ? { payment: paying } : {}) };
    booking.mutate(body, {
      onSuccess: (reservation) => {
        update({ step: 'done', reservation: { id: reservation.id, locator: reservation.locator, settlement: reservation.settlement } });
        followCardRedirect(reservation.settlement);
      },
      onError: (error) => refused(error, current),
    });
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
      <BookingSummary draft={draft} />
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={translate('app.flights.verify.price_title')}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.flights.verify.price_title')}
        </Typography>
        {notice && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {translate('app.flights.verify.price_changed', { from: formatMoney(notice.from, notice.currency, language), to: formatMoney(notice.to, notice.currency, language) })}
          </Alert>
        )}
        {problem && (
          <Alert
            severity="error"
            role="alert"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => update({ step: 'select', quote: null })}>
                {translate('app.flights.verify.choose_again')}
              </Button>
            }
          >
            {problem}
          </Alert>
        )}
        {draft.quote ? <PriceSummary quote={draft.quote} counts={counts} /> : quoting && <CircularProgress size={24} aria-label={translate('app.flights.verify.pricing')} />}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}>
          <TextField
            size="small"
            label={translate('app.flights.verify.discount_code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={!!codeError}
            helperText={codeError ?? ' '}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <Button variant="outlined" onClick={() => quote(code.trim(), draft.quote)} disabled={quoting || confirming}>
            {translate('app.flights.verify.apply_code')}
          </Button>
        </Box>
        <FormControlLabel
          control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
          label={translate(notice ? 'app.flights.verify.accept_new_price' : 'app.flights.verify.accept_terms')}
        />
        {/* What the checkbox accepts, one click away (issue 8). */}
        <Link component="button" type="button" variant="body2" onClick={() => setShowPolicy((shown) => !shown)} aria-expanded={showPolicy} sx={{ display: 'block', mb: 1 }}>
          {translate('app.flights.verify.read_policy')}
        </Link>
        <Collapse in={showPolicy} unmountOnExit>
          <CancellationPolicyList policies={draft.outbound?.cancellation_policy} currency={draft.outbound?.currency} />
        </Collapse>
        {paymentContext && payment && (
          <Box sx={{ my: 1 }}>
            <PaymentChoice
              value={payment}
              context={paymentContext}
              amountError={amountError}
              onChange={(v) => {
                setChosenPayment(v);
                setAmountError(undefined);
              }}
            />
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => update({ step: 'passengers' })} disabled={confirming}>
            {translate('app.flights.verify.back')}
          </Button>
          <AddToCartButton selection={priceBody(draft)} priceToken={draft.quote?.price_token} disabled={confirming || quoting} />
          <Button variant="contained" onClick={confirm} disabled={!draft.quote || !accepted || confirming || quoting} startIcon={confirming ? <CircularProgress size={16} /> : undefined}>
            {translate(notice ? 'app.flights.verify.confirm_again' : 'app.flights.verify.confirm')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
