import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '../../src/testing/actors.ts';
import { signInAs, signOut } from '../../src/testing/session.ts';
import { stubDataProvider } from '../../src/testing/stubDataProvider.ts';
import { TestProviders } from '../../src/testing/TestProviders.tsx';
import { toHttpError } from '../../dataProvider/errors.ts';
import type { MarkupRecord } from '../../domain/records/network.ts';
import { MarkupDialog } from './MarkupDialog.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const PERCENT_ERROR = 'Introduzca un porcentaje entre 0 y 100 con dos decimales como máximo.';

const MARKUP = { id: 7, agency: 2, service_type: 'hotels', kind: 'percent', value: '5', currency: null, active: true } as unknown as MarkupRecord;

function renderDialog({ refusal, markup }: { refusal?: { status: number; data: unknown }; markup?: MarkupRecord } = {}) {
  signInAs(admin);
  const refuse = vi.fn(async () => {
    throw toHttpError(refusal!);
  });
  const { dataProvider, calls } = stubDataProvider(
    { currencies: [{ id: 1, abbreviation: 'USD' }, { id: 2, abbreviation: 'EUR' }], markups: markup ? [markup] : [] },
    refusal ? { create: refuse, update: refuse } : {},
  );
  const onClose = vi.fn();
  render(
    <TestProviders dataProvider={dataProvider}>
      <MarkupDialog open agency={{ id: 2, currency: 1 }} markup={markup} usedServiceTypes={['flights']} onClose={onClose} />
    </TestProviders>,
  );
  return { calls, onClose, refuse };
}

/** The helper text under an input: what its aria-describedby points at. */
function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function chooseService(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Tipo de servicio/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('markup form', () => {
  it('a percent markup must be 0–100; the same value is a valid fixed amount', async () => {
    const { calls, onClose } = renderDialog();
    await chooseService('Hoteles');
    fireEvent.change(screen.getByLabelText(/Valor/), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PERCENT_ERROR)).toBeTruthy();
    expect(calls.some((c) => c.method === 'create')).toBe(false);

    fireEvent.click(screen.getByLabelText('Importe fijo'));
    expect(await screen.findByRole('combobox', { name: /Moneda/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'create')).toBeTruthy());
    expect(calls.find((c) => c.method === 'create')?.params.data).toEqual({ agency: 2, service_type: 'hotels', kind: 'fixed', value: '150', currency: 1, active: true });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a fixed amount must be greater than 0, and a percent markup sends no currency', async () => {
    const { calls } = renderDialog();
    await chooseService('Autos');
    fireEvent.click(screen.getByLabelText('Importe fijo'));
    fireEvent.change(screen.getByLabelText(/Valor/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El valor debe ser un número mayor que 0.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Porcentaje'));
    fireEvent.change(screen.getByLabelText(/Valor/), { target: { value: '7,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'create')?.params.data).toEqual({ agency: 2, service_type: 'cars', kind: 'percent', value: '7.5', active: true }));
  });

  it('a service type that already has a markup cannot be chosen again', async () => {
    renderDialog();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Tipo de servicio/ }));
    expect((await screen.findByRole('option', { name: 'Vuelos' })).getAttribute('aria-disabled')).toBe('true');
  });

  it("puts a 400's field message under its field, on create and on edit, and keeps the dialog open", async () => {
    const refusal = { status: 400, data: { value: ['El servidor no acepta este valor.'] } };
    const { refuse, onClose } = renderDialog({ refusal });
    await chooseService('Hoteles');
    fireEvent.change(screen.getByLabelText(/Valor/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(refuse).toHaveBeenCalled());
    await waitFor(() => expect(describedText(screen.getByLabelText(/Valor/))).toContain('El servidor no acepta este valor.'));
    expect(onClose).not.toHaveBeenCalled();
    cleanup();

    const edit = renderDialog({ refusal, markup: MARKUP });
    fireEvent.change(await screen.findByLabelText(/Valor/), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(edit.refuse).toHaveBeenCalled());
    await waitFor(() => expect(describedText(screen.getByLabelText(/Valor/))).toContain('El servidor no acepta este valor.'));
    expect(edit.onClose).not.toHaveBeenCalled();
  });

  it("shows a 409 'duplicate' above the fields", async () => {
    renderDialog({ refusal: { status: 409, data: { detail: 'La agencia ya tiene un markup para ese tipo de servicio.', code: 'duplicate' } } });
    await chooseService('Hoteles');
    fireEvent.change(screen.getByLabelText(/Valor/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('La agencia ya tiene un markup para ese tipo de servicio.');
  });
});
