import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddScheduleAnswer } from '../../../dataProvider/flightAdminRecords.ts';
import { admin } from '../../../src/testing/actors.ts';
import { signInAs, signOut } from '../../../src/testing/session.ts';
import { stubDataProvider } from '../../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../../src/testing/TestProviders.tsx';
import { economy, flightHavCun, premium } from '../testing/fixtures.ts';
import { calendarCreateBody, plannedDepartures } from './calendarBody.ts';
import { CalendarCreate } from './CalendarCreate.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

describe('calendar form', () => {
  it('posts the add_schedule body of the contract and says how many departures the server generated', async () => {
    signInAs(admin);
    const addSchedule = vi.fn(async (_flight: unknown, body: Record<string, unknown>) => ({ id: 9, ...body, created: 2, skipped: ['2027-01-06'] }) as unknown as AddScheduleAnswer);
    const { dataProvider } = stubDataProvider({ flights: [flightHavCun], 'seat-categories': [economy, premium] }, { addSchedule });
    render(
      <TestProviders path="/admin/flights/calendars/create?flight=5" dataProvider={dataProvider}>
        <CalendarCreate />
      </TestProviders>,
    );
    // The flight's clock times fill the empty time inputs.
    await waitFor(() => expect((screen.getByLabelText('Hora de salida') as HTMLInputElement).value).toBe('08:00'));
    expect((screen.getByLabelText('Hora de llegada') as HTMLInputElement).value).toBe('09:10');

    fireEvent.change(screen.getByLabelText(/^Desde/), { target: { value: '2027-01-04' } });
    fireEvent.change(screen.getByLabelText(/^Hasta/), { target: { value: '2027-01-10' } });
    for (const day of ['Lunes', 'Miércoles', 'Viernes']) fireEvent.click(screen.getByRole('checkbox', { name: day }));
    expect(await screen.findByText('Este calendario generará 3 salidas.')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: /Categoría/ }), { target: { value: 'Eco' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Económica' }));
    fireEvent.change(screen.getByLabelText('Capacidad'), { target: { value: '50' } });

    const save = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);

    await waitFor(() => expect(addSchedule).toHaveBeenCalled());
    expect(addSchedule).toHaveBeenCalledWith(5, {
      start_date: '2027-01-04',
      end_date: '2027-01-10',
      weekdays: [1, 3, 5],
      departure_time: '08:00',
      arrival_time: '09:10',
      checkin_minutes_before: 180,
      capacities: [{ category: 1, capacity: 50 }],
    });
    expect(await screen.findByText('Se generaron 2 salidas.')).toBeTruthy();
    expect(screen.getByText(/Se omitió una fecha en la que el vuelo ya sale: 2027-01-06/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ver las salidas/ }).getAttribute('href')).toBe(`/admin/flights?filter=${encodeURIComponent('{"calendar":9}')}`);
  });

  it("sends the calendar's own six prices only when it does not use the route's", () => {
    const values = {
      flight: 5,
      start_date: '2027-02-01',
      end_date: '2027-02-28',
      weekdays: [6, 7],
      departure_time: null,
      arrival_time: '09:10',
      checkin_minutes_before: 120,
      use_route_prices: false,
      price_adult: '150.00',
      price_child: '120.00',
      price_infant: '30.00',
      price_adult_oi: '280.00',
      price_child_oi: '220.00',
      price_infant_oi: '50.00',
      capacities: [{ category: 1, capacity: 40 }, { category: 2, capacity: null }, { category: null, capacity: 5 }],
    };
    expect(calendarCreateBody(values)).toEqual({
      start_date: '2027-02-01',
      end_date: '2027-02-28',
      weekdays: [6, 7],
      arrival_time: '09:10',
      checkin_minutes_before: 120,
      price_adult: '150.00',
      price_child: '120.00',
      price_infant: '30.00',
      price_adult_oi: '280.00',
      price_child_oi: '220.00',
      price_infant_oi: '50.00',
      capacities: [{ category: 1, capacity: 40 }, { category: 2, capacity: 0 }],
    });
    expect(calendarCreateBody({ ...values, use_route_prices: true })).not.toHaveProperty('price_adult');
    expect(plannedDepartures(values)).toBe(8);
  });
});
