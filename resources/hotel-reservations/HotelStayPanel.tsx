/**
 * The hotel part of a booking (GET hotels/reservations/{id}/): the hotel, the stay, the plan, each
 * room with its type, guests (children's ages), holder and supplements, the price and the booked
 * cancellation policy (zero-value penalties already left out by the server, spec §5).
 */
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { HotelBookedRoom, HotelReservationRecord } from '../../domain/records/hotelSales.ts';
import { CancellationPolicyList } from '../../src/components/flights/CancellationPolicyList.tsx';
import { formatDate, formatMoney } from '../../src/components/flights/format.ts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography data-testid={testId}>{children}</Typography>
    </Box>
  );
}

export function guestsText(room: Pick<HotelBookedRoom, 'adults' | 'children_ages'>, translate: (key: string, options?: object) => string): string {
  return room.children_ages.length === 0
    ? translate('app.hotelBooking.stay.adults', { smart_count: room.adults })
    : translate('app.hotelBooking.stay.adults_children', { smart_count: room.adults, ages: room.children_ages.join(', ') });
}

function RoomsTable({ rooms }: { rooms: readonly HotelBookedRoom[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.hotelBooking.stay.rooms')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.hotelBooking.stay.room')}</TableCell>
            <TableCell>{translate('app.hotelBooking.stay.guests')}</TableCell>
            <TableCell>{translate('app.hotelBooking.stay.holder')}</TableCell>
            <TableCell>{translate('app.hotelBooking.stay.supplements')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rooms.map((room, i) => (
            <TableRow key={i} data-testid="hotel-room">
              <TableCell>
                {translate('app.hotelBooking.stay.room_n', { n: i + 1 })} · {room.room_type_name}
                {room.on_request && (
                  <Typography variant="caption" component="span" color="text.secondary">
                    {' '}
                    ({translate('app.hotelBooking.stay.on_request')})
                  </Typography>
                )}
              </TableCell>
              <TableCell>{guestsText(room, translate)}</TableCell>
              <TableCell>
                {room.holder.first_name} {room.holder.last_name}
              </TableCell>
              <TableCell>
                {room.supplements.length === 0
                  ? translate('app.hotelBooking.stay.no_supplements')
                  : room.supplements.map((s) => (s.mandatory ? translate('app.hotelBooking.stay.mandatory', { name: s.name }) : s.name)).join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function HotelStayPanel() {
  const record = useRecordContext<HotelReservationRecord>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Fact label="app.hotelBooking.stay.hotel" testId="hotel-name">
          <Link component={RouterLink} to={`/hoteles/${encodeURIComponent(record.hotel_slug)}`}>
            {record.hotel_name}
          </Link>
        </Fact>
        <Fact label="app.hotelBooking.stay.checkin">{formatDate(record.checkin, language)}</Fact>
        <Fact label="app.hotelBooking.stay.checkout">{formatDate(record.checkout, language)}</Fact>
        <Fact label="app.hotelBooking.stay.nights">{record.nights}</Fact>
        <Fact label="app.hotelBooking.stay.plan">{record.meal_plan_name}</Fact>
        <Fact label="app.hotelBooking.stay.price" testId="hotel-price">
          {formatMoney(record.total, record.currency, language)}
        </Fact>
        {record.provider_reference && (
          <Fact label="app.hotelBooking.stay.provider_reference" testId="hotel-provider-reference">
            {record.provider_reference}
          </Fact>
        )}
        {record.penalty !== null && Number(record.penalty) > 0 && (
          <Fact label="app.hotelBooking.stay.penalty" testId="hotel-penalty">
            {formatMoney(record.penalty, record.currency, language)}
          </Fact>
        )}
      </Box>
      <RoomsTable rooms={record.rooms} />
      <Box>
        <Typography variant="subtitle2" component="h3">
          {translate('app.hotelBooking.stay.policy')}
        </Typography>
        <CancellationPolicyList policies={record.cancellation_policy} currency={record.currency} />
      </Box>
    </Box>
  );
}

