/**
 * Step 1: choose the outbound (and, for a round trip, the return) departure and the seat category
 * among the search results. The category holds for both legs, as the booking body has one.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, CircularProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { FlightOptionRecord as FlightOption } from '../../../domain/records/flightBooking.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { formatDate, formatMoney } from '../../components/flights/format.ts';
import { seatedPassengers, type FlightDraft } from './draft.ts';
import { FlightCard } from './FlightCard.tsx';
import { countsOf, estimate, isRoundTrip, PAX_TYPES, searchParams, selectionComplete } from './selection.ts';
import type { DraftUpdate } from './useFlightDraft.ts';

/** The categories offered on any of the departures, in the order the server lists them. */
function offeredCategories(options: readonly FlightOption[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const option of options) for (const c of option.categories) if (!seen.has(c.id)) seen.set(c.id, c.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

function Leg({ title, options, chosen, draft, onChoose }: { title: string; options: FlightOption[]; chosen: FlightOption | null; draft: FlightDraft; onChoose: (option: FlightOption) => void }) {
  const translate = useTranslate();
  const counts = countsOf(draft.search);
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {options.length === 0 ? (
        <Alert severity="info">{translate('app.flights.select.no_flights')}</Alert>
      ) : (
        <Stack spacing={1.5}>
          {options.map((option) => (
            <FlightCard
              key={option.id}
              option={option}
              category={draft.category}
              roundTrip={isRoundTrip(draft)}
              seatsNeeded={seatedPassengers(draft.search)}
              types={PAX_TYPES.filter((type) => counts[type] > 0)}
              selected={chosen?.id === option.id}
              onSelect={() => onChoose(option)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function SelectFlightsStep({ draft, update, onBack }: { draft: FlightDraft; update: (change: DraftUpdate) => void; onBack: () => void }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const params = searchParams(draft.search);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['flights', 'search', params],
    queryFn: ({ signal }) => dataProvider.searchFlights(params, signal),
    staleTime: 30_000,
  });
  const categories = data ? offeredCategories([...data.outbound, ...data.inbound]) : [];
  const category = draft.category ?? categories[0]?.id ?? null;
  // The first category offered is the default until the user picks one.
  useEffect(() => {
    if (category !== null && category !== draft.category) update({ category });
  }, [category, draft.category, update]);

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('app.flights.select.searching')} />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{translate('app.flights.retry')}</Button>}>
        {translate('app.flights.select.search_failed')}
      </Alert>
    );
  }

  const price = estimate({ ...draft, category });
  const complete = selectionComplete({ ...draft, category });
  const choose = (leg: 'outbound' | 'inbound') => (option: FlightOption) => update({ [leg]: option, quote: null });

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {translate('app.flights.select.change_search')}
        </Button>
        {categories.length > 0 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={category}
            onChange={(_, next: number | null) => next !== null && update({ category: next, quote: null })}
            aria-label={translate('app.flights.search.category')}
            sx={{ flexWrap: 'wrap' }}
          >
            {categories.map((c) => (
              <ToggleButton key={c.id} value={c.id}>
                {c.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Box>
      <Leg
        title={translate('app.flights.select.outbound', { date: formatDate(draft.search.departure_date, language) })}
        options={data.outbound}
        chosen={draft.outbound}
        draft={{ ...draft, category }}
        onChoose={choose('outbound')}
      />
      {isRoundTrip(draft) && (
        <Leg
          title={translate('app.flights.select.inbound', { date: formatDate(draft.search.return_date, language) })}
          options={data.inbound}
          chosen={draft.inbound}
          draft={{ ...draft, category }}
          onChoose={choose('inbound')}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2, position: 'sticky', bottom: 8, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography aria-live="polite">
          {price
            ? translate('app.flights.select.estimate', { total: formatMoney(price.total, price.currency, language) })
            : translate(isRoundTrip(draft) ? 'app.flights.select.choose_both' : 'app.flights.select.choose_one')}
        </Typography>
        <Button
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          disabled={!complete}
          onClick={() => {
            if (!complete) return;
            update({ step: 'passengers', category });
          }}
        >
          {translate('app.flights.select.continue')}
        </Button>
      </Paper>
    </Box>
  );
}
