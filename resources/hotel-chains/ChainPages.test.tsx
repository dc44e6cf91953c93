/** The hotel chains' pages (issue 11, slice "hcat"): the list of active and inactive chains, and the create form's validation and body. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { ChainCreate } from './ChainCreate.tsx';
import { ChainList } from './ChainList.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

describe('hotel chains', () => {
  it('lists the chains from the admin API, inactive ones too', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({
      'admin-hotel-chains': [
        { id: 1, name: 'Iberostar', code: 'IBEROSTAR', active: true },
        { id: 2, name: 'Antigua', code: null, active: false },
      ],
    });
    render(
      <TestProviders dataProvider={dataProvider} path="/admin/cadenas-hoteleras">
        <ChainList />
      </TestProviders>,
    );
    expect((await screen.findAllByText('Antigua')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'getList')?.resource).toBe('admin-hotel-chains');
  });

  it('refuses an empty name in the browser, with the server schema', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ 'admin-hotel-chains': [] });
    render(
      <TestProviders dataProvider={dataProvider} path="/admin/cadenas-hoteleras/create">
        <ChainCreate />
      </TestProviders>,
    );
    fireEvent.change(await screen.findByLabelText(/^Código/), { target: { value: 'AZUL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'create')).toEqual([]);
  });

  it('creates the chain with only the body fields', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ 'admin-hotel-chains': [] });
    render(
      <TestProviders dataProvider={dataProvider} path="/admin/cadenas-hoteleras/create">
        <ChainCreate />
      </TestProviders>,
    );
    fireEvent.change(await screen.findByLabelText(/^Nombre/), { target: { value: 'Cadena Azul' } });
    fireEvent.change(screen.getByLabelText(/^Código/), { target: { value: 'AZUL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'create')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'create')?.params.data).toEqual({ name: 'Cadena Azul', code: 'AZUL', active: true });
  });
});
