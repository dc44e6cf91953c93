import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookedRecord } from '../../../domain/records/cart.ts';
import type { FlightSearchAnswer } from '../../../domain/records/flightSearch.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { DRAFT_STORAGE_KEY, rollForward, type FlightSearchValues } from './draft.ts';
import { FlightBookingPage } from './FlightBookingPage.tsx';
import { flightOption, inDays, quote, roundTripDraft, storeDraft } from './testing.ts';
import { lastSearchKey, readLastSearch } from './useLastSearch.ts';

afterEach(() => {
  cleanup();
  signOut();
  sessionStorage.clear();
  localStorage.clear();
});

const FIXTURES = {
  'flight-cities-origin': [{ id: 1, name: 'La Habana', code: 'HAV' }],
  'flight-cities-destination': [{ id: 2, name: 'Cancún', code: 'CUN' }],
  'flight-categories': [{ id: 1, name: 'Económica' }],
};

const storeKey = lastSearchKey(operator3.id);
const stored = () => JSON.parse(localStorage.getItem(storeKey) ?? 'null') as FlightSearchValues | null;

const back = { origin: { id: 2, name: 'Cancún', code: 'CUN', airport: 'CUN' }, destination: { id: 1, name: 'La Habana', code: 'HAV', airport: 'HAV' } };
const answer = (): FlightSearchAnswer => ({
  outbound: [flightOption(11), flightOption(13, { departure_time: '12:00:00' })],
  inbound: [flightOption(12, back)],
});

/** `last`: the search remembered on this computer, as the next visit (or sign-in) finds it. */
function renderPage(custom: Parameters<typeof stubDataProvider>[1] = {}, last?: FlightSearchValues) {
  signInAs(operator3);
  if (last) localStorage.setItem(storeKey, JSON.stringify(last));
  const { dataProvider } = stubDataProvider(FIXTURES, custom);
  render(
    <TestProviders path="/vuelos/reserva/ruta" dataProvider={dataProvider}>
      <Link to="/vuelos/reserva/ruta">Buscar vuelos</Link>
      <FlightBookingPage />
    </TestProviders>,
  );
  return dataProvider;
}

const lastWeeks: FlightSearchValues = { origin: 1, destination: 2, trip: 'round_trip', departure_date: inDays(-10), return_date: inDays(-3), adults: 2, children: 1, child_ages: [7], infants: 1, category: null };

describe('flight booking, search step', () => {
  it('rolls a remembered search whose dates passed forward by whole weeks, keeping the trip’s length', () => {
    const today = '2026-11-23';
    expect(rollForward({ ...lastWeeks, departure_date: '2026-11-13', return_date: '2026-11-20' }, today)).toMatchObject({ departure_date: '2026-11-27', return_date: '2026-12-04' });
    expect(rollForward({ ...lastWeeks, departure_date: '2026-11-16', return_date: '' }, today)).toMatchObject({ departure_date: '2026-11-23', return_date: '' });
    const coming = { ...lastWeeks, departure_date: '2026-12-01' };
    expect(rollForward(coming, today)).toBe(coming);
  });

  it('keeps the last search per user outside react-admin’s store (its reset at logout clears every key)', () => {
    localStorage.setItem(storeKey, JSON.stringify(lastWeeks));
    expect(readLastSearch(operator3.id)).toEqual(lastWeeks);
    expect(readLastSearch(operator3.id + 1)).toBeNull();
    localStorage.setItem(storeKey, JSON.stringify({ ...lastWeeks, adults: 'two' }));
    expect(readLastSearch(operator3.id)).toBeNull();
    localStorage.setItem(storeKey, '{');
    expect(readLastSearch(operator3.id)).toBeNull();
  });

  it('starts from the last search, keeps the form with a progress indicator while searching, then chooses both flights by keyboard', async () => {
    let release: (value: FlightSearchAnswer) => void = () => undefined;
    const searchFlights = vi.fn((_params: { departure_date: string }) => new Promise<FlightSearchAnswer>((resolve) => (release = resolve)));
    renderPage({ searchFlights }, lastWeeks);

    // Prefilled: one press of 'Buscar' repeats last search, its past dates two weeks on.
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(searchFlights).toHaveBeenCalled());
    expect(searchFlights.mock.calls[0][0]).toMatchObject({ origin: 1, destination: 2, departure_date: inDays(4), return_date: inDays(11), adults: 2, children: 1, infants: 1 });
    // The search is remembered for the next booking (as it was submitted).
    await waitFor(() => expect(stored()).toMatchObject({ departure_date: inDays(4), return_date: inDays(11) }));

    // While it loads: the form stays, a progress indicator stands where the results will be, the focus is on the step.
    expect(screen.getByRole('progressbar', { name: 'Buscando vuelos…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Paso 1 de 3: Elegir vuelos'));

    release(answer());
    const outbound = await screen.findByRole('radiogroup', { name: /Vuelos de ida/ });
    const inbound = screen.getByRole('radiogroup', { name: /Vuelos de vuelta/ });
    const [first, second] = within(outbound).getAllByRole('radio');
    // One choice per group in the tab order; each leg starts on its cheapest bookable flight (the first on a tie).
    expect([first.tabIndex, second.tabIndex]).toEqual([0, -1]);
    await waitFor(() => expect(first.getAttribute('aria-checked')).toBe('true'));
    expect(within(inbound).getByRole('radio').getAttribute('aria-checked')).toBe('true');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(second.getAttribute('aria-checked')).toBe('true'));
    expect(document.activeElement).toBe(second);
    expect(first.getAttribute('aria-checked')).toBe('false');
    // Enter takes the choice and moves on to the way back, then to 'Continue'.
    fireEvent.keyDown(second, { key: 'Enter' });
    const way = within(inbound).getByRole('radio');
    await waitFor(() => expect(document.activeElement).toBe(way));
    fireEvent.keyDown(way, { key: 'Enter' });
    const next = screen.getByRole('button', { name: 'Continuar con los pasajeros' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(way.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(next);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Paso 2 de 3: Pasajeros'));
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
    // A whole search step in jsdom: well over the web project's 20 s on a busy machine.
  }, 120_000);

  it('shows at step 1 the total the verification charges, airport supplements included', async () => {
    // 15 per passenger at the outbound airport, included in its prices as the search answers them.
    const supplements = { adult: '15.00', child: '15.00', infant: '15.00' };
    const plain = flightOption(11);
    const charged = flightOption(11, {
      supplements,
      categories: [{ ...plain.categories[0], prices: { ...plain.categories[0].prices, round_trip: { adult: '145.00', child: '115.00', infant: '30.00' } } }],
    });
    const draft = roundTripDraft({ step: 'select', outbound: charged });
    storeDraft(draft);
    renderPage({ searchFlights: vi.fn(async () => ({ outbound: [charged], inbound: [draft.inbound!] })) });
    // 2 × (145 + 130) + (115 + 100) + (30 + 15)
    expect(await screen.findByText('Total estimado: $ 810,00')).toBeTruthy();
    expect(screen.getByText('Precios con los suplementos de aeropuerto incluidos')).toBeTruthy();
    cleanup();

    // The server's quote: the same seats (750) and 60 of supplements.
    storeDraft({ ...draft, step: 'verify' });
    renderPage({ calculateFlightPrice: vi.fn(async () => quote({ supplements: '60.00', total: '810.00' })) });
    expect((await screen.findByTestId('booking-total')).textContent).toBe('$ 810,00');
    expect(screen.queryByText(/El precio ha cambiado/)).toBeNull();
  });

  it('after a confirmed booking, keeps no draft and the menu’s "Buscar vuelos" starts a new search', async () => {
    storeDraft(roundTripDraft({ step: 'verify', quote: quote() }));
    renderPage({ calculateFlightPrice: vi.fn(async () => quote()), bookFlight: vi.fn(async () => ({ id: 41, locator: 'KX7P2M' }) as BookedRecord) });
    fireEvent.click(await screen.findByRole('checkbox', { name: /acepto/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar la reserva' }));
    expect((await screen.findByTestId('booking-locator')).textContent).toBe('KX7P2M');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Reserva confirmada'));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Buscar vuelos' }));
    expect(await screen.findByRole('button', { name: 'Buscar' })).toBeTruthy();
    expect(screen.queryByTestId('booking-locator')).toBeNull();
  });
});
