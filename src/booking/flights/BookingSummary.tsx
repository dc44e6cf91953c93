/** What is about to be booked: the chosen departures and category, and the passengers by name. */
import { Box, Divider, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FlightOptionRecord as FlightOption } from '../../../domain/records/flightBooking.ts';
import { formatDate, formatTime } from '../../components/flights/format.ts';
import type { FlightDraft } from './draft.ts';
import { passengerTitle } from '../../components/passengers/PassengerFields.tsx';

function LegLine({ title, option }: { title: string; option: FlightOption }) {
  const [language] = useLocaleState();
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={`${title}: ${option.origin?.name} → ${option.destination?.name}`}
        secondary={`${option.airline?.name} ${option.flight_number} · ${formatDate(option.departure_date, language)} ${formatTime(option.departure_time)} → ${formatTime(option.arrival_time)}`}
      />
    </ListItem>
  );
}

export function BookingSummary({ draft }: { draft: FlightDraft }) {
  const translate = useTranslate();
  const category = draft.outbound?.categories.find((c) => c.id === draft.category)?.name;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={translate('app.flights.verify.summary_title')}>
      <Typography variant="h6" component="h2">
        {translate('app.flights.verify.summary_title')}
      </Typography>
      <List dense disablePadding>
        {draft.outbound && <LegLine title={translate('app.flights.legs.outbound')} option={draft.outbound} />}
        {draft.inbound && draft.search.trip === 'round_trip' && <LegLine title={translate('app.flights.legs.inbound')} option={draft.inbound} />}
      </List>
      {category && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.flights.search.category')}: {category}
        </Typography>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle1" component="h3">
        {translate('app.flights.steps.passengers')}
      </Typography>
      <List dense disablePadding>
        {draft.passengers.map((p, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText
              primary={[p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ')}
              secondary={
                <Box component="span">
                  {passengerTitle(draft.passengers, i, translate)}
                  {i === draft.passengers.findIndex((x) => x.type === 'adult') ? ` · ${translate('app.flights.passengers.holder')}` : ''}
                  {p.passport ? ` · ${p.passport}` : ''}
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
