import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../testing/session.ts';
import { stubDataProvider } from '../testing/stubDataProvider.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { RegistrationPage } from './RegistrationPage.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

function renderPage(language: 'es' | 'en' = 'es') {
  const registerAgency = vi.fn(async () => ({}));
  const { dataProvider } = stubDataProvider(
    {},
    { getPublicCountries: async () => [{ id: 2, name: language === 'es' ? 'México' : 'Mexico', code: 'MX' }], registerAgency },
  );
  const { container } = render(
    <TestProviders path="/agencias/registro" dataProvider={dataProvider} language={language}>
      <RegistrationPage />
    </TestProviders>,
  );
  return { registerAgency, container };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('agency registration (public)', () => {
  it('checks the form in the browser before sending anything', async () => {
    const { registerAgency } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findAllByText('Este campo es obligatorio.')).length).toBeGreaterThan(5);
    expect(screen.getByText('Debe aceptar los términos y condiciones.')).toBeTruthy();
    type(/Correo electrónico de la agencia/, 'no-es-un-correo');
    fireEvent.change(screen.getAllByLabelText(/^Teléfono \*/)[0], { target: { value: '12345678901234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Introduzca una dirección de correo electrónico válida.')).toBeTruthy();
    expect(registerAgency).not.toHaveBeenCalled();
  });

  it('sends the request and says it was received; the honeypot stays hidden and empty', async () => {
    const { registerAgency, container } = renderPage();
    const honeypot = container.querySelector('input[name="nickname"]') as HTMLInputElement;
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(honeypot.tabIndex).toBe(-1);

    type(/Nombre comercial/, 'Viajes Tulum');
    fireEvent.change(screen.getByLabelText(/País/), { target: { value: 'Méx' } });
    fireEvent.click(await screen.findByRole('option', { name: 'México' }));
    type(/Ciudad/, 'Tulum');
    type(/Dirección/, 'Av. Tulum 150');
    const [agencyPhone, contactPhone] = screen.getAllByLabelText(/^Teléfono \*/);
    fireEvent.change(agencyPhone, { target: { value: '9840000000' } });
    type(/Correo electrónico de la agencia/, 'contacto@tulum.mx');
    const contact = screen.getByRole('group', { name: 'Persona de contacto' });
    fireEvent.change(within(contact).getByLabelText(/^Nombre/), { target: { value: 'Mariana' } });
    fireEvent.change(within(contact).getByLabelText(/Apellidos/), { target: { value: 'Chan' } });
    fireEvent.change(within(contact).getByLabelText(/Correo electrónico/), { target: { value: 'mariana@tulum.mx' } });
    fireEvent.change(contactPhone, { target: { value: '9840000001' } });
    fireEvent.click(screen.getByLabelText(/Agencia de tercer nivel/));
    fireEvent.click(screen.getByLabelText(/acepto/));
    // The terms link beside the switch (the footer has another one).
    const terms = screen.getAllByRole('link', { name: 'Términos y condiciones' }).map((link) => link.getAttribute('href'));
    expect(terms).toEqual(['/legal/es/terminos-y-condiciones.pdf', '/legal/es/terminos-y-condiciones.pdf']);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByText('Solicitud enviada')).toBeTruthy();
    await waitFor(() =>
      expect(registerAgency).toHaveBeenCalledWith({
        agency_name: 'Viajes Tulum',
        country: 2,
        city: 'Tulum',
        address: 'Av. Tulum 150',
        phone: '9840000000',
        email: 'contacto@tulum.mx',
        contact_first_name: 'Mariana',
        contact_last_name: 'Chan',
        contact_email: 'mariana@tulum.mx',
        contact_phone: '9840000001',
        requested_level: 'agency_3rd_level',
        accept_terms: true,
      }),
    );
  });
});
