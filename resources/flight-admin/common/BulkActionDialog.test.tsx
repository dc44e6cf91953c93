import EventSeatIcon from '@mui/icons-material/EventSeat';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ListContextProvider, NumberInput, useList } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../dataProvider/errors.ts';
import { admin } from '../../../src/testing/actors.ts';
import { signInAs, signOut } from '../../../src/testing/session.ts';
import { stubDataProvider } from '../../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../../src/testing/TestProviders.tsx';
import { BulkActionDialog } from './BulkActionDialog.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

/** Two selected rows of a list, as the bulk actions toolbar sees them. */
function TwoSelected({ children }: { children: ReactNode }) {
  const list = useList({ data: [{ id: 11 }, { id: 12 }], resource: 'subcalendars' });
  return <ListContextProvider value={{ ...list, selectedIds: [11, 12] }}>{children}</ListContextProvider>;
}

async function applyRefused(refusal: { status: number; data: unknown }) {
  signInAs(admin);
  const run = vi.fn(async () => {
    throw toHttpError(refusal);
  });
  const { dataProvider } = stubDataProvider();
  render(
    <TestProviders dataProvider={dataProvider}>
      <TwoSelected>
        <BulkActionDialog label="app.flightAdmin.bulk.add_agency_category" intro="app.flightAdmin.bulk.confirm" icon={<EventSeatIcon />} run={run} defaultValues={{ seats: 6 }}>
          <NumberInput source="seats" label="app.flightAdmin.bulk.group_seats" />
        </BulkActionDialog>
      </TwoSelected>
    </TestProviders>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Reservar para grupo' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(run).toHaveBeenCalledWith([11, 12], { seats: 6 }));
  return dialog;
}

describe('bulk action dialog', () => {
  it("puts a 400's message under its field and keeps the dialog open", async () => {
    const dialog = await applyRefused({ status: 400, data: { seats: ['Debe ser al menos 1.'] } });
    const seats = within(dialog).getByLabelText(/Asientos del grupo/);
    await waitFor(() => expect(seats.getAttribute('aria-invalid')).toBe('true'));
    const described = (seats.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('Debe ser al menos 1.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
