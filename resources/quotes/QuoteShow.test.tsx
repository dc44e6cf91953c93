/** /cart/cotizaciones/:id: items with their prices in the quote's currency and in their own, the rates, the actions. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteDetailRecord } from '../../domain/records/quotes.ts';
import type { SessionUser } from '../../domain/session.ts';
import { operator3 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { QuoteShow } from './QuoteShow.tsx';

const quoter: SessionUser = { ...operator3, groups: [...operator3.groups, { name: 'Shopping Cart Quotes' }] };

const detail: QuoteDetailRecord = {
  id: 5,
  name: 'Familia Pérez',
  currency: 2,
  currency_code: 'EUR',
  total: '1056.79',
  item_count: 1,
  summary: 'CUN → HAV → CUN',
  owner: quoter.id,
  owner_name: 'Olga Operadora',
  agency: 7,
  agency_name: 'Viajes del Sur',
  can_change: false,
  created_at: '2031-01-10T10:00:00.000Z',
  updated_at: '2031-01-10T10:00:00.000Z',
  items: [
    {
      id: 51,
      position: 1,
      service_type: 'flights',
      description: 'CUN → HAV → CUN',
      start_date: '2031-03-04',
      end_date: '2031-03-11',
      passengers: { adults: 2, children: 1, infants: 0 },
      price: '1148.68',
      currency: 1,
      converted_price: '1056.79',
    },
  ],
  rates: [
    { currency: 1, currency_code: 'USD', rate: '1.000000', effective_from: null },
    { currency: 2, currency_code: 'EUR', rate: '0.920000', effective_from: '2031-01-10' },
  ],
};

afterEach(() => {
  cleanup();
  signOut();
});

describe('a quote’s page', () => {
  it('shows each item in the quote’s currency and in its own, the total and the rate used; another user’s quote is read only', async () => {
    signInAs(quoter);
    const { dataProvider } = stubDataProvider({ quotes: [detail] });
    render(
      <TestProviders path="/cart/cotizaciones/5" dataProvider={dataProvider}>
        <Routes>
          <Route path="/cart/cotizaciones/:id" element={<QuoteShow />} />
        </Routes>
      </TestProviders>,
    );
    const table = within(await screen.findByRole('table', { name: 'Servicios' }));
    expect(table.getByText('Precio en EUR')).toBeTruthy();
    expect(table.getByText('$ 1.148,68')).toBeTruthy();
    expect(table.getAllByText('€ 1.056,79')).toHaveLength(2);
    expect(table.getByText('2 adultos, 1 niños, 0 bebés')).toBeTruthy();
    expect(screen.getByText(/1 USD = 0.920000 EUR/)).toBeTruthy();
    expect(screen.getByText(/Creada por Olga Operadora \(Viajes del Sur\)/)).toBeTruthy();
    expect(screen.getByText(/Solo quien creó la cotización/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar por correo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pasar al carrito' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it('its owner gets the labelled “Pasar al carrito”, rename and delete', async () => {
    signInAs(quoter);
    const { dataProvider } = stubDataProvider({ quotes: [{ ...detail, can_change: true }] });
    render(
      <TestProviders path="/cart/cotizaciones/5" dataProvider={dataProvider}>
        <Routes>
          <Route path="/cart/cotizaciones/:id" element={<QuoteShow />} />
        </Routes>
      </TestProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Pasar al carrito' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renombrar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeTruthy();
    expect(screen.queryByText(/Solo quien creó la cotización/)).toBeNull();
  });
});
