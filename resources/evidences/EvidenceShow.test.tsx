import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../dataProvider/errors.ts';
import type { EvidenceDetailRecord } from '../../domain/records/evidences.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { EvidenceShow } from './EvidenceShow.tsx';
import { accountant, evidence, financeOperator } from './testing.ts';

beforeAll(() => {
  // jsdom has no object URLs; the page shows each file fetched with the bearer through one.
  URL.createObjectURL = vi.fn(() => 'blob:evidence');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  signOut();
});

function renderShow(record: EvidenceDetailRecord, setEvidenceStatus = vi.fn(async () => record)) {
  const getEvidenceFile = vi.fn(async () => new Blob(['x'], { type: 'image/png' }));
  const getAgencyBalance = vi.fn(async () => ({ agency: 2, currency: 1, funds: '1000.00', credit_limit: '0.00', available: '1000.00', unpaid_booking_hours: null }));
  const { dataProvider, calls } = stubDataProvider({ 'payment-evidences': [record] }, { setEvidenceStatus, getEvidenceFile, getAgencyBalance });
  render(
    <TestProviders path={`/agencias/accounting/evidencias/${record.id}`} dataProvider={dataProvider}>
      <Routes>
        <Route path="/agencias/accounting/evidencias/:id" element={<EvidenceShow />} />
      </Routes>
    </TestProviders>,
  );
  return { calls, setEvidenceStatus, getEvidenceFile };
}

describe('payment evidence page', () => {
  it('shows the data, the files fetched through the API, the history and the agency funds', async () => {
    signInAs(accountant);
    const { getEvidenceFile, calls } = renderShow(evidence);
    expect(await screen.findByRole('heading', { name: 'Evidencia 41 · Turismo Azul México' })).toBeTruthy();
    expect(screen.getByText('SPEI-77')).toBeTruthy();
    expect(screen.getByTestId('evidence-status').textContent).toBe('En revisión');
    await waitFor(() => expect(getEvidenceFile).toHaveBeenCalledWith(41, 1));
    expect(getEvidenceFile).toHaveBeenCalledWith(41, 2);
    expect(await screen.findByRole('img', { name: 'Vista previa de recibo.png' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir banco.pdf' })).toBeTruthy();
    expect((await screen.findByTestId('agency-balance-funds')).textContent).toMatch(/1\.000,00/);
    // The agency's statement in the funds' currency, where the deposit line will be.
    expect(screen.getByRole('link', { name: 'Ver el estado de cuenta de la agencia' }).getAttribute('href')).toMatch(/^\/agencias\/accounting\/\d+\?currency=\d+$/);
    // Its own cache entry: a list row seeded in getOne's cache is not taken for the detail.
    expect(calls.find((c) => c.method === 'getOne')?.params).toMatchObject({ id: '41', meta: { detail: true } });
  });

  it('approves only after a confirmation that says what is credited to whom', async () => {
    signInAs(accountant);
    const { setEvidenceStatus } = renderShow(evidence);
    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/Se acreditarán \$ 275,50 a los fondos de Turismo Azul México/);
    expect(setEvidenceStatus).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(setEvidenceStatus).toHaveBeenCalledTimes(1));
    expect(setEvidenceStatus).toHaveBeenCalledWith(41, { status: 'approved' }, expect.stringMatching(/^evidence-41-/));
  });

  it('denies with a cause of at least ten characters, and shows the server refusal under it', async () => {
    signInAs(accountant);
    const refuse = vi.fn(async () => {
      throw toHttpError({ status: 400, data: { cause_of_denial: ['La causa es demasiado corta.'] } });
    });
    renderShow(evidence, refuse);
    fireEvent.click(await screen.findByRole('button', { name: 'Denegar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denegar' });
    const cause = within(dialog).getByRole('textbox', { name: /Motivo de la denegación/ });
    fireEvent.change(cause, { target: { value: 'corta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Denegar' }));
    await waitFor(() => expect(dialog.textContent).toMatch(/10/));
    expect(refuse).not.toHaveBeenCalled();
    fireEvent.change(cause, { target: { value: 'El importe no coincide con el extracto bancario.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Denegar' }));
    await waitFor(() => expect(refuse).toHaveBeenCalledWith(41, { status: 'denied', cause_of_denial: 'El importe no coincide con el extracto bancario.' }, expect.any(String)));
    expect(await within(dialog).findByText('La causa es demasiado corta.')).toBeTruthy();
  });

  it('offers no review to the agency, nor anything once the evidence is final', async () => {
    signInAs(financeOperator);
    renderShow({ ...evidence, next_statuses: [] });
    await screen.findByRole('heading', { name: /Evidencia 41/ });
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Denegar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar a revisión' })).toBeNull();
  });

  it('shows the cause of a denial and links an approval to its deposit', async () => {
    signInAs(accountant);
    renderShow({ ...evidence, status: 'approved', deposit: 9, next_statuses: [] });
    const link = await screen.findByRole('link', { name: /Ver el depósito en el reporte/ });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/reports/deposits?filter={"transaction_number":"SPEI-77"}');
    cleanup();
    renderShow({ ...evidence, status: 'denied', cause_of_denial: 'El importe no coincide.', next_statuses: [] });
    expect(await screen.findByText('El importe no coincide.')).toBeTruthy();
  });
});
