import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationRecord } from '../../domain/records/network.ts';
import { admin } from '../../src/testing/actors.ts';
import { central } from '../../src/testing/networkFixtures.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { ApproveDialog, RejectDialog } from './ReviewDialogs.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const registration = {
  id: 3,
  status: 'pending',
  agency_name: 'Viajes Tulum Aventura',
  requested_level: 'agency_2nd_level',
} as RegistrationRecord;

describe('registration review', () => {
  it('approves under a first-level parent with margin, username and acronym', async () => {
    signInAs(admin);
    const approveRegistration = vi.fn(async () => ({ ...registration, status: 'approved' as const }));
    const { dataProvider, calls } = stubDataProvider({ agencies: [central] }, { approveRegistration });
    const onClose = vi.fn();
    render(
      <TestProviders dataProvider={dataProvider}>
        <ApproveDialog registration={registration} open onClose={onClose} />
      </TestProviders>,
    );
    expect((await screen.findByLabelText(/Siglas/) as HTMLInputElement).value).toBe('VIA');
    fireEvent.change(screen.getByLabelText(/Agencia madre/), { target: { value: 'Grupo' } });
    fireEvent.click(await screen.findByRole('option', { name: /Grupo Viajes Caribe/ }));
    fireEvent.change(screen.getByLabelText(/Margen general/), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/Usuario administrador/), { target: { value: 'tulum.admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(approveRegistration).toHaveBeenCalledWith(3, { parent: 1, general_margin: '5', username: 'tulum.admin', acronym: 'VIA' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Parents are looked up one level above the requested one.
    expect(calls.find((c) => c.method === 'getList' && c.resource === 'agencies')?.params.filter).toMatchObject({ level: 'agency_1st_level' });
  });

  it('rejects only with a reason of at least 10 characters', async () => {
    signInAs(admin);
    const rejectRegistration = vi.fn(async () => ({ ...registration, status: 'rejected' as const }));
    const { dataProvider } = stubDataProvider({}, { rejectRegistration });
    render(
      <TestProviders dataProvider={dataProvider}>
        <RejectDialog registration={registration} open onClose={() => {}} />
      </TestProviders>,
    );
    fireEvent.change(await screen.findByLabelText(/Motivo del rechazo/), { target: { value: 'corto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText(/al menos 10 caracteres/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Motivo del rechazo/), { target: { value: 'No trabajamos en su zona todavía.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(rejectRegistration).toHaveBeenCalledWith(3, 'No trabajamos en su zona todavía.'));
  });
});
