import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { admin } from '../../../src/testing/actors.ts';
import { signInAs, signOut } from '../../../src/testing/session.ts';
import { stubDataProvider } from '../../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../../src/testing/TestProviders.tsx';
import { cancun, havana } from '../testing/fixtures.ts';
import { RouteCreate } from './RouteCreate.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

/** The save button waits while react-hook-form re-validates after a change. */
async function submit(save: HTMLElement) {
  await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(save);
}

async function pickCity(label: string, typed: string, option: RegExp) {
  fireEvent.change(screen.getByRole('combobox', { name: new RegExp(label) }), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('route form', () => {
  it('checks the route with the domain schema before sending it, then posts every field', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ cities: [havana, cancun] });
    render(
      <TestProviders path="/admin/flights/route/create" dataProvider={dataProvider}>
        <RouteCreate />
      </TestProviders>,
    );
    const save = await screen.findByRole('button', { name: 'Guardar' });
    // A blank name (trimmed) and no cities: all three are required.
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: '   ' } });
    await submit(save);
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);

    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'La Habana – La Habana' } });
    await pickCity('Ciudad de origen', 'Hab', /La Habana/);
    await pickCity('Ciudad de destino', 'Hab', /La Habana/);
    fireEvent.change(screen.getAllByLabelText('Adulto')[0], { target: { value: '12.345' } });
    fireEvent.change(screen.getByLabelText(/Margen \(minutos\)/), { target: { value: '2000' } });
    await submit(save);
    expect(await screen.findByText('El destino debe ser distinto del origen.')).toBeTruthy();
    expect(screen.getByText('Introduzca un importe de cero o más con dos decimales como máximo.')).toBeTruthy();
    expect(screen.getByText(/1440/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'create')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'La Habana – Cancún' } });
    await pickCity('Ciudad de destino', 'Can', /Cancún/);
    fireEvent.change(screen.getAllByLabelText('Adulto')[0], { target: { value: '150.00' } });
    fireEvent.change(screen.getAllByLabelText('Adulto')[1], { target: { value: '280' } });
    fireEvent.change(screen.getByLabelText(/Margen \(minutos\)/), { target: { value: '45' } });
    await submit(save);
    await waitFor(() => expect(calls.find((c) => c.method === 'create')).toBeTruthy());
    expect(calls.find((c) => c.method === 'create')?.params.data).toEqual({
      name: 'La Habana – Cancún',
      origin_city: 1,
      destination_city: 2,
      enabled: true,
      use_configuration_prices: false,
      price_adult: '150.00',
      price_child: '0.00',
      price_infant: '0.00',
      price_adult_oi: '280',
      price_child_oi: '0.00',
      price_infant_oi: '0.00',
      sort: 0,
      margin_minutes: 45,
    });
  });
});
