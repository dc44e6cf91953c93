import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../dataProvider/errors.ts';
import { admin } from '../../../src/testing/actors.ts';
import { signInAs, signOut } from '../../../src/testing/session.ts';
import { stubDataProvider } from '../../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../../src/testing/TestProviders.tsx';
import { departure, economy, groupCaribe, havana } from '../testing/fixtures.ts';
import { SubcalendarList } from './SubcalendarList.tsx';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

type Calls = ReturnType<typeof stubDataProvider>['calls'];
const lastFilter = (calls: Calls) => calls.filter((c) => c.method === 'getList' && c.resource === 'subcalendars').at(-1)?.params.filter as Record<string, unknown>;

const rows = [departure(11, '2027-01-04'), departure(12, '2027-01-06', 0), departure(13, '2027-01-08')];

function renderList(custom = {}) {
  signInAs(admin);
  const stub = stubDataProvider({ subcalendars: rows, cities: [havana], 'seat-categories': [economy], 'agency-groups': [groupCaribe] }, custom);
  render(
    <TestProviders path="/admin/flights" dataProvider={stub.dataProvider}>
      <SubcalendarList />
    </TestProviders>,
  );
  return stub;
}

describe('departures (subcalendars) list', () => {
  it('shows seats per category and sends the Flight calendar filter to the dataProvider', async () => {
    const { calls } = renderList();
    expect(await screen.findAllByText('CV101', {}, { timeout: 20_000 })).toHaveLength(3);
    // capacity / sold / free of Económica, and the group's hold.
    const full = screen.getAllByRole('row').find((row) => within(row).queryByText('2027-01-06') || row.textContent?.includes('6/1/2027'));
    expect(full?.textContent).toContain('30 / 26 / 0');
    // The groups' holds start hidden (issue 8: the list fits 1366 px); the column chooser shows them.
    expect(screen.queryByText(/Mayoristas Caribe \(Económica\): 4, 1 vendidos/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Columnas' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Asientos de grupos' }));
    expect(await screen.findAllByText(/Mayoristas Caribe \(Económica\): 4, 1 vendidos/)).toHaveLength(3);
    fireEvent.keyDown(screen.getByRole('presentation'), { key: 'Escape' });
    expect(lastFilter(calls)).toEqual({});

    fireEvent.change(screen.getByRole('textbox', { name: 'Número de vuelo' }), { target: { value: 'CV101' } });
    await waitFor(() => expect(lastFilter(calls)).toEqual({ flight_number: 'CV101' }), { timeout: 3000 });

    fireEvent.change(screen.getByLabelText('Salidas desde'), { target: { value: '2027-01-01' } });
    fireEvent.change(screen.getByLabelText('Salidas hasta'), { target: { value: '2027-01-31' } });
    await waitFor(() => expect(lastFilter(calls)).toMatchObject({ schedule_start: '2027-01-01', schedule_end: '2027-01-31' }), { timeout: 3000 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo de viaje/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ida y vuelta' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Activo/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sí' }));
    fireEvent.change(screen.getByLabelText('Ciudad de origen'), { target: { value: 'Hab' } });
    fireEvent.click(await screen.findByRole('option', { name: /La Habana/ }));
    await waitFor(
      () =>
        expect(lastFilter(calls)).toEqual({
          flight_number: 'CV101',
          schedule_start: '2027-01-01',
          schedule_end: '2027-01-31',
          type_flight: 'round_trip',
          active: 'true',
          origin_city: 1,
        }),
      { timeout: 3000 },
    );
  });

  it('holds seats for an agency group on the selected departures, and shows the 409 in the dialog', async () => {
    const subcalendarBulk = vi.fn(async () => {
      throw toHttpError({ status: 409, data: { detail: 'La salida del 06/01/2027 no tiene 6 asientos libres en Económica.', code: 'no_free_seats' } });
    });
    renderList({ subcalendarBulk });
    await screen.findAllByText('CV101', {}, { timeout: 20_000 });
    // Row checkboxes (after 'select all'); react-admin's row label does not reach MUI 9's input.
    const boxes = screen.getAllByRole('checkbox').filter((box) => box.getAttribute('aria-label') !== 'Seleccionar todo');
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reservar para grupo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/en las 2 salidas seleccionadas/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Categoría/), { target: { value: 'Eco' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Económica' }));
    fireEvent.change(within(dialog).getByLabelText(/Grupo de agencias/), { target: { value: 'May' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Mayoristas Caribe' }));
    fireEvent.change(within(dialog).getByLabelText(/Asientos del grupo/), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    // The confirmation names how many departures it touches.
    expect(await screen.findByText(/Se aplicará a los 2 elementos seleccionados/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(subcalendarBulk).toHaveBeenCalledWith('add-agency-category', [11, 12], { category: 1, agency_group: 4, seats: 6 }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('No se pudo aplicar: no se cambió nada');
    expect(alert.textContent).toContain('no tiene 6 asientos libres en Económica');
    // The dialog stays open with the values, so the user can correct them.
    expect((within(dialog).getByLabelText(/Asientos del grupo/) as HTMLInputElement).value).toBe('6');
  });
});
