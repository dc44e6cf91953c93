/**
 * The hotel page's 'book now' (POST hotels/book/): the verify step's choice without the cart — the
 * shared PaymentChoice, the stay and the price shown sent with an Idempotency-Key, the order shown
 * after; a new price is shown and confirmed by booking again; a refused payment is explained.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../dataProvider/errors.ts';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import type { HotelPageRecord } from '../../../domain/records/hotelSales.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { HotelPage } from './HotelPage.tsx';

beforeEach(() => signInAs(operator3));
afterEach(() => {
  cleanup();
  signOut();
});

const page: HotelPageRecord = {
  id: 3,
  slug: 'hotel-playa',
  name: 'Hotel Playa',
  category: 4,
  chain_name: null,
  is_hotel_integration: false,
  country_name: 'Cuba',
  destination_name: 'Varadero',
  zone_name: null,
  address: '',
  description: 'Frente al mar.',
  photos: [],
  checkin: '2031-03-04',
  checkout: '2031-03-08',
  nights: 4,
  min_nights: 1,
  currency: 1,
  rooms: [{ adults: 2, children_ages: [] }],
  offers: [
    { room: 0, room_type: 10, room_type_name: 'Estándar', meal_plan: 2, meal_plan_code: 'BB', meal_plan_name: 'Alojamiento y desayuno', occupancy_text: '2', price: '400.00', accommodation: '400.00', children: '0.00', discount: '0.00', offers: [], supplements: [], on_request: false },
  ],
  unavailable: null,
  cancellation_policy: [],
};

const order = (paid: string): CheckoutRecord => ({
  order: { id: 9, number: 'ORD-1A2B3C4D5E', total: '400.00', currency: 1 },
  reservations: [{ id: 77, locator: 'HTL123', service_type: 'hotels', total: '400.00', paid_amount: paid, commercial_status: paid === '0.00' ? 'non-paid' : 'paid', payment_deadline: null }],
  customer: null,
  paid,
  owed: (400 - Number(paid)).toFixed(2),
  payment_deadline: null,
});

function renderPage(bookHotelNow: AppDataProvider['bookHotelNow'], unpaidHours = 48) {
  const book = vi.fn(bookHotelNow);
  const custom: Partial<AppDataProvider> = {
    hotelPage: async () => page,
    getPaymentOptions: async () => ({ providers: ['agency_funds', 'partial'], unpaid_hours: unpaidHours, card: false }),
    bookHotelNow: book,
  };
  render(
    <TestProviders path="/hoteles/hotel-playa?checkin=2031-03-04&checkout=2031-03-08&rooms=2" dataProvider={stubDataProvider({}, custom).dataProvider}>
      <Routes>
        <Route path="/hoteles/:slug" element={<HotelPage />} />
      </Routes>
    </TestProviders>,
  );
  return book;
}

async function nameHolder() {
  fireEvent.change(await screen.findByRole('textbox', { name: /Nombre del titular/ }), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Apellidos del titular/ }), { target: { value: 'Pérez' } });
}

describe('hotel page: book now', { timeout: 60_000 }, () => {
  it('asks the holder first, then books paying from the funds with the price shown and a key, and shows the order', async () => {
    const book = renderPage(async () => order('400.00'));
    // The choice comes with the payment options; the button waits for them.
    await screen.findByLabelText('Pagar todo con los fondos de la agencia');
    fireEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findAllByText('Obligatorio')).toHaveLength(2);
    expect(book).not.toHaveBeenCalled();
    await nameHolder();
    fireEvent.click(await screen.findByLabelText('Pagar todo con los fondos de la agencia'));
    fireEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    const [body, key] = book.mock.calls[0];
    expect(body).toEqual({ hotel: 3, checkin: '2031-03-04', checkout: '2031-03-08', meal_plan: 2, price: '400.00', payment: { provider: 'agency_funds' }, rooms: [{ room_type: 10, adults: 2, children_ages: [], supplements: [], holder: { first_name: 'Ana', last_name: 'Pérez' } }] });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByTestId('order-number')).textContent).toBe('ORD-1A2B3C4D5E');
    expect(screen.getByRole('link', { name: /HTL123/ })).toBeTruthy();
  });

  it('books unpaid (the first choice where allowed): no payment in the body', async () => {
    const book = renderPage(async () => order('0.00'));
    await nameHolder();
    expect(((await screen.findByLabelText('Reservar sin pagar (con fecha límite de pago)')) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    expect(book.mock.calls[0][0]).not.toHaveProperty('payment');
  });

  it('a new price is shown and booked only when confirmed, with the same key; a refused funds payment is explained', async () => {
    let call = 0;
    const book = renderPage(async () => {
      call += 1;
      if (call === 1) throw toHttpError({ status: 409, data: { detail: 'Precio cambiado', code: 'price_changed', items: [{ id: 5, old_price: '400.00', new_price: '420.00' }] } });
      if (call === 2) throw toHttpError({ status: 409, data: { detail: 'x', code: 'insufficient_funds' } });
      return order('420.00');
    }, 0);
    await nameHolder();
    fireEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/ha cambiado de \$ 400,00 a \$ 420,00/);
    fireEvent.click(screen.getByRole('button', { name: 'Reservar con el precio nuevo' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(2));
    expect(book.mock.calls[1][0].price).toBe('420.00');
    expect(book.mock.calls[1][1]).toBe(book.mock.calls[0][1]);
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toMatch(/no alcanzan/));
    fireEvent.click(screen.getByRole('button', { name: 'Reservar con el precio nuevo' }));
    expect(await screen.findByTestId('order-number')).toBeTruthy();
  });
});
