import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../dataProvider/errors.ts';
import type { BookingBody } from '../../../dataProvider/flights.ts';
import type { BookedRecord } from '../../../domain/records/cart.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { DRAFT_STORAGE_KEY, loadDraft } from './draft.ts';
import { FlightBookingPage } from './FlightBookingPage.tsx';
import { flightOption, quote, roundTripDraft, storeDraft } from './testing.ts';

afterEach(() => {
  cleanup();
  signOut();
  sessionStorage.clear();
  localStorage.clear();
});

const booked = { id: 41, locator: 'KX7P2M' } as BookedRecord;

function renderVerify(bookFlight: (body: BookingBody, key: string) => Promise<BookedRecord>, calculate = vi.fn(async () => quote())) {
  signInAs(operator3);
  const search = vi.fn(async () => ({ outbound: [flightOption(11)], inbound: [flightOption(12)] }));
  const { dataProvider } = stubDataProvider({}, { calculateFlightPrice: calculate, bookFlight: vi.fn(bookFlight), searchFlights: search });
  const view = render(
    <TestProviders path="/vuelos/reserva/ruta" dataProvider={dataProvider}>
      <FlightBookingPage />
    </TestProviders>,
  );
  return { dataProvider, view };
}

async function acceptAndConfirm(button: string | RegExp = 'Confirmar la reserva') {
  const accept = await screen.findByRole('checkbox', { name: /acepto/i });
  if (!(accept as HTMLInputElement).checked) fireEvent.click(accept);
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('flight booking, verify step', () => {
  it('re-prices the selection and shows the total the server calculated', async () => {
    storeDraft(roundTripDraft({ step: 'verify' }));
    const calculate = vi.fn(async () => quote());
    renderVerify(async () => booked, calculate);
    expect((await screen.findByTestId('booking-total')).textContent).toBe('$ 750,00');
    expect(calculate).toHaveBeenCalledWith({ outbound: 11, inbound: 12, category: 1, adults: 2, children: 1, infants: 1 });
    // The price equals what step 1 showed: no warning.
    expect(screen.queryByText(/El precio ha cambiado/)).toBeNull();
  });

  it('tells the user when the price changed since the search and asks to confirm again after a 409 price_changed', async () => {
    storeDraft(roundTripDraft({ step: 'verify', quote: quote() }));
    const fresh = quote({ per_passenger: { adult: '280.00', child: '200.00', infant: '30.00' }, total: '790.00', price_token: 'token-2' });
    let calls = 0;
    const { dataProvider } = renderVerify(async () => {
      calls += 1;
      if (calls === 1) throw toHttpError({ status: 409, data: { detail: 'El precio cambió.', code: 'price_changed', price: fresh } });
      return booked;
    });

    await acceptAndConfirm();
    const alert = await screen.findByText(/El precio ha cambiado: antes \$ 750,00, ahora \$ 790,00/);
    expect(alert).toBeTruthy();
    expect(dataProvider.bookFlight).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('booking-total')).textContent).toBe('$ 790,00');
    // Nothing is booked until the user accepts the new price and confirms again.
    const again = screen.getByRole('button', { name: 'Confirmar con el nuevo precio' }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    await acceptAndConfirm('Confirmar con el nuevo precio');
    await waitFor(() => expect(dataProvider.bookFlight).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(dataProvider.bookFlight).mock.calls;
    expect(first[0].price_token).toBe('token-1');
    expect(second[0].price_token).toBe('token-2');
    expect(await screen.findByTestId('booking-locator')).toHaveProperty('textContent', 'KX7P2M');
    expect(screen.getByRole('link', { name: 'Ver la reserva' }).getAttribute('href')).toBe('/vuelos/reserva/list/41');
  });

  it('sends the same Idempotency-Key on a retry after a lost answer, and books once on a double click', async () => {
    const draft = roundTripDraft({ step: 'verify', quote: quote() });
    storeDraft(draft);
    let calls = 0;
    let release: () => void = () => undefined;
    const { dataProvider } = renderVerify(async () => {
      calls += 1;
      if (calls === 1) throw toHttpError({ status: 0, data: null });
      await new Promise<void>((resolve) => (release = resolve));
      return booked;
    });

    await acceptAndConfirm();
    await waitFor(() => expect(dataProvider.bookFlight).toHaveBeenCalledTimes(1));
    // The answer was lost: the user tries again, twice in a row.
    const confirm = await screen.findByRole('button', { name: 'Confirmar la reserva' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(dataProvider.bookFlight).toHaveBeenCalledTimes(2));
    release();
    expect(await screen.findByTestId('booking-locator')).toHaveProperty('textContent', 'KX7P2M');
    expect(dataProvider.bookFlight).toHaveBeenCalledTimes(2);
    const keys = vi.mocked(dataProvider.bookFlight).mock.calls.map(([, key]) => key);
    expect(keys).toEqual([draft.idempotencyKey, draft.idempotencyKey]);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The booking is over: the draft is no longer kept, the next visit starts a new search with a new key.
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(loadDraft()).toMatchObject({ step: 'search', reservation: null });
    expect(loadDraft().idempotencyKey).not.toBe(draft.idempotencyKey);
  });

  it('keeps the key across a reload, and a new search starts a new one', async () => {
    const draft = roundTripDraft({ step: 'verify', quote: quote() });
    storeDraft(draft);
    const { dataProvider, view } = renderVerify(async () => {
      throw toHttpError({ status: 503, data: { detail: 'x' } });
    });
    await acceptAndConfirm();
    await waitFor(() => expect(dataProvider.bookFlight).toHaveBeenCalledTimes(1));
    view.unmount();
    expect(loadDraft().idempotencyKey).toBe(draft.idempotencyKey);

    renderVerify(async () => booked);
    fireEvent.click(await screen.findByRole('button', { name: 'Volver a los pasajeros' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Volver a los vuelos' }));
    // The search form stays above the flights: no step back to it.
    fireEvent.click(await screen.findByRole('button', { name: 'Adultos: uno más' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(loadDraft().step).toBe('select'));
    expect(loadDraft().idempotencyKey).not.toBe(draft.idempotencyKey);
  });
});
