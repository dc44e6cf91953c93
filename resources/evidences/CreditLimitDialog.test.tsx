/**
 * The agency balance panel's credit limit edit: only finance staff (canManageFunds, the server's
 * rule) get the pencil; the dialog says the limit before and after, refuses a bad amount before
 * sending, and shows the new balance the server answers.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgencyBalance } from '../../dataProvider/evidences.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { AgencyBalancePanel } from './AgencyBalancePanel.tsx';
import { accountant, financeOperator } from './testing.ts';

afterEach(() => {
  cleanup();
  signOut();
});

const balance: AgencyBalance = { agency: 2, currency: 1, funds: '1000.00', credit_limit: '500.00', available: '1500.00', unpaid_booking_hours: null };

function renderPanel() {
  const getAgencyBalance = vi.fn(async () => balance);
  const setCreditLimit = vi.fn(async (_agency: number, terms: { credit_limit: string; unpaid_booking_hours?: number | null }) => ({
    ...balance,
    credit_limit: terms.credit_limit,
    available: (1000 + Number(terms.credit_limit)).toFixed(2),
    unpaid_booking_hours: terms.unpaid_booking_hours ?? null,
  }));
  const { dataProvider } = stubDataProvider({}, { getAgencyBalance, setCreditLimit });
  render(
    <TestProviders dataProvider={dataProvider}>
      <AgencyBalancePanel agencyId={2} agencyName="Turismo Azul México" />
    </TestProviders>,
  );
  return { setCreditLimit };
}

describe('credit limit of an agency', () => {
  it('is offered to finance staff only: an agency user who sees the funds gets no pencil', async () => {
    signInAs(financeOperator);
    renderPanel();
    expect((await screen.findByTestId('agency-balance-credit')).textContent).toMatch(/500,00/);
    expect(screen.queryByRole('button', { name: 'Cambiar las condiciones de pago' })).toBeNull();
  });

  it('is changed after a confirmation that says from what to what; a bad amount is refused before sending', async () => {
    signInAs(accountant);
    const { setCreditLimit } = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar las condiciones de pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Condiciones de pago de Turismo Azul México' });
    const input = within(dialog).getByRole('textbox', { name: /Nuevo límite de crédito/ }) as HTMLInputElement;
    expect(input.value).toBe('500.00');
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar las condiciones' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(setCreditLimit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2500' } });
    expect(await within(dialog).findByText(/pasa de \$ 500,00 a \$ 2\.500,00/)).toBeTruthy();
    // The agency's term for unpaid bookings: empty is the portal's; hours are whole and at most 720.
    expect(screen.getByTestId('agency-balance-unpaid').textContent).toBe('Las del portal');
    const hours = within(dialog).getByRole('textbox', { name: /Horas de las reservas sin pagar/ }) as HTMLInputElement;
    expect(hours.value).toBe('');
    fireEvent.change(hours, { target: { value: '800' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar las condiciones' }));
    await waitFor(() => expect(hours.getAttribute('aria-invalid')).toBe('true'));
    expect(setCreditLimit).not.toHaveBeenCalled();
    fireEvent.change(hours, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar las condiciones' }));
    await waitFor(() => expect(setCreditLimit).toHaveBeenCalledWith(2, { credit_limit: '2500', unpaid_booking_hours: 12 }));
    await waitFor(() => expect(screen.getByTestId('agency-balance-unpaid').textContent).toBe('12 h para pagar'));
    expect(await screen.findByText('Límite de crédito de Turismo Azul México: $ 2.500,00.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('agency-balance-available').textContent).toMatch(/3\.500,00/));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
