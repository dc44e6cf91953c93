/** /admin/tipos-de-cambio: the history, today's rates beside it and a new rate through the dialog. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentRatesRecord, ExchangeRateRecord } from '../../domain/schemas/exchangeRates.ts';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { ExchangeRateList } from './ExchangeRateList.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const row = (id: number, rate: string, effective_from: string, current: boolean): ExchangeRateRecord => ({
  id,
  currency: 2,
  currency_code: 'EUR',
  rate,
  effective_from,
  current,
  created_by: 1,
  created_by_name: 'Ana Administradora',
  created_at: `${effective_from}T09:00:00.000Z`,
});

const current: CurrentRatesRecord = {
  base: 1,
  date: '2031-01-10',
  rates: [
    { currency: 1, currency_code: 'USD', rate: '1.000000', effective_from: null, id: null },
    { currency: 2, currency_code: 'EUR', rate: '0.920000', effective_from: '2031-01-10', id: 2 },
    { currency: 3, currency_code: 'MXN', rate: null, effective_from: null, id: null },
  ],
};

describe('exchange rates page', () => {
  it('lists the history newest first with the rate in effect marked, today’s rates beside it, and adds a rate', async () => {
    signInAs(admin);
    const { dataProvider, calls } = stubDataProvider({ 'exchange-rates': [row(2, '0.920000', '2031-01-10', true), row(1, '0.930000', '2030-12-11', false)] }, { getCurrentRates: vi.fn(async () => current) });
    render(
      <TestProviders path="/admin/tipos-de-cambio" dataProvider={dataProvider}>
        <ExchangeRateList />
      </TestProviders>,
    );
    const currentRow = (await screen.findByText('0.920000')).closest('tr') as HTMLElement;
    expect(within(currentRow).getByText('Vigente')).toBeTruthy();
    expect(within((screen.getByText('0.930000').closest('tr') as HTMLElement)).queryByText('Vigente')).toBeNull();
    expect(calls.find((c) => c.method === 'getList')?.params).toMatchObject({ sort: { field: 'effective_from', order: 'DESC' } });
    const today = within(screen.getByRole('list', { name: 'Tipos vigentes hoy' }));
    expect(today.getByText('EUR 0.920000')).toBeTruthy();
    expect(today.getByText('Sin tipo vigente')).toBeTruthy();
    expect(today.queryByText(/USD/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo tipo de cambio' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.mouseDown(dialog.getByLabelText(/Moneda/));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('USD');
    fireEvent.click(screen.getByRole('option', { name: 'MXN' }));
    fireEvent.change(dialog.getByLabelText(/Unidades por 1 USD/), { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText('Introduzca un tipo de cambio mayor que 0, con hasta 6 decimales.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Unidades por 1 USD/), { target: { value: '17.05' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'create')?.params).toMatchObject({ data: { currency: 3, rate: '17.05' } }));
    expect(await screen.findByText('Tipo de cambio registrado')).toBeTruthy();
  });
});
