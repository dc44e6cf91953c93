import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { EvidenceList } from './EvidenceList.tsx';
import { accountant, evidence, financeOperator } from './testing.ts';

afterEach(() => {
  cleanup();
  signOut();
  localStorage.clear();
});

describe('payment evidence list', () => {
  it('lists the evidences newest first with their status; accounting cannot upload', async () => {
    signInAs(accountant);
    const { dataProvider, calls } = stubDataProvider({ 'payment-evidences': [evidence] });
    render(
      <TestProviders path="/agencias/accounting/evidencias" dataProvider={dataProvider}>
        <EvidenceList />
      </TestProviders>,
    );
    const row = (await screen.findByText('SPEI-77')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Turismo Azul México')).toBeTruthy();
    expect(within(row).getByText('En revisión')).toBeTruthy();
    expect(within(row).getByText(/275,50/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'getList' && c.resource === 'payment-evidences')?.params).toMatchObject({ sort: { field: 'created', order: 'DESC' } });
    expect(screen.queryByRole('link', { name: /Subir evidencia/ })).toBeNull();
  });

  it('offers the upload to an agency finance user, also when the list is empty', async () => {
    signInAs(financeOperator);
    const { dataProvider } = stubDataProvider({ 'payment-evidences': [] });
    render(
      <TestProviders path="/agencias/accounting/evidencias" dataProvider={dataProvider}>
        <EvidenceList />
      </TestProviders>,
    );
    expect(await screen.findByText('No hay evidencias de pago.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: /Subir evidencia/ }).getAttribute('href')).toBe('/agencias/accounting/evidencias/create'));
  });
});
