/**
 * One departure of the search results: times, airline, flight number, seats left per category,
 * the price per passenger type as the agency sells it (airport supplements included), the
 * cancellation policy and the terms. Its choice button is one radio of the leg's radio group
 * (SelectFlightsStep moves between them with the arrow keys).
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { KeyboardEvent, Ref } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PassengerType } from '../../../domain/constants.ts';
import type { FlightOptionRecord as FlightOption } from '../../../domain/records/flightBooking.ts';
import { CancellationPolicyList } from '../../components/flights/CancellationPolicyList.tsx';
import { formatDate, formatDuration, formatMoney, formatTime } from '../../components/flights/format.ts';
import { categoryPrices, hasSeats } from './selection.ts';

const PAX: PassengerType[] = ['adult', 'child', 'infant'];

/** The flight's terms: one, or (when the flight names none) every flight terms of the catalogue. */
function termsOf(option: FlightOption): { name: string; description: string }[] {
  const terms: unknown = option.terms;
  if (Array.isArray(terms)) return terms as { name: string; description: string }[];
  return terms ? [terms as { name: string; description: string }] : [];
}

interface FlightCardProps {
  option: FlightOption;
  category: number | null;
  roundTrip: boolean;
  /** Seats the booking needs (adults and children; infants sit on a lap). */
  seatsNeeded: number;
  /** Passenger types of the search, whose prices are shown. */
  types: PassengerType[];
  selected: boolean;
  onSelect: () => void;
  /** The one choice of the leg reached by Tab (roving tab index). */
  tabbable: boolean;
  choiceRef?: Ref<HTMLButtonElement>;
  onChoiceKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export function FlightCard({ option, category, roundTrip, seatsNeeded, types, selected, onSelect, tabbable, choiceRef, onChoiceKeyDown }: FlightCardProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const chosen = option.categories.find((c) => c.id === category);
  const enough = hasSeats(option, category, seatsNeeded);
  const prices = categoryPrices(chosen, roundTrip);
  const label = translate('app.flights.select.flight_label', { number: option.flight_number, time: formatTime(option.departure_time) });
  const supplements = option.supplements && types.some((type) => Number(option.supplements[type]) !== 0);

  return (
    <Card
      variant="outlined"
      sx={{
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
        // The whole card shows which choice has the keyboard focus.
        '&:has(.flight-choice:focus-visible)': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
      aria-label={label}
      component="article"
    >
      <CardContent sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr auto' }, alignItems: 'start' }}>
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <FlightTakeoffIcon color="primary" fontSize="small" />
            <Typography sx={{ fontWeight: 600 }}>{option.airline?.name}</Typography>
            <Chip size="small" label={option.flight_number} />
          </Stack>
          <Typography variant="h6" component="p">
            {formatTime(option.departure_time)} → {formatTime(option.arrival_time)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(option.departure_date, language)} · {option.origin?.name} → {option.destination?.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDuration(option.travel_minutes)} · {translate(option.is_with_scales ? 'app.flights.select.with_scales' : 'app.flights.select.direct')}
            {option.checkin_time ? ` · ${translate('app.flights.select.checkin_at', { time: formatTime(option.checkin_time) })}` : ''}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('app.flights.select.seats_by_category')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {option.categories.map((c) => (
              <Chip
                key={c.id}
                size="small"
                color={c.id === category ? 'primary' : 'default'}
                variant={c.id === category ? 'filled' : 'outlined'}
                label={translate('app.flights.select.seats_left', { name: c.name, smart_count: c.seats_available })}
              />
            ))}
          </Stack>
          {prices && supplements && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {translate('app.flights.select.supplements_included')}
            </Typography>
          )}
          {prices && (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, m: 0, mt: supplements ? 0 : 1 }}>
              {PAX.filter((type) => types.includes(type)).map((type) => (
                <Box key={type} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(`app.flights.pax.${type}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                    {formatMoney(prices[type], option.currency, language)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'stretch', md: 'flex-end' }, gap: 1 }}>
          <Button
            ref={choiceRef}
            className="flight-choice"
            role="radio"
            aria-checked={selected}
            tabIndex={tabbable ? 0 : -1}
            variant={selected ? 'contained' : 'outlined'}
            startIcon={selected ? <CheckCircleIcon /> : undefined}
            onClick={onSelect}
            onKeyDown={onChoiceKeyDown}
            disabled={!enough}
            aria-label={label}
          >
            {translate(selected ? 'app.flights.select.chosen' : 'app.flights.select.choose')}
          </Button>
          {!enough && (
            <Typography variant="caption" color="error">
              {translate(chosen ? 'app.flights.select.not_enough_seats' : 'app.flights.select.category_missing')}
            </Typography>
          )}
        </Box>
      </CardContent>
      <Accordion disableGutters elevation={0} sx={{ borderTop: 1, borderColor: 'divider', '&:before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">{translate('app.flights.select.policy_and_terms')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="subtitle2">{translate('app.flights.policy.title')}</Typography>
          <CancellationPolicyList policies={option.cancellation_policy} currency={option.currency} />
          {termsOf(option).length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.flights.select.no_terms')}
            </Typography>
          ) : (
            termsOf(option).map((terms, i) => (
              <Box key={`${terms.name}-${i}`} sx={{ mt: 1 }}>
                <Typography variant="subtitle2">{terms.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                  {terms.description}
                </Typography>
              </Box>
            ))
          )}
        </AccordionDetails>
      </Accordion>
    </Card>
  );
}
