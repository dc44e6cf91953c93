/** 'Guardar como cotización' on /cart (issue 9): shown to who may quote while the cart has items; saves and opens the quote. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { toHttpError } from '../../../dataProvider/errors.ts';
import type { CartItemRecord } from '../../../domain/records/cart.ts';
import type { QuoteDetailRecord } from '../../../domain/records/quotes.ts';
import type { SessionUser } from '../../../domain/session.ts';
import { operator3 } from '../../testing/actors.ts';
import { signInAs, signOut } from '../../testing/session.ts';
import { stubDataProvider } from '../../testing/stubDataProvider.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { SaveAsQuote } from './SaveAsQuote.tsx';

const quoter: SessionUser = { ...operator3, groups: [...operator3.groups, { name: 'Shopping Cart Quotes' }] };
const item = { id: 1, service_type: 'flights', description: 'CUN → HAV', price: '100.00', currency: 1 } as CartItemRecord;

afterEach(() => {
  cleanup();
  signOut();
});

function renderOnCart(custom: Partial<AppDataProvider>) {
  render(
    <TestProviders path="/cart" dataProvider={stubDataProvider({}, custom).dataProvider}>
      <Routes>
        <Route path="/cart" element={<SaveAsQuote />} />
        <Route path="/cart/cotizaciones/:id" element={<p>Página de la cotización</p>} />
      </Routes>
    </TestProviders>,
  );
}

describe('save the cart as a quote', () => {
  it('asks for a name and a currency, saves and opens the quote', async () => {
    signInAs(quoter);
    const createQuote = vi.fn(async () => ({ id: 12, name: 'Viaje de Ana' }) as QuoteDetailRecord);
    renderOnCart({ getCartItems: async () => [item], createQuote });
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar como cotización' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(createQuote).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText(/Nombre de la cotización/), { target: { value: 'Viaje de Ana' } });
    fireEvent.mouseDown(dialog.getByLabelText(/Moneda/));
    fireEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(createQuote).toHaveBeenCalledWith({ name: 'Viaje de Ana', currency: 2 }));
    expect(await screen.findByText('Página de la cotización')).toBeTruthy();
    expect(await screen.findByText('Cotización «Viaje de Ana» guardada')).toBeTruthy();
  });

  it('shows the server’s refusal under its field (no rate for the currency)', async () => {
    signInAs(quoter);
    const createQuote = vi.fn(async () => {
      throw toHttpError({ status: 400, data: { currency: ['No hay tipo de cambio vigente para CAD: pida a finanzas que lo registre.'] } });
    });
    renderOnCart({ getCartItems: async () => [item], createQuote });
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar como cotización' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/Nombre de la cotización/), { target: { value: 'Canadá' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText(/No hay tipo de cambio vigente para CAD/)).toBeTruthy();
  });

  it('is not offered without the permission or with an empty cart', async () => {
    signInAs(operator3);
    const getCartItems = vi.fn(async () => [item]);
    renderOnCart({ getCartItems });
    await waitFor(() => expect(getCartItems).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Guardar como cotización' })).toBeNull();
    cleanup();
    signInAs(quoter);
    const empty = vi.fn(async () => []);
    renderOnCart({ getCartItems: empty });
    await waitFor(() => expect(empty).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Guardar como cotización' })).toBeNull();
  });
});
