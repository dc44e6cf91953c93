/** The staff's house catalogue (/admin/casas, issue 11 slice "houses"): the list and the create form. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { HouseCreate } from './HouseCreate.tsx';
import { HouseList } from './HouseList.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const houses = [
  { id: 1, code: 'HAV-001', name: 'Casa Colonial Obispo', destination_name: 'La Habana', property_type: 'colonial', capacity: 5, requests_count: 3, active: true },
  { id: 2, code: 'TRI-002', name: 'Casa Trinidad', destination_name: 'Trinidad', property_type: 'apartment', capacity: 2, requests_count: 0, active: false },
];

describe('house catalogue', () => {
  it('lists the houses, inactive ones too, from the admin API sorted by name', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ 'admin-houses': houses });
    render(
      <TestProviders dataProvider={dataProvider} path="/admin/casas">
        <HouseList />
      </TestProviders>,
    );
    expect((await screen.findAllByText('Casa Trinidad')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('HAV-001').length).toBeGreaterThan(0);
    const list = calls.find((c) => c.method === 'getList' && c.resource === 'admin-houses');
    expect(list?.params.sort).toEqual({ field: 'name', order: 'ASC' });
  });

  it('says the catalogue is empty when it is', async () => {
    signInAs(admin);
    const { dataProvider } = stubDataProvider({ 'admin-houses': [] });
    render(
      <TestProviders dataProvider={dataProvider} path="/admin/casas">
        <HouseList />
      </TestProviders>,
    );
    expect(await screen.findByText('Todavía no hay casas en el catálogo.')).toBeTruthy();
  });

  it('creates a house with its defaults (both rent types, optional breakfast, active, no rooms yet)', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ 'admin-houses': [], countries: [], destinations: [], zones: [] });
    render(
      <TestProviders dataProvider={dataProvider} path="/admin/casas/create">
        <HouseCreate />
      </TestProviders>,
    );
    fireEvent.change(await screen.findByLabelText(/^Código/), { target: { value: 'VIN-003' } });
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Casa Viñales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'create')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'create')?.params.data).toMatchObject({ code: 'VIN-003', name: 'Casa Viñales', full_house: true, private_rooms: true, breakfast: 'optional', active: true, rooms: [] });
  });
});
