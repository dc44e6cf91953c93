/**
 * Step 1: choose the outbound (and, for a round trip, the return) departure and the seat category
 * among the search results. The category holds for both legs, as the booking body has one. Each
 * leg is a radio group: the arrow keys move the choice, Enter takes it and moves on to the next leg
 * or to 'Continue'. While the search runs, a progress indicator stands in place of the results.
 */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, CircularProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { FlightOptionRecord as FlightOption } from '../../../domain/records/flightBooking.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { formatDate, formatMoney } from '../../components/flights/format.ts';
import { seatedPassengers, type FlightDraft } from './draft.ts';
import { FlightCard } from './FlightCard.tsx';
import { cheapestBookable, countsOf, estimate, hasSeats, isRoundTrip, PAX_TYPES, searchParams, selectionComplete } from './selection.ts';
import type { DraftUpdate } from './useFlightDraft.ts';

/** The categories offered on any of the departures, in the order the server lists them. */
function offeredCategories(options: readonly FlightOption[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const option of options) for (const c of option.categories) if (!seen.has(c.id)) seen.set(c.id, c.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

const NEXT: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

interface LegProps {
  title: string;
  options: FlightOption[];
  chosen: FlightOption | null;
  draft: FlightDraft;
  onChoose: (option: FlightOption) => void;
  /** Enter on a choice: it is taken and the keyboard moves on. */
  onDone: () => void;
  groupRef: Ref<HTMLDivElement>;
}

function Leg({ title, options, chosen, draft, onChoose, onDone, groupRef }: LegProps) {
  const translate = useTranslate();
  const headingId = useId();
  const counts = countsOf(draft.search);
  const seats = seatedPassengers(draft.search);
  const choices = useRef<(HTMLButtonElement | null)[]>([]);
  const open = options.map((option) => hasSeats(option, draft.category, seats));
  const tabbable = chosen && options.some((o, i) => o.id === chosen.id && open[i]) ? options.findIndex((o) => o.id === chosen.id) : open.indexOf(true);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onChoose(options[index]);
      onDone();
      return;
    }
    const step = NEXT[event.key];
    if (!step) return;
    event.preventDefault();
    // The next choice that can be taken, round the list (the radio group pattern: focus and choice move together).
    for (let n = 1; n <= options.length; n++) {
      const next = (index + step * n + options.length * n) % options.length;
      if (!open[next]) continue;
      choices.current[next]?.focus();
      onChoose(options[next]);
      return;
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom id={headingId}>
        {title}
      </Typography>
      {options.length === 0 ? (
        <Alert severity="info">{translate('app.flights.select.no_flights')}</Alert>
      ) : (
        <Stack spacing={1.5} role="radiogroup" aria-labelledby={headingId} ref={groupRef}>
          {options.map((option, i) => (
            <FlightCard
              key={option.id}
              option={option}
              category={draft.category}
              roundTrip={isRoundTrip(draft)}
              seatsNeeded={seats}
              types={PAX_TYPES.filter((type) => counts[type] > 0)}
              selected={chosen?.id === option.id}
              onSelect={() => onChoose(option)}
              tabbable={i === tabbable}
              choiceRef={(element) => {
                choices.current[i] = element;
              }}
              onChoiceKeyDown={onKeyDown(i)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function SelectFlightsStep({ draft, update }: { draft: FlightDraft; update: (change: DraftUpdate) => void }) {
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
  const inboundGroup = useRef<HTMLDivElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  // Where Enter on a choice sends the focus, once the choice has rendered (Continue is enabled then).
  const [moveTo, setMoveTo] = useState<'inbound' | 'continue' | null>(null);
  useEffect(() => {
    if (moveTo === 'inbound') inboundGroup.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
    if (moveTo === 'continue') continueButton.current?.focus();
    if (moveTo) setMoveTo(null);
  }, [moveTo]);
  // The first category offered is the default until the user picks one.
  useEffect(() => {
    if (category !== null && category !== draft.category) update({ category });
  }, [category, draft.category, update]);
  // A leg not chosen yet starts on its cheapest bookable flight, so 'Continue' is one press; the arrows still change it.
  useEffect(() => {
    if (!data || category === null) return;
    const seats = seatedPassengers(draft.search);
    const change: Partial<FlightDraft> = {};
    if (!draft.outbound) change.outbound = cheapestBookable(data.outbound, draft.search, category, seats);
    if (isRoundTrip(draft) && !draft.inbound) change.inbound = cheapestBookable(data.inbound, draft.search, category, seats);
    if (change.outbound || change.inbound) update({ ...change, quote: null });
  }, [data, category, draft.outbound, draft.inbound]);

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 6 }} role="status">
        <CircularProgress aria-label={translate('app.flights.select.searching')} />
        <Typography color="text.secondary">{translate('app.flights.select.searching')}</Typography>
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mb: 2 }}>
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
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.quickBooking.preselected')}
      </Typography>
      <Leg
        title={translate('app.flights.select.outbound', { date: formatDate(draft.search.departure_date, language) })}
        options={data.outbound}
        chosen={draft.outbound}
        draft={{ ...draft, category }}
        onChoose={choose('outbound')}
        onDone={() => setMoveTo(isRoundTrip(draft) ? 'inbound' : 'continue')}
        groupRef={null}
      />
      {isRoundTrip(draft) && (
        <Leg
          title={translate('app.flights.select.inbound', { date: formatDate(draft.search.return_date, language) })}
          options={data.inbound}
          chosen={draft.inbound}
          draft={{ ...draft, category }}
          onChoose={choose('inbound')}
          onDone={() => setMoveTo(draft.outbound ? 'continue' : null)}
          groupRef={inboundGroup}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2, position: 'sticky', bottom: 8, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography aria-live="polite">
          {price
            ? translate('app.flights.select.estimate', { total: formatMoney(price.total, price.currency, language) })
            : translate(isRoundTrip(draft) ? 'app.flights.select.choose_both' : 'app.flights.select.choose_one')}
        </Typography>
        <Button
          ref={continueButton}
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
