/** /hoteles and /hoteles/:slug (issue 11, hsell): the search from the URL with its rooms, the results, and booking a stay into the cart. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { HotelPageRecord, HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { HotelPage } from './HotelPage.tsx';
import { HotelSearchPage } from './HotelSearchPage.tsx';

beforeEach(() => signInAs(operator3));
afterEach(() => {
  cleanup();
  signOut();
});

const result: HotelSearchResult = {
  id: 3,
  slug: 'hotel-playa',
  name: 'Hotel Playa',
  category: 4,
  chain: null,
  chain_name: null,
  country: 1,
  country_name: 'Cuba',
  destination: 1,
  destination_name: 'Varadero',
  zone_name: null,
  photo: null,
  nights: 4,
  meal_plan: 2,
  meal_plan_code: 'BB',
  meal_plan_name: 'Alojamiento y desayuno',
  rooms: [{ room_type: 10, room_type_name: 'Estándar' }],
  price: '812.40',
  currency: 1,
  on_request: false,
  offers: ['7x6'],
  is_hotel_integration: false,
};

describe('hotel search', { timeout: 60_000 }, () => {
  it('searches the stay of the URL with its rooms and shows the results, or the empty state', async () => {
    const asked: Record<string, unknown>[] = [];
    let answer = { count: 1, results: [result] };
    const custom: Partial<AppDataProvider> = {
      searchHotels: async (params) => {
        asked.push(params);
        return answer;
      },
    };
    const { unmount } = render(
      <TestProviders path="/hoteles?checkin=2031-03-04&checkout=2031-03-08&rooms=2,2-7" dataProvider={stubDataProvider({}, custom).dataProvider}>
        <HotelSearchPage />
      </TestProviders>,
    );
    const card = await screen.findByRole('article', { name: 'Hotel Playa' });
    expect(within(card).getByText(/812,40/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: /Ver habitaciones/ }).getAttribute('href')).toBe('/hoteles/hotel-playa?checkin=2031-03-04&checkout=2031-03-08&rooms=2%2C2-7');
    expect(asked[0]).toMatchObject({ checkin: '2031-03-04', checkout: '2031-03-08', rooms: '2,2-7' });
    const ages = screen.getAllByLabelText('Edades de los niños', { selector: 'input', exact: false }) as HTMLInputElement[];
    expect(ages.map((a) => a.value)).toEqual(['', '7']);
    unmount();
    answer = { count: 0, results: [] };
    render(
      <TestProviders path="/hoteles?checkin=2031-03-04&checkout=2031-03-08" dataProvider={stubDataProvider({}, custom).dataProvider}>
        <HotelSearchPage />
      </TestProviders>,
    );
    expect(await screen.findByText(/No se encontró disponibilidad/)).toBeTruthy();
  });

  it('marks a hotel of the integrated provider with a chip, and only that one', async () => {
    const provider: HotelSearchResult = { ...result, id: 4, slug: 'hotel-proveedor', name: 'Hotel Proveedor', offers: [], is_hotel_integration: true };
    const custom: Partial<AppDataProvider> = { searchHotels: async () => ({ count: 2, results: [result, provider] }) };
    render(
      <TestProviders path="/hoteles?checkin=2031-03-04&checkout=2031-03-08" dataProvider={stubDataProvider({}, custom).dataProvider}>
        <HotelSearchPage />
      </TestProviders>,
    );
    const theirs = await screen.findByRole('article', { name: 'Hotel Proveedor' });
    expect(within(theirs).getByText('Proveedor integrado')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Hotel Playa' })).queryByText('Proveedor integrado')).toBeNull();
  });

  it('filters by country, destination, zone, chain and hotel name, each narrowing the next', async () => {
    const asked: Record<string, unknown>[] = [];
    const { dataProvider, calls } = stubDataProvider(
      {
        destinations: [
          { id: 1, name: 'Varadero', country_id: 10 },
          { id: 2, name: 'Cancún', country_id: 20 },
        ],
        countries: [
          { id: 10, name: 'Cuba' },
          { id: 20, name: 'México' },
        ],
        zones: [{ id: 5, name: 'Zona Hotelera' }],
        'hotel-chains': [{ id: 9, name: 'Iberostar' }],
      },
      { searchHotels: async (params) => (asked.push(params), { count: 0, results: [] }) },
    );
    render(
      <TestProviders path="/hoteles?checkin=2031-03-04&checkout=2031-03-08&chain=9" dataProvider={dataProvider}>
        <HotelSearchPage />
      </TestProviders>,
    );
    // The chain of the URL is searched and shown.
    await waitFor(() => expect(asked[0]).toMatchObject({ chain: '9' }));
    expect(await screen.findByRole('combobox', { name: 'Cadena' })).toHaveProperty('textContent', 'Iberostar');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'País' }));
    fireEvent.click(await screen.findByRole('option', { name: 'México' }));
    // Only México's destinations are offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Destino' }));
    expect(screen.queryByRole('option', { name: 'Varadero' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Cancún' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'getList' && c.resource === 'zones' && (c.params.filter as Record<string, unknown>).destination === '2')).toBe(true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Zona' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Zona Hotelera' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre del hotel' }), { target: { value: ' Riu ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ country: '20', destination: '2', zone: '5', chain: '9', search: 'Riu' }));
  });
});

const page: HotelPageRecord = {
  id: 3,
  slug: 'hotel-playa',
  name: 'Hotel Playa',
  category: 4,
  chain_name: null,
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
    { room: 0, room_type: 10, room_type_name: 'Estándar', meal_plan: 2, meal_plan_code: 'BB', meal_plan_name: 'Alojamiento y desayuno', occupancy_text: '2', price: '400.00', accommodation: '400.00', children: '0.00', discount: '0.00', offers: [], supplements: [{ id: 7, name: 'Traslado', mandatory: false, amount: '20.00', price: '22.00' }], on_request: false },
  ],
  unavailable: null,
  cancellation_policy: [{ name: 'Tardía', discount_type: 'percent', value: '50', min_days: 0, max_days: 3 }],
  is_hotel_integration: false,
};

describe('hotel page', { timeout: 60_000 }, () => {
  it('asks the holder, adds a supplement to the total and puts the stay in the cart', async () => {
    const added: unknown[] = [];
    const custom: Partial<AppDataProvider> = {
      hotelPage: async () => page,
      addHotelToCart: async (body) => {
        added.push(body);
        return { id: 1 } as never;
      },
      getCartItems: async () => [],
    };
    render(
      <TestProviders path="/hoteles/hotel-playa?checkin=2031-03-04&checkout=2031-03-08&rooms=2" dataProvider={stubDataProvider({}, custom).dataProvider}>
        <Routes>
          <Route path="/hoteles/:slug" element={<HotelPage />} />
          <Route path="/cart" element={<p>carrito</p>} />
        </Routes>
      </TestProviders>,
    );
    expect(await screen.findByText('Frente al mar.')).toBeTruthy();
    expect(screen.getByText(/Total: .*400,00/)).toBeTruthy();
    expect(screen.getByText(/50/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Traslado/ }));
    expect(screen.getByText(/Total: .*422,00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(await screen.findAllByText('Obligatorio')).toHaveLength(2);
    expect(added).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /Nombre del titular/ }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Apellidos del titular/ }), { target: { value: 'Pérez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ hotel: 3, meal_plan: 2, rooms: [{ room_type: 10, adults: 2, supplements: [7], holder: { first_name: 'Ana', last_name: 'Pérez' } }] });
    expect(await screen.findByText('carrito')).toBeTruthy();
  });
});
