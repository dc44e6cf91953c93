import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/session.ts';
import type { HotelReservationRecord } from '../../domain/records/hotelSales.ts';
import { admin, operator3 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { HttpError } from 'react-admin';
import { HotelReservationShow } from './HotelReservationShow.tsx';

const coordinator: SessionUser = { ...admin, id: 2, username: 'coordinator', full_name: 'Carla Coordinadora', type: 'coordinator', groups: [{ name: 'Reservation View' }] };

beforeEach(() => {
  // Ten days before the check-in of 2030-03-10: the cancel dialog counts from today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-02-28T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  signOut();
});

const booking: HotelReservationRecord = {
  id: 41,
  locator: 'HTL4X2',
  status: 'reserved',
  commercial_status: 'paid',
  coordinator_status: 'requested',
  accounting_status: 'no-reviewed',
  provider_status: 'no-paid',
  next_statuses: { commercial_status: [], accounting_status: [], provider_status: [], coordinator_status: [] },
  agency: 7,
  total: '800.00',
  paid_amount: '800.00',
  currency: 1,
  penalty: null,
  provider_reference: null,
  hotel: 3,
  hotel_name: 'Hotel Nacional',
  hotel_slug: 'hotel-nacional',
  checkin: '2030-03-10',
  checkout: '2030-03-14',
  nights: 4,
  meal_plan: 2,
  meal_plan_name: 'Todo incluido',
  rooms: [
    { room_type: 5, room_type_name: 'Doble estándar', occupancy: 1, adults: 2, children_ages: [], holder: { first_name: 'Ana', last_name: 'García' }, supplements: [{ id: 9, name: 'Cena de gala', mandatory: false, amount: '40.00' }], net: '300.00', on_request: true },
    { room_type: 5, room_type_name: 'Doble estándar', occupancy: 2, adults: 2, children_ages: [7], holder: { first_name: 'Luis', last_name: 'Pérez' }, supplements: [], net: '350.00', on_request: true },
  ],
  on_request: true,
  cancellation_policy: [
    { name: 'Menos de 15 días', discount_type: 'nights', value: '1', min_days: 0, max_days: 14 },
    { name: 'Entre 15 y 30 días', discount_type: 'percent', value: '10', min_days: 15, max_days: 30 },
  ],
  can_confirm: true,
  can_cancel: true,
};

/** The provider's accountant: sees the provider cost, may set the accounting and provider statuses. */
const accountant: SessionUser = { ...admin, id: 5, username: 'accounting', type: 'accounting', groups: ['Reservation View', 'Accounting View', 'Accounting with Change'].map((name) => ({ name })) };

const cost = { reservation: 41, accounting_provider: 'havanatur', provider_status: 'no-paid', currency: 1, amount: '620.00', due_date: '2030-03-10', can_change: false, history: [] };

function renderShow(user: SessionUser, record: HotelReservationRecord, answer?: () => Promise<HotelReservationRecord>) {
  signInAs(user);
  const answerHotelRequest = vi.fn(answer ?? (async () => ({ ...record, coordinator_status: 'confirmed', can_confirm: false })));
  const cancelHotelReservation = vi.fn(async () => ({ penalty: '200.00', refund: '600.00', currency: 1 }));
  const hotelReservationRow = vi.fn(async () => null);
  const getProviderCost = vi.fn(async () => cost);
  const changeReservationStatus = vi.fn(async () => ({}) as never);
  const { dataProvider } = stubDataProvider(
    { 'hotel-reservations': [record] },
    { answerHotelRequest, cancelHotelReservation, hotelReservationRow, getProviderCost, changeReservationStatus },
  );
  render(
    <TestProviders path={`/resumen/hoteles/${record.id}`} dataProvider={dataProvider}>
      <Routes>
        <Route path="/resumen/hoteles/:id" element={<HotelReservationShow />} />
      </Routes>
    </TestProviders>,
  );
  return { answerHotelRequest, cancelHotelReservation, getProviderCost, changeReservationStatus };
}

describe('hotel booking page', () => {
  it('shows the stay: hotel, rooms with holders and ages, supplements, plan, price and policy', async () => {
    renderShow(operator3, { ...booking, can_confirm: false });
    expect((await screen.findByTestId('reservation-locator', {}, { timeout: 5000 })).textContent).toBe('HTL4X2');
    expect(screen.getByTestId('hotel-name').textContent).toBe('Hotel Nacional');
    const rooms = screen.getAllByTestId('hotel-room').map((row) => row.textContent ?? '');
    expect(rooms[0]).toMatch(/Habitación 1 · Doble estándar.*2 adultos.*Ana García.*Cena de gala/);
    expect(rooms[1]).toMatch(/2 adultos y niños de 7 años.*Luis Pérez.*Ninguno/);
    expect(screen.getByText('Todo incluido')).toBeTruthy();
    expect(screen.getByTestId('hotel-price').textContent).toMatch(/800/);
    expect(screen.getByText(/Menos de 15 días/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /voucher/i })).toBeTruthy();
  });

  it('an agency user is not offered confirm or deny; the coordinator is', async () => {
    renderShow(operator3, { ...booking, can_confirm: false });
    await screen.findByTestId('reservation-locator');
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Denegar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar reserva' })).toBeTruthy();
    cleanup();
    renderShow(coordinator, booking);
    expect(await screen.findByRole('button', { name: 'Confirmar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Denegar' })).toBeTruthy();
  });

  it('confirm sends the note to the confirm endpoint', async () => {
    const { answerHotelRequest } = renderShow(coordinator, booking);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nota/ }), { target: { value: 'Confirmado por el hotel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(answerHotelRequest).toHaveBeenCalledWith(41, 'confirm', 'Confirmado por el hotel'));
  });

  it('deny asks once more before it is sent', async () => {
    const { answerHotelRequest } = renderShow(coordinator, booking);
    fireEvent.click(await screen.findByRole('button', { name: 'Denegar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Denegar' }));
    expect(await within(dialog).findByText(/¿Seguro que desea denegarla\?/)).toBeTruthy();
    expect(answerHotelRequest).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, denegar' }));
    await waitFor(() => expect(answerHotelRequest).toHaveBeenCalledWith(41, 'deny', ''));
  });

  it("shows the server's field message under the note", async () => {
    renderShow(coordinator, booking, async () => {
      throw new HttpError('Bad Request', 400, { errors: { note: 'Como máximo 500 caracteres.' }, data: { note: ['Como máximo 500 caracteres.'] } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Como máximo 500 caracteres.')).toBeTruthy();
  });

  it('cancel shows the penalty of the booked policy (one night of four, ten days before) before it is sent', async () => {
    const { cancelHotelReservation } = renderShow(operator3, { ...booking, can_confirm: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('cancel-penalty').textContent).toMatch(/200/);
    expect(cancelHotelReservation).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la reserva' }));
    await waitFor(() => expect(cancelHotelReservation).toHaveBeenCalledWith(41, undefined));
  });

  it('a cancelled booking offers no cancel', async () => {
    renderShow(operator3, { ...booking, status: 'cancelled', can_confirm: false });
    await screen.findByTestId('reservation-locator');
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
  });

  it('shows the accounting and provider statuses and the provider cost, as the flight page does, and sets a status the server offers', async () => {
    const offered = { ...booking, can_confirm: false, next_statuses: { ...booking.next_statuses, accounting_status: ['paid-verified', 'paid-invalid'] } };
    const { changeReservationStatus } = renderShow(accountant, offered);
    const statuses = await screen.findByRole('region', { name: 'Estados' }, { timeout: 5000 });
    expect(within(statuses).getByText('No revisada')).toBeTruthy();
    expect(within(statuses).getByText('No pagada')).toBeTruthy();
    // Only the accounting status has next statuses for this user: one change button.
    expect(within(statuses).getAllByRole('button', { name: /Cambiar/ })).toHaveLength(1);
    expect((await screen.findByTestId('provider-cost')).textContent).toMatch(/620,00/);
    fireEvent.click(within(statuses).getByRole('button', { name: /Cambiar/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Pago verificado' }));
    await waitFor(() => expect(changeReservationStatus).toHaveBeenCalledWith(41, 'accounting_status', 'paid-verified'));
  });

  it('an agency user sees the statuses but neither the provider cost nor a change', async () => {
    const { getProviderCost } = renderShow(operator3, { ...booking, can_confirm: false });
    const statuses = await screen.findByRole('region', { name: 'Estados' }, { timeout: 5000 });
    expect(within(statuses).queryByRole('button', { name: /Cambiar/ })).toBeNull();
    expect(screen.queryByTestId('provider-cost')).toBeNull();
    expect(getProviderCost).not.toHaveBeenCalled();
  });
});
