import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE, readUser } from '../../dataProvider/session.ts';
import { fakeJwt, inOneHour, stubApi } from '../../dataProvider/testing.ts';
import { operator3 } from '../testing/actors.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { LoginPage } from './LoginPage.tsx';

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

function renderLogin(path: string) {
  render(
    <TestProviders path={path}>
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/hoteles" element={<p>Página de hoteles</p>} />
        <Route path="/" element={<p>Inicio del portal</p>} />
        <Route path="/vuelos/reserva/ruta" element={<p>Buscar vuelos</p>} />
      </Routes>
    </TestProviders>,
  );
}

async function fillAndSubmit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Usuario/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Contraseña/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login page', () => {
  it('shows the server field errors under the fields and the non-field one above them', async () => {
    const calls = stubApi(() => ({
      status: 400,
      data: { username: ['Usuario desconocido.'], non_field_errors: ['No se puede iniciar sesión con las credenciales proporcionadas.'] },
    }));
    renderLogin('/auth/login?next=%2Fhoteles');
    await fillAndSubmit('ghost', 'wrong-pass');

    expect(await screen.findByText('Usuario desconocido.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('No se puede iniciar sesión con las credenciales proporcionadas.');
    expect(calls.find((c) => c.url === 'accounts/login/')).toMatchObject({ method: 'POST', data: { username: 'ghost', password: 'wrong-pass' } });
    expect(screen.queryByText('Página de hoteles')).toBeNull();
  });

  it('checks the required fields before calling the server', async () => {
    const calls = stubApi(() => ({ status: 200, data: {} }));
    renderLogin('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findAllByText('Obligatorio')).length).toBe(2);
    // Only the shell's public config was asked for; no login call.
    expect(calls.filter((c) => c.url !== 'config/')).toHaveLength(0);
  });

  it('stores the session and goes back to ?next= after a successful login', async () => {
    stubApi(() => ({
      status: 200,
      data: { access: fakeJwt('a'), refresh: fakeJwt('r', 86400), access_token_expiration: inOneHour(), user: operator3 },
    }));
    renderLogin('/auth/login?next=%2Fhoteles');
    await fillAndSubmit('operator3', 'demo1234');

    expect(await screen.findByText('Página de hoteles')).toBeTruthy();
    expect(Cookies.get(COOKIE.token)).toBeTruthy();
    expect(readUser()?.username).toBe('operator3');
  });

  it('never follows a next that leaves the site', async () => {
    stubApi(() => ({
      status: 200,
      data: { access: fakeJwt('a'), refresh: fakeJwt('r', 86400), access_token_expiration: inOneHour(), user: operator3 },
    }));
    renderLogin('/auth/login?next=https%3A%2F%2Fevil.example');
    await fillAndSubmit('operator3', 'demo1234');
    // The user's own landing instead: the flight search for an operator who books flights.
    await waitFor(() => expect(screen.getByText('Buscar vuelos')).toBeTruthy());
  });
});
