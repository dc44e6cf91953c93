/** The agencies' house pages (issue 11, slice "houses"): the search (/casas) and a house with its request form (/casas/:slug). */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HouseDetailRecord, HouseSearchRecord } from '../../../domain/records/houses.ts';
import type { SessionUser } from '../../../domain/session.ts';
import { admin, operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { HouseDetailPage } from './HouseDetailPage.tsx';
import { HouseSearchPage } from './HouseSearchPage.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const common = {
  country: 1,
  country_name: 'Cuba',
  destination: 3,
  destination_name: 'La Habana',
  zone: null,
  zone_name: 'Habana Vieja',
  address: 'Obispo 101',
  property_type: 'colonial',
  accommodation_type: 'house',
  full_house: true,
  private_rooms: true,
  breakfast: 'optional',
  currency: 1,
  min_nights: 1,
  photos: [],
  capacity: 5,
} as const;

const found = { ...common, id: 1, code: 'HAV-001', name: 'Casa Colonial Obispo', slug: 'casa-colonial-obispo', rooms_count: 3, free_rooms: 2, price: '240.00' } as unknown as HouseSearchRecord;

describe('house search (/casas)', () => {
  it('asks the search for two adults by default and lists the houses with free rooms and the stay price', async () => {
    signInAs(operator3);
    const { dataProvider, calls } = stubDataProvider({ houses: [found] });
    render(
      <TestProviders dataProvider={dataProvider} path="/casas">
        <HouseSearchPage />
      </TestProviders>,
    );
    expect((await screen.findAllByText('Casa Colonial Obispo (HAV-001)')).length).toBeGreaterThan(0);
    const search = calls.find((c) => c.method === 'getList' && c.resource === 'houses');
    expect(search?.params.filter).toMatchObject({ adults: 2, country: 1 });
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(screen.getByText(/240,00/)).toBeTruthy();
  });

  it('filters by country (spec §3: Cuba, country 1, by default) and asks for another one when chosen', async () => {
    signInAs(operator3);
    const countries = [
      { id: 1, name: 'Cuba', code: 'CU' },
      { id: 2, name: 'México', code: 'MX' },
    ];
    const { dataProvider, calls } = stubDataProvider({ houses: [found], countries });
    render(
      <TestProviders dataProvider={dataProvider} path="/casas">
        <HouseSearchPage />
      </TestProviders>,
    );
    const country = (await screen.findByRole('combobox', { name: 'País' })) as HTMLInputElement;
    await waitFor(() => expect(country.value).toBe('Cuba'));
    expect(calls.find((c) => c.method === 'getList' && c.resource === 'houses')?.params.filter).toMatchObject({ adults: 2, country: 1 });
    fireEvent.change(country, { target: { value: 'Méx' } });
    fireEvent.click(await screen.findByRole('option', { name: 'México' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'getList' && c.resource === 'houses' && (c.params.filter as Record<string, unknown>).country === 2)).toBe(true), { timeout: 5000 });
  });

  // The default filter (two adults) is always set, so react-admin shows its 'no results' line, not the page's empty state.
  it('says so when no house fits', async () => {
    signInAs(operator3);
    const { dataProvider } = stubDataProvider({ houses: [] });
    render(
      <TestProviders dataProvider={dataProvider} path="/casas">
        <HouseSearchPage />
      </TestProviders>,
    );
    expect(await screen.findByText(/No se encontraron resultados/)).toBeTruthy();
  });
});

const house = {
  ...common,
  id: 1,
  code: 'HAV-001',
  name: 'Casa Colonial Obispo',
  slug: 'casa-colonial-obispo',
  description: 'Casa del siglo XVIII.',
  cancellation_policies: [
    { name: 'Sin cargo a más de 30 días', discount_type: 'percent', value: '0', min_days: 31, max_days: null },
    { name: 'Menos de 7 días: 50 %', discount_type: 'percent', value: '50', min_days: 0, max_days: 6 },
  ],
  rooms: [
    { id: 11, name: 'Habitación azul', capacity: 2, free: true },
    { id: 12, name: 'Habitación verde', capacity: 3, free: false },
  ],
  supplements: [{ id: 5, name: 'Traslado', mandatory: false, per: 'booking', frequency: 'once' }],
  full_house_free: false,
} as unknown as HouseDetailRecord;

function renderDetail(user: SessionUser) {
  signInAs(user);
  const houseBySlug = vi.fn(async () => house);
  const priceHouse = vi.fn(async (_id: number, _body: unknown) => ({ nights: 3, currency: 1, price: '180.00', available: true, breakdown: null }));
  const requestHouse = vi.fn(async (_body: unknown, _key: string) => ({ id: 77 }) as never);
  const { dataProvider } = stubDataProvider({}, { houseBySlug, priceHouse, requestHouse });
  render(
    <TestProviders dataProvider={dataProvider} path="/casas/casa-colonial-obispo?start_date=2040-01-10&end_date=2040-01-13&adults=2">
      <Routes>
        <Route path="/casas/:slug" element={<HouseDetailPage />} />
        <Route path="/casas/solicitudes/:id" element={<p>request page</p>} />
      </Routes>
    </TestProviders>,
  );
  return { houseBySlug, priceHouse, requestHouse };
}

describe('house page (/casas/:slug)', () => {
  it('shows the rooms (taken ones marked) and only the policies that charge, for the dates of the search', async () => {
    const { houseBySlug } = renderDetail(operator3);
    expect(await screen.findByRole('heading', { name: 'Casa Colonial Obispo (HAV-001)' })).toBeTruthy();
    expect(houseBySlug).toHaveBeenCalledWith('casa-colonial-obispo', { start_date: '2040-01-10', end_date: '2040-01-13' });
    expect(screen.getByText('Menos de 7 días: 50 %')).toBeTruthy();
    expect(screen.queryByText('Sin cargo a más de 30 días')).toBeNull();
    // operator3 may view houses but not request them: no request form.
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });

  it('sends the request only after the price is calculated, with that price', async () => {
    const { priceHouse, requestHouse } = renderDetail(admin);
    const send = (await screen.findByRole('button', { name: 'Enviar solicitud' })) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(within(screen.getByRole('group', { name: /Habitaciones/ })).getByLabelText(/Habitación azul/));
    fireEvent.change(screen.getByLabelText(/Nombre del cliente|Cliente/), { target: { value: 'Ana García' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcular precio' }));
    await waitFor(() => expect(priceHouse).toHaveBeenCalledTimes(1));
    expect(priceHouse.mock.calls[0]).toEqual([1, expect.objectContaining({ checkin: '2040-01-10', checkout: '2040-01-13', type: 'private_room', rooms: [11], ages: [expect.any(Number), expect.any(Number)] })]);
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(requestHouse).toHaveBeenCalledTimes(1));
    expect(requestHouse.mock.calls[0]?.[0]).toMatchObject({ house: 1, rooms: [11], customer_name: 'Ana García', price: '180.00' });
    expect(await screen.findByText('request page')).toBeTruthy();
  });
});
