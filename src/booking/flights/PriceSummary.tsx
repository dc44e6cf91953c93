/** The price of the selection as the server calculated it: per passenger type, supplements, taxes, total. */
import { Box, Divider, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PassengerType } from '../../../domain/constants.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import type { PriceQuoteRecord as PriceQuote } from '../../../domain/records/flightBooking.ts';
import { formatMoney } from '../../components/flights/format.ts';
import { PAX_TYPES } from './selection.ts';

export function PriceSummary({ quote, counts }: { quote: PriceQuote; counts: Record<PassengerType, number> }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const money = (amount: string | undefined) => formatMoney(amount, quote.currency, language);
  const row = (label: string, amount: string, strong = false) => (
    <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }} data-testid={strong ? 'booking-total' : undefined}>
        {amount}
      </Typography>
    </Box>
  );
  return (
    <Box>
      {PAX_TYPES.filter((type) => counts[type] > 0).map((type) =>
        row(
          translate('app.flights.verify.pax_line', { n: counts[type], type: translate(`app.flights.pax.${type}`), price: money(quote.per_passenger[type]) }),
          money(fromMinor(toMinor(quote.per_passenger[type]) * counts[type])),
        ),
      )}
      {toMinor(quote.supplements) !== 0 && row(translate('app.flights.verify.supplements'), money(quote.supplements))}
      {quote.taxes !== undefined && toMinor(quote.taxes) !== 0 && row(translate('app.flights.verify.taxes'), money(quote.taxes))}
      <Divider sx={{ my: 1 }} />
      {row(translate('app.flights.verify.total'), money(quote.total), true)}
    </Box>
  );
}
