/**
 * /disponibilidad/hoteles in jsdom: the grid reads at a glance (free/allotment, the mode named in
 * each cell's label, the legend), a click on a night saves it, the mass change defaults its end to
 * the start plus one day, asks for confirmation and sends the chosen room types; a viewer only reads;
 * a server field error shows under its field.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityGrid } from '../../domain/records/hotelAvailability.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { AvailabilityPage, monthRange } from './AvailabilityPage.tsx';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

const provider = { ...admin, agency: { ...admin.agency, level: 'agency_1st_level' as const } };
const viewer = { ...provider, id: 5, username: 'viewer', type: 'coordinator' as const, groups: [{ name: '[Availability] Hotel View' }] };

const grid: AvailabilityGrid = {
  hotel: { id: 1, name: 'Hotel Uno' },
  start: '2041-03-01',
  end: '2041-03-02',
  dates: ['2041-03-01', '2041-03-02'],
  room_types: [
    { id: 11, code: 'STD', name: 'Estándar', active: true, nights: [{ date: '2041-03-01', allotment: 10, sold: 7, free: 3, mode: 'cupon_sales' }, null] },
    { id: 12, code: 'SUP', name: 'Superior', active: true, nights: [{ date: '2041-03-01', allotment: 4, sold: 0, free: 4, mode: 'stop_sale' }, { date: '2041-03-02', allotment: 4, sold: 1, free: 3, mode: 'on_request' }] },
  ],
};

function renderPage(massChange = vi.fn(async () => ({ hotel: 1, start: '', end: '', room_types: [11], days: 2, nights: 2, logs: [1] }))) {
  const cell = vi.fn(async () => ({ room_type: 11, date: '2041-03-02', allotment: 5, sold: 0, free: 5, mode: 'cupon_sales' as const }));
  const stub = stubDataProvider(
    { 'hotel-availability-hotels': [{ id: 1, name: 'Hotel Uno', destination_name: 'Varadero' }] },
    { hotelAvailabilityGrid: vi.fn(async () => grid), changeHotelAvailabilityCell: cell, massChangeHotelAvailability: massChange },
  );
  render(
    <TestProviders path="/disponibilidad/hoteles" dataProvider={stub.dataProvider}>
      <AvailabilityPage />
    </TestProviders>,
  );
  return { cell, massChange };
}

async function pickHotel() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Hotel' }));
  fireEvent.click(await screen.findByRole('option', { name: /Hotel Uno/ }));
}

describe('the availability grid', () => {
  it('shows free/allotment and the mode in words per night, with a legend, and saves a night', async () => {
    signInAs(provider);
    const { cell } = renderPage();
    // No hotel chosen yet: the first one by name opens.
    const picker = await screen.findByRole('combobox', { name: 'Hotel' });
    await waitFor(() => expect(picker).toHaveProperty('value', 'Hotel Uno'));
    const std = await screen.findByRole('button', { name: '3/10 · STD, 2041-03-01: 3 libres de 10, 7 vendidas, Venta por cupo' });
    expect(std.textContent).toContain('3/10');
    expect(screen.getByRole('button', { name: '4/4 · SUP, 2041-03-01: 4 libres de 4, 0 vendidas, Cierre de ventas' })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Leyenda' });
    for (const mode of ['Venta por cupo', 'Venta libre', 'Bajo petición', 'Cierre de ventas']) expect(within(legend).getByText(mode)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '— · STD, 2041-03-02: sin disponibilidad' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Cupo'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(cell).toHaveBeenCalledWith({ room_type: 11, date: '2041-03-02', allotment: 5, mode: 'cupon_sales' }));
  });

  it('lets the viewer read the grid without changing it', async () => {
    signInAs(viewer);
    renderPage();
    await pickHotel();
    expect(await screen.findByRole('img', { name: '3/10 · STD, 2041-03-01: 3 libres de 10, 7 vendidas, Venta por cupo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /STD, 2041-03-01/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambio masivo' })).toBeNull();
  });
});

describe('the mass change dialog', () => {
  it('defaults the end to the start plus one day, asks for confirmation and sends the chosen room types', async () => {
    signInAs(provider);
    const { massChange } = renderPage();
    await pickHotel();
    await screen.findByRole('button', { name: /STD, 2041-03-01/ });
    fireEvent.click(screen.getByRole('button', { name: 'Cambio masivo' }));
    const dialog = await screen.findByRole('dialog');
    const { start } = monthRange(new Date().toISOString().slice(0, 7));
    expect((within(dialog).getByLabelText('Desde') as HTMLInputElement).value).toBe(start);
    fireEvent.change(within(dialog).getByLabelText('Desde'), { target: { value: '2041-03-10' } });
    expect((within(dialog).getByLabelText('Hasta') as HTMLInputElement).value).toBe('2041-03-11');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'SUP · Superior' }));
    expect(within(dialog).getByRole('button', { name: 'Revisar' })).toHaveProperty('disabled', true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Modalidad' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cierre de ventas' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(within(dialog).getByText('Se cambiarán 2 noches (1 tipos de habitación × 2 días, del 2041-03-10 al 2041-03-11).')).toBeTruthy();
    expect(massChange).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el cambio' }));
    await waitFor(() => expect(massChange).toHaveBeenCalledWith({ hotel: 1, start: '2041-03-10', end: '2041-03-11', room_types: [11], mode: 'stop_sale' }));
  });

  it("shows the server's field error under its field", async () => {
    signInAs(provider);
    const refuse = vi.fn(async () => {
      throw new HttpError('400', 400, { errors: {}, data: { allotment: ['En STD el 2041-03-01 hay 7 habitaciones vendidas.'] } });
    });
    renderPage(refuse);
    await pickHotel();
    await screen.findByRole('button', { name: /STD, 2041-03-01/ });
    fireEvent.click(screen.getByRole('button', { name: 'Cambio masivo' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Cupo'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el cambio' }));
    expect(await within(dialog).findByText('En STD el 2041-03-01 hay 7 habitaciones vendidas.')).toBeTruthy();
  });
});
