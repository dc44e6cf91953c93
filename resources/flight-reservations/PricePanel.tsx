/**
 * The price frozen on the booking: per leg and passenger type, the levels of the markup chain the
 * user may see (the server leaves out the others), supplements, taxes, the staff price changes
 * (already inside the levels' costs and prices) and the total.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { PassengerType } from '../../domain/constants.ts';
import { fromMinor, toMinor } from '../../domain/money.ts';
import type { FrozenPriceLevels, ReservationDetailRecord } from '../../domain/records/flightBooking.ts';
import { formatMoney } from '../../src/components/flights/format.ts';

const PAX: PassengerType[] = ['adult', 'child', 'infant'];

export function PricePanel() {
  const record = useRecordContext<ReservationDetailRecord>();
  return record ? <PriceLevels record={record} /> : null;
}

function PriceLevels({ record }: { record: ReservationDetailRecord }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const levels: Partial<FrozenPriceLevels> = record.price_levels ?? {};
  const currency = levels.currency ?? record.currency;
  const money = (amount: string | undefined | null) => formatMoney(amount, currency, language);
  const line = (label: string, amount: string | undefined | null, strong = false) =>
    amount === undefined || amount === null ? null : (
      <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
          {money(amount)}
        </Typography>
      </Box>
    );

  return (
    <Box sx={{ overflowX: 'auto' }}>
      {(levels.legs ?? []).map((leg) => (
        <Box key={`${leg.direction}-${leg.subcalendar}`} sx={{ mb: 1 }}>
          <Typography variant="subtitle2">{translate(`app.flights.legs.${leg.direction}`)}</Typography>
          {PAX.filter((type) => leg.passengers[type]).map((type) => {
            const pax = leg.passengers[type];
            return pax ? (
              <Box key={type}>{line(translate('app.flights.verify.pax_line', { n: pax.count, type: translate(`app.flights.pax.${type}`), price: money(pax.sell) }), fromMinor(toMinor(pax.sell) * pax.count))}</Box>
            ) : null;
          })}
        </Box>
      ))}
      {levels.levels && levels.levels.length > 0 && (
        <Table size="small" aria-label={translate('app.flights.reservation.levels')} sx={{ my: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.flights.reservation.level_agency')}</TableCell>
              <TableCell align="right">{translate('app.flights.reservation.level_cost')}</TableCell>
              <TableCell align="right">{translate('app.flights.reservation.level_markup')}</TableCell>
              <TableCell align="right">{translate('app.flights.reservation.level_price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {levels.levels.map((level) => (
              <TableRow key={`${level.agency}-${level.earned_by}`}>
                <TableCell>
                  {level.agency_name}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate('app.flights.reservation.earned_by', { name: level.earned_by_name })} · {money(level.margin)}
                  </Typography>
                </TableCell>
                <TableCell align="right">{money(level.cost)}</TableCell>
                <TableCell align="right">{money(level.markup)}</TableCell>
                <TableCell align="right">{money(level.price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {line(translate('app.flights.reservation.net'), record.net ?? null)}
      {line(translate('app.flights.verify.supplements'), levels.supplements?.total)}
      {line(translate('app.flights.verify.taxes'), levels.taxes?.total)}
      {levels.adjustment && levels.adjustment !== '0.00' && line(translate('app.resumen.payments.adjustment'), levels.adjustment)}
      {record.penalty && line(translate('app.flights.reservation.penalty'), record.penalty)}
      {line(translate('app.flights.verify.total'), record.total, true)}
    </Box>
  );
}
