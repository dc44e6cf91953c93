/** /cart/cotizaciones: the list, its filters and every action of a row (issue 9, quotes). */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { toHttpError } from '../../dataProvider/errors.ts';
import type { QuoteRecord } from '../../domain/records/quotes.ts';
import type { SessionUser } from '../../domain/session.ts';
import { operator3 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { QuoteList } from './QuoteList.tsx';

const quoter: SessionUser = { ...operator3, groups: [...operator3.groups, { name: 'Shopping Cart Quotes' }] };

const quote = (id: number, name: string, more: Partial<QuoteRecord> = {}): QuoteRecord => ({
  id,
  name,
  currency: 2,
  currency_code: 'EUR',
  total: '1056.79',
  item_count: 1,
  summary: 'CUN → HAV → CUN',
  owner: quoter.id,
  owner_name: 'Olga Operadora',
  agency: 7,
  agency_name: 'Viajes del Sur',
  can_change: true,
  created_at: '2031-01-10T10:00:00.000Z',
  updated_at: '2031-01-10T10:00:00.000Z',
  ...more,
});

const mine = quote(5, 'Familia Pérez');
const others = quote(6, 'De otra persona', { can_change: false, owner: 99, owner_name: 'Pedro Vendedor' });

beforeEach(() => signInAs(quoter));
afterEach(() => {
  cleanup();
  signOut();
});

function renderList(custom: Partial<AppDataProvider> = {}) {
  const stub = stubDataProvider({ quotes: [mine, others] }, custom);
  render(
    <TestProviders path="/cart/cotizaciones" dataProvider={stub.dataProvider}>
      <Routes>
        <Route path="/cart/cotizaciones" element={<QuoteList />} />
        <Route path="/cart" element={<p>Página del carrito</p>} />
      </Routes>
    </TestProviders>,
  );
  return stub;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the quotes list', () => {
  it('lists the quotes newest first with total in their currency; only the owner may rename, move to the cart or delete', async () => {
    const { calls } = renderList();
    const row = within(await rowOf('Familia Pérez'));
    expect(row.getByText('€ 1.056,79')).toBeTruthy();
    expect(row.getByText('CUN → HAV → CUN')).toBeTruthy();
    for (const name of ['PDF', 'Enviar por correo', 'Renombrar', 'Pasar al carrito', 'Eliminar']) expect(row.getByRole('button', { name }), name).toBeTruthy();
    const foreign = within(await rowOf('De otra persona'));
    expect(foreign.getByRole('button', { name: 'PDF' })).toBeTruthy();
    expect(foreign.getByRole('button', { name: 'Enviar por correo' })).toBeTruthy();
    expect(foreign.queryByRole('button', { name: 'Renombrar' })).toBeNull();
    expect(foreign.queryByRole('button', { name: 'Pasar al carrito' })).toBeNull();
    expect(foreign.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(calls.find((c) => c.method === 'getList' && c.resource === 'quotes')?.params).toMatchObject({ sort: { field: 'created_at', order: 'DESC' } });
  });

  it('filters by name and creation dates', async () => {
    const { calls } = renderList();
    await rowOf('Familia Pérez');
    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: 'Pérez' } });
    fireEvent.change(screen.getByLabelText('Creada desde'), { target: { value: '2031-01-01' } });
    await waitFor(() => expect(calls.filter((c) => c.method === 'getList').at(-1)?.params).toMatchObject({ filter: { name: 'Pérez', created_after: '2031-01-01' } }));
  });

  it('renames through a dialog and deletes after a confirmation naming the quote', async () => {
    const { dataProvider, calls } = renderList();
    const row = within(await rowOf('Familia Pérez'));
    fireEvent.click(row.getByRole('button', { name: 'Renombrar' }));
    const dialog = within(await screen.findByRole('dialog'));
    const input = dialog.getByLabelText(/Nombre de la cotización/) as HTMLInputElement;
    expect(input.value).toBe('Familia Pérez');
    fireEvent.change(input, { target: { value: 'Familia Pérez – julio' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Renombrar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'update')?.params).toMatchObject({ id: 5, data: { name: 'Familia Pérez – julio' } }));
    expect(await screen.findByText('Cotización renombrada')).toBeTruthy();

    fireEvent.click(within(await rowOf('Familia Pérez')).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('¿Eliminar la cotización «Familia Pérez»?');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'delete')?.params).toMatchObject({ id: 5 }));
    expect(await screen.findByText('Cotización eliminada')).toBeTruthy();
  });

  it('a refused deletion says so (spec §8)', async () => {
    const stub = stubDataProvider({ quotes: [mine] });
    stub.dataProvider.delete = vi.fn(async () => {
      throw toHttpError({ status: 403, data: { detail: 'No' } });
    });
    render(
      <TestProviders path="/cart/cotizaciones" dataProvider={stub.dataProvider}>
        <QuoteList />
      </TestProviders>,
    );
    fireEvent.click(within(await rowOf('Familia Pérez')).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Error al eliminar la cotización.')).toBeTruthy();
  });

  it('downloads the PDF and sends it by e-mail to the customer in the chosen language', async () => {
    const downloadQuotePdf = vi.fn(async () => ({ blob: new Blob(['%PDF-1.3']), filename: 'cotizacion-5.pdf' }));
    const sendQuote = vi.fn(async () => ({ detail: 'Cotización enviada a cliente@example.test.' }));
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    renderList({ downloadQuotePdf, sendQuote });
    const row = within(await rowOf('Familia Pérez'));
    fireEvent.click(row.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(downloadQuotePdf).toHaveBeenCalledWith(5));
    expect(await screen.findByText('Cotización descargada')).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'Enviar por correo' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar por correo' }));
    // The e-mail is required: nothing is sent without it.
    expect(await dialog.findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(sendQuote).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText(/Correo del cliente/), { target: { value: 'cliente@example.test' } });
    fireEvent.mouseDown(dialog.getByLabelText(/Idioma del correo/));
    fireEvent.click(await screen.findByRole('option', { name: 'Inglés' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar por correo' }));
    await waitFor(() => expect(sendQuote).toHaveBeenCalledWith(5, { email: 'cliente@example.test', language: 'en' }));
    expect(await screen.findByText('Cotización enviada a cliente@example.test.')).toBeTruthy();
  });

  it('moves the quote to the cart: new prices are shown old and new and converted once accepted, then /cart opens', async () => {
    const changed = toHttpError({
      status: 409,
      data: { detail: 'El precio ha cambiado', code: 'price_changed', items: [{ id: 51, old_price: '1148.68', new_price: '1210.00', description: 'CUN → HAV → CUN', currency: 1 }] },
    });
    const convertQuote = vi.fn(async (_id: number, body?: object) => {
      if (!body || !('accepted_prices' in body)) throw changed;
      return { items: [] };
    });
    renderList({ convertQuote });
    fireEvent.click(within(await rowOf('Familia Pérez')).getByRole('button', { name: 'Pasar al carrito' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Los precios han cambiado')).toBeTruthy();
    expect(dialog.getByText('$ 1.148,68')).toBeTruthy();
    expect(dialog.getByText('$ 1.210,00')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Aceptar los nuevos precios' }));
    await waitFor(() => expect(convertQuote).toHaveBeenLastCalledWith(5, { accepted_prices: [{ id: 51, price: '1210.00' }] }));
    expect(await screen.findByText('Página del carrito')).toBeTruthy();
  });

  it('seats gone is told and the user stays on the list', async () => {
    const convertQuote = vi.fn(async () => {
      throw toHttpError({ status: 409, data: { detail: 'No quedan plazas suficientes en esta salida.', code: 'no_seats' } });
    });
    renderList({ convertQuote });
    fireEvent.click(within(await rowOf('Familia Pérez')).getByRole('button', { name: 'Pasar al carrito' }));
    expect(await screen.findByText(/No quedan plazas suficientes/)).toBeTruthy();
    expect(screen.queryByText('Página del carrito')).toBeNull();
    expect(screen.queryByText('Los precios han cambiado')).toBeNull();
  });
});
