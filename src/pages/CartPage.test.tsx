/** /cart (issue 9): each item shows service, route, dates, passengers, price and its hold's countdown (hotel stays hold nothing); remove asks first. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { CartItemRecord } from '../../domain/records/cart.ts';
import { operator3 } from '../testing/actors.ts';
import { signInAs, signOut } from '../testing/session.ts';
import { stubDataProvider } from '../testing/stubDataProvider.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { CartPage } from './CartPage.tsx';

beforeEach(() => signInAs(operator3));
afterEach(() => {
  cleanup();
  signOut();
});

const item = (id: number, minutes: number, held = true): CartItemRecord => ({
  id,
  service_type: 'flights',
  description: 'CUN → HAV → CUN',
  start_date: '2031-03-04',
  end_date: '2031-03-11',
  passengers: { adults: 2, children: 1, infants: 0 },
  price: '1190.44',
  currency: 1,
  expires_at: new Date(Date.now() + minutes * 60_000).toISOString(),
  held,
  created_at: new Date().toISOString(),
});

// The checkout below the list renders a passenger block per traveller: slow in jsdom on a loaded machine.
describe('cart page', { timeout: 120_000 }, () => {
  it('lists the items with their hold countdown and removes one after confirmation', async () => {
    // A hotel stay holds no rooms in the cart: no countdown, and not 'expired' either.
    let items = [item(1, 12), item(2, 0, false), { ...item(3, 30, false), service_type: 'hotels', description: 'Hotel Nacional' }];
    const removed: number[] = [];
    const custom: Partial<AppDataProvider> = {
      getCartItems: async () => items,
      getCartSummary: async () => ({ count: items.length }),
      removeCartItem: async (id: number) => {
        removed.push(id);
        items = items.filter((i) => i.id !== id);
      },
    };
    render(
      <TestProviders dataProvider={stubDataProvider({}, custom).dataProvider}>
        <CartPage />
      </TestProviders>,
    );
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]);
    expect(first.getByText('Vuelos')).toBeTruthy();
    expect(first.getByText('CUN → HAV → CUN')).toBeTruthy();
    expect(first.getByText('2 adultos, 1 niños, 0 bebés')).toBeTruthy();
    expect(first.getByRole('timer').textContent).toMatch(/^Caducan en 1[12]:\d\d$/);
    expect(within(rows[2]).getByRole('timer').textContent).toMatch(/caducada/);
    const hotel = within(rows[3]);
    expect(hotel.getByText('Alojamiento')).toBeTruthy();
    expect(hotel.queryByRole('timer')).toBeNull();
    expect(hotel.getByText(/Sin plazas retenidas/)).toBeTruthy();

    fireEvent.click(first.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('CUN → HAV → CUN');
    expect(removed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /confirmar/i }));
    await waitFor(() => expect(removed).toEqual([1]));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
  });
});
