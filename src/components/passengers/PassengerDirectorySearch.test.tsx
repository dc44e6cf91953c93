/**
 * Issue 8: a passenger of the agency's directory fills the block in one pick (the holder's
 * contact data too), and an answer still on its way never lets Enter pick a stale option.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form, TextInput, type DataProvider } from 'react-admin';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { PassengerDirectorySearch } from './PassengerDirectorySearch.tsx';

afterEach(cleanup);

const row = (id: number, first_name: string, last_name: string, passport: string, contact = {}) => ({
  id,
  agency: 1,
  agency_name: 'Viajes Sol',
  first_name,
  middle_name: '',
  last_name,
  date_of_birth: '1985-02-01',
  gender: 'female',
  nationality: 1,
  passport,
  email: '',
  phone: '',
  address: '',
  zip_code: '',
  country: null,
  primary_document: null,
  secondary_document: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...contact,
});
const DIRECTORY = [
  row(1, 'Ana', 'Pérez', 'P1234567', { email: 'ana@example.com', phone: '+5355512345', address: 'Calle 23', zip_code: '10400', country: 1 }),
  row(2, 'Hans', 'Müller', 'C01X00T47'),
];
const SLOW_MS = 400;

function slowDirectory(): DataProvider['getList'] {
  return vi.fn(async (_resource: string, params: { filter?: { search?: string } }) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    const search = (params.filter?.search ?? '').toLowerCase();
    const data = DIRECTORY.filter((p) => `${p.first_name} ${p.last_name} ${p.passport}`.toLowerCase().includes(search));
    return { data, total: data.length };
  }) as unknown as DataProvider['getList'];
}

function renderBlock(holder: boolean) {
  const onSubmit = vi.fn();
  const { dataProvider } = stubDataProvider({}, { getList: slowDirectory() });
  render(
    <TestProviders dataProvider={dataProvider}>
      <Form onSubmit={onSubmit} defaultValues={{ passengers: [{ type: 'adult' }] }}>
        <PassengerDirectorySearch base="passengers.0" holder={holder} />
        <TextInput source="passengers.0.first_name" label="Nombre" />
        <TextInput source="passengers.0.passport" label="Pasaporte" />
        <TextInput source="passengers.0.email" label="Correo" />
      </Form>
    </TestProviders>,
  );
  return { onSubmit, search: screen.getByLabelText('Buscar en los pasajeros de la agencia') as HTMLInputElement };
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('PassengerDirectorySearch', { timeout: 60_000 }, () => {
  it('fills the holder from one pick, contact data included', async () => {
    const { search } = renderBlock(true);
    fireEvent.change(search, { target: { value: 'pérez' } });
    fireEvent.click(await screen.findByRole('option', { name: /Pérez, Ana · P1234567/ }, { timeout: 5000 }));
    await waitFor(() => expect(value('Nombre')).toBe('Ana'));
    expect(value('Pasaporte')).toBe('P1234567');
    expect(value('Correo')).toBe('ana@example.com');
    expect(search.value).toBe('');
  });

  it("a companion's block takes no contact data", async () => {
    renderBlock(false);
    fireEvent.change(screen.getByLabelText('Buscar en los pasajeros de la agencia'), { target: { value: 'ana' } });
    fireEvent.click(await screen.findByRole('option', { name: /Pérez, Ana/ }, { timeout: 5000 }));
    await waitFor(() => expect(value('Nombre')).toBe('Ana'));
    expect(value('Correo')).toBe('');
  });

  it('before the answer for the text arrives, ArrowDown+Enter picks nothing and does not submit', async () => {
    const { onSubmit, search } = renderBlock(true);
    fireEvent.change(search, { target: { value: 'pér' } });
    await screen.findByRole('option', { name: /Pérez/ }, { timeout: 5000 });
    // The operator goes on typing another name and picks at once.
    fireEvent.change(search, { target: { value: 'müller' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const enter = fireEvent.keyDown(search, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(value('Nombre')).toBe('');
    await screen.findByRole('option', { name: /Müller, Hans/ }, { timeout: 5000 });
    expect(screen.queryByRole('option', { name: /Pérez/ })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
