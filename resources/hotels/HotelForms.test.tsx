/**
 * The hotel catalogue's forms (issue 11, slice "hcat"): a season with its cancellation policies, a
 * supplement and an offer whose fields depend on another, the domain's schema refusing in the
 * browser, and the server's 400 shown under its field.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toHttpError } from '../../dataProvider/errors.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { OffersPanel, SupplementsPanel } from './ExtrasPanels.tsx';
import { subjectOf } from './HistoryPanel.tsx';
import { moved } from './PhotosPanel.tsx';
import { SeasonsPanel } from './SeasonsPanel.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const currencies = [{ id: 1, abbreviation: 'USD' }];
const season = { id: 7, hotel: 1, name: 'Alta', start_date: '2031-01-01', end_date: '2031-03-31', currency: 1, min_nights: 2, cancellation_policies: [], active: true, prices_count: 0 };

const dialog = () => screen.findByRole('dialog');
const change = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const choose = async (scope: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('seasons', () => {
  it('creates a season with a cancellation policy, after the browser refuses max days below min days', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ 'hotel-contracts': [], currencies });
    render(
      <TestProviders dataProvider={dataProvider}>
        <SeasonsPanel hotel={1} />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva temporada' }));
    const form = await dialog();
    change(within(form).getAllByLabelText(/^Nombre/)[0], 'Verano');
    change(within(form).getByLabelText(/^Desde/), '2031-06-01');
    change(within(form).getByLabelText(/^Hasta/), '2031-08-31');
    fireEvent.click(within(form).getByRole('button', { name: /Añadir/ }));
    change(await within(form).findByLabelText(/^Nombre$|^Nombre \*/, { selector: '[name="cancellation_policies.0.name"]' }), 'Menos de 7 días');
    await choose(form, 'Tipo de penalidad', 'Porcentaje');
    change(within(form).getByLabelText(/^Valor/), '50');
    change(within(form).getByLabelText(/^Días mínimos/), '7');
    change(within(form).getByLabelText(/^Días máximos/), '3');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Los días máximos no pueden ser menos que los mínimos.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'create')).toEqual([]);
    change(within(form).getByLabelText(/^Días máximos/), '30');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'create')).toHaveLength(1));
    const created = calls.find((c) => c.method === 'create');
    expect(created?.resource).toBe('hotel-contracts');
    expect(created?.params.data).toEqual({
      hotel: 1,
      name: 'Verano',
      start_date: '2031-06-01',
      end_date: '2031-08-31',
      currency: 1,
      min_nights: 1,
      active: true,
      cancellation_policies: [{ name: 'Menos de 7 días', discount_type: 'percent', value: 50, min_days: 7, max_days: 30 }],
    });
  });

  it("shows the server's 400 under its field (an overlapping season) and keeps the dialog open", async () => {
    signInAs(admin);
    const overlap = 'Las fechas se solapan con otra temporada activa del hotel (Baja).';
    const { dataProvider, calls } = stubDataProvider({ 'hotel-contracts': [season], currencies });
    dataProvider.update = async (resource, params) => {
      calls.push({ method: 'update', resource, params: params as unknown as Record<string, unknown> });
      throw toHttpError({ status: 400, data: { start_date: [overlap] } });
    };
    render(
      <TestProviders dataProvider={dataProvider}>
        <SeasonsPanel hotel={1} />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await dialog();
    change(within(form).getByLabelText(/^Desde/), '2030-12-01');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText(overlap)).toBeTruthy();
    const update = calls.find((c) => c.method === 'update');
    // Only the fields of the strict update body: no hotel, id or counts.
    expect(Object.keys(update?.params.data as object).sort()).toEqual(['active', 'cancellation_policies', 'currency', 'end_date', 'min_nights', 'name', 'start_date']);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('supplements and offers', () => {
  it("shows a supplement's age range only when charged per person, and sends it then only", async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ 'hotel-supplements': [], currencies, 'hotel-room-types': [], 'meal-plans': [] });
    render(
      <TestProviders dataProvider={dataProvider}>
        <SupplementsPanel hotel={1} />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo suplemento' }));
    const form = await dialog();
    expect(within(form).queryByLabelText(/^Edad mínima/)).toBeNull();
    change(within(form).getAllByLabelText(/^Nombre/)[0], 'Cena de gala');
    change(within(form).getByLabelText(/^Importe/), '45');
    await choose(form, 'Por', 'Por persona');
    change(await within(form).findByLabelText(/^Edad mínima/), '12');
    change(within(form).getByLabelText(/^Edad máxima/), '5');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('La edad máxima no puede ser menor que la mínima.')).toBeTruthy();
    change(within(form).getByLabelText(/^Edad máxima/), '120');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'create')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'create')?.params.data).toEqual({
      hotel: 1,
      name: 'Cena de gala',
      per: 'person',
      frequency: 'stay',
      amount: 45,
      currency: 1,
      min_age: 12,
      max_age: 120,
      mandatory: false,
      active: true,
    });
  });

  it("shows an offer's fields by its kind: stay/pay nights for free nights, and requires them", async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ 'hotel-offers': [], 'hotel-room-types': [], 'meal-plans': [] });
    render(
      <TestProviders dataProvider={dataProvider}>
        <OffersPanel hotel={1} />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva oferta' }));
    const form = await dialog();
    expect(within(form).getByLabelText(/^Porcentaje/)).toBeTruthy();
    expect(within(form).queryByLabelText(/^Noches de estancia/)).toBeNull();
    change(within(form).getAllByLabelText(/^Nombre/)[0], '7x6');
    await choose(form, 'Tipo', 'Noches gratis');
    expect(within(form).queryByLabelText(/^Porcentaje/)).toBeNull();
    change(within(form).getByLabelText(/^Noches de estancia/), '7');
    change(within(form).getByLabelText(/^Noches pagadas/), '7');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Las noches pagadas deben ser menos que las noches de estancia.')).toBeTruthy();
    change(within(form).getByLabelText(/^Noches pagadas/), '6');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'create')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'create')?.params.data).toMatchObject({ hotel: 1, name: '7x6', kind: 'free_nights', stay_nights: 7, pay_nights: 6, percent: null, min_days_before: null });
  });
});

describe('photo order and history helpers', () => {
  it('moves a photo one place and never past the ends', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
  it('names a price change by room, occupancy and plan', () => {
    expect(subjectOf('hotel_price', { room_type_name: 'Estándar', occupancy_text: '2+1', meal_plan_code: 'BB', price: '100.00' }, null)).toBe('Estándar · 2+1 · BB');
    expect(subjectOf('hotel_supplement', null, { name: 'Traslado' })).toBe('Traslado');
  });
});
