import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../dataProvider/errors.ts';
import type { DepositRecord } from '../../domain/records/deposits.ts';
import type { SessionUser } from '../../domain/session.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { accountant } from '../evidences/testing.ts';
import { DepositReport } from './DepositReport.tsx';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

const deposit: DepositRecord = {
  id: 3,
  operation: 12,
  agency: 2,
  agency_name: 'Turismo Azul México',
  amount: '275.50',
  currency: 1,
  transaction_number: 'SPEI-77',
  payment_type: 'bank_transfer',
  notes: 'Transferencia desde BBVA',
  evidence: 41,
  created_by: 5,
  created_by_name: 'Carlos Domínguez León',
  created: '2024-03-16T10:00:00.000Z',
};

/** Reads the report only: 'Accounting View' without 'Admin Finances'. */
const reader: SessionUser = { ...accountant, id: 7, username: 'acc_view', groups: [{ name: 'Accounting View' }] };

function renderReport(user: SessionUser, custom: Record<string, unknown> = {}) {
  signInAs(user);
  const stub = stubDataProvider({ 'agency-choices': [{ id: 2, name: 'Turismo Azul México', level: 'agency_2nd_level', currency: 1 }] }, custom);
  const getList = vi.fn(async (resource: string, params: unknown) => {
    stub.calls.push({ method: 'getList', resource, params: params as Record<string, unknown> });
    if (resource === 'deposits') return { data: [deposit], total: 1, meta: { totals: [{ currency: 1, amount: '275.50', count: 1 }] } };
    return { data: [{ id: 2, name: 'Turismo Azul México', level: 'agency_2nd_level', currency: 1 }], total: 1 };
  });
  const dataProvider = { ...stub.dataProvider, getList } as typeof stub.dataProvider;
  render(
    <TestProviders path="/reports/deposits" dataProvider={dataProvider}>
      <DepositReport />
    </TestProviders>,
  );
  return { calls: stub.calls };
}

describe('deposit report', () => {
  it('lists the deposits newest first with the totals of the filtered set, and exports them', async () => {
    const exportDeposits = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'depositos-2024-03-16.xlsx' }));
    const { calls } = renderReport(reader, { exportDeposits });
    const row = (await screen.findByText('SPEI-77')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Turismo Azul México')).toBeTruthy();
    expect(within(row).getByText('Transferencia bancaria')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Evidencia 41' }).getAttribute('href')).toBe('/agencias/accounting/evidencias/41');
    expect(screen.getByTestId('deposit-total-USD').textContent).toMatch(/275,50/);
    expect(calls.find((c) => c.resource === 'deposits')?.params).toMatchObject({ sort: { field: 'created', order: 'DESC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(exportDeposits).toHaveBeenCalledWith({ filter: {}, sort: { field: 'created', order: 'DESC' } }));
    // Reading the report does not register deposits.
    expect(screen.queryByRole('button', { name: 'Registrar depósito' })).toBeNull();
  });

  it('registers a deposit for the finance staff; a repeated transaction number shows under its field', async () => {
    const registerDeposit = vi.fn(async () => {
      throw toHttpError({ status: 400, data: { transaction_number: ['Esta agencia ya tiene un depósito con este número de transacción.'] } });
    });
    renderReport(accountant, { registerDeposit });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar depósito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar depósito' });
    const agency = within(dialog).getByRole('combobox', { name: /Agencia/ });
    fireEvent.focus(agency);
    fireEvent.change(agency, { target: { value: 'Turismo' } });
    fireEvent.click(await screen.findByRole('option', { name: /Turismo Azul México/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Importe/ }), { target: { value: '275.50' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Número de transacción/ }), { target: { value: 'SPEI-77' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Tipo de pago/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Transferencia bancaria' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar depósito' }));
    await waitFor(() => expect(registerDeposit).toHaveBeenCalledTimes(1));
    expect(registerDeposit).toHaveBeenCalledWith({ agency: 2, amount: '275.50', transaction_number: 'SPEI-77', payment_type: 'bank_transfer' }, expect.stringMatching(/^deposit-/));
    expect(await within(dialog).findByText('Esta agencia ya tiene un depósito con este número de transacción.')).toBeTruthy();
  });
});
