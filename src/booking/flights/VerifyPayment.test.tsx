/**
 * The verify step settles the booking as the cart's checkout does: booked unpaid by default where
 * allowed (no extra step), or paid from the funds / in part; the answer's settlement is shown; a
 * refused funds payment is explained and books nothing.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../dataProvider/errors.ts';
import type { BookingBody } from '../../../dataProvider/flights.ts';
import type { BookedRecord } from '../../../domain/records/cart.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { FlightBookingPage } from './FlightBookingPage.tsx';
import { quote, roundTripDraft, storeDraft } from './testing.ts';

afterEach(() => {
  cleanup();
  signOut();
  sessionStorage.clear();
  localStorage.clear();
});

const booked = (settlement: BookedRecord['settlement']) => ({ id: 41, locator: 'KX7P2M', settlement }) as BookedRecord;

function renderVerify(bookFlight: (body: BookingBody, key: string) => Promise<BookedRecord>, unpaidHours = 48) {
  signInAs(operator3);
  storeDraft(roundTripDraft({ step: 'verify', quote: quote() }));
  const { dataProvider } = stubDataProvider(
    {},
    { calculateFlightPrice: vi.fn(async () => quote()), bookFlight: vi.fn(bookFlight), getPaymentOptions: async () => ({ providers: ['agency_funds', 'partial'], unpaid_hours: unpaidHours }) },
  );
  render(
    <TestProviders path="/vuelos/reserva/ruta" dataProvider={dataProvider}>
      <FlightBookingPage />
    </TestProviders>,
  );
  return dataProvider;
}

async function acceptAndConfirm() {
  fireEvent.click(await screen.findByRole('checkbox', { name: /acepto/i }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar la reserva' }));
}

describe('flight booking, verify step: how it is settled', { timeout: 60_000 }, () => {
  it('books unpaid by default where allowed (no payment sent) and shows what is owed and by when', async () => {
    const dataProvider = renderVerify(async () => booked({ paid: '0.00', owed: '750.00', payment_deadline: '2031-01-03T10:00:00.000Z' }));
    expect(((await screen.findByLabelText('Reservar sin pagar (con fecha límite de pago)')) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Fecha límite de pago:/)).toBeTruthy();
    await acceptAndConfirm();
    expect((await screen.findByTestId('booking-settlement')).textContent).toMatch(/Pagado: \$ 0,00 · Pendiente: \$ 750,00.*Pagar antes del/);
    expect(vi.mocked(dataProvider.bookFlight).mock.calls[0][0].payment).toBeUndefined();
  });

  it('pays from the agency funds when chosen', async () => {
    const dataProvider = renderVerify(async () => booked({ paid: '750.00', owed: '0.00', payment_deadline: null }));
    fireEvent.click(await screen.findByLabelText('Pagar todo con los fondos de la agencia'));
    await acceptAndConfirm();
    expect((await screen.findByTestId('booking-settlement')).textContent).toMatch(/Pagado: \$ 750,00 · Pendiente: \$ 0,00$/);
    expect(vi.mocked(dataProvider.bookFlight).mock.calls[0][0].payment).toEqual({ provider: 'agency_funds' });
  });

  it('without unpaid bookings starts on the funds; a refused funds payment is explained and nothing is booked', async () => {
    renderVerify(async () => {
      throw toHttpError({ status: 409, data: { detail: 'x', code: 'insufficient_funds' } });
    }, 0);
    expect(((await screen.findByLabelText('Pagar todo con los fondos de la agencia')) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Reservar sin pagar (con fecha límite de pago)')).toBeNull();
    await acceptAndConfirm();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/fondos de la agencia .* no alcanzan/));
    expect(screen.queryByTestId('booking-locator')).toBeNull();
  });
});
