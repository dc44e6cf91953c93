import { cleanup, render, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationDetailRecord } from '../../domain/records/flightBooking.ts';
import { operator3 } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { reservationRow } from '../../src/testing/flightReservationRow.ts';

beforeEach(() => {
  // Six days before the outbound of 2030-03-04: the dialog counts from today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-02-26T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  signOut();
});

const record = {
  ...reservationRow,
  cancellation_policy: [
    { name: 'Más de 30 días', discount_type: 'percent', value: '0', min_days: 31, max_days: null },
    { name: 'Gastos de gestión', discount_type: 'fixed', value: '20.00', min_days: 0, max_days: null },
    { name: 'Entre 15 y 30 días', discount_type: 'percent', value: '25', min_days: 15, max_days: 30 },
    { name: 'Entre 3 y 14 días', discount_type: 'fixed', value: '150.00', min_days: 3, max_days: 14 },
  ],
} as unknown as ReservationDetailRecord; // only the fields the dialog reads

function renderDialog() {
  signInAs(operator3);
  const { dataProvider } = stubDataProvider({});
  render(
    <TestProviders dataProvider={dataProvider}>
      <RecordContextProvider value={record}>
        <CancelDialog open onClose={() => {}} />
      </RecordContextProvider>
    </TestProviders>,
  );
}

describe('cancel dialog', () => {
  it('orders the policies by days and says which one is charged and why the others are not', () => {
    renderDialog();
    const items = within(screen.getByTestId('cancel-policies')).getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/Gastos de gestión · Sus días coinciden, pero se aplica una política más estricta: no se cobra\./);
    expect(items[1]).toMatch(/Entre 3 y 14 días · Se aplica hoy: se cobran .*150/);
    expect(items[2]).toMatch(/Entre 15 y 30 días · No se cobra: hoy está fuera de sus días\./);
    expect(items[3]).toMatch(/Más de 30 días · Sin cargo\./);
    expect(screen.getByTestId('cancel-penalty').textContent).toMatch(/150/);
  });

  it('dismisses with a button that does not also say Cancelar', () => {
    renderDialog();
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Volver sin cancelar', 'Cancelar la reserva']);
  });
});
