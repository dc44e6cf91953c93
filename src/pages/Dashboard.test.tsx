import { cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE } from '../../dataProvider/session.ts';
import type { SessionUser } from '../../domain/session.ts';
import { nobody, operator3 } from '../testing/actors.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { Dashboard } from './Dashboard.tsx';

function signInAs(user: SessionUser) {
  Cookies.set(COOKIE.user, JSON.stringify(user));
}

afterEach(() => {
  cleanup();
  Cookies.remove(COOKIE.user);
});

describe('dashboard', () => {
  it('welcomes the user by name with the agency and shows the areas it may open', async () => {
    signInAs(operator3);
    render(
      <TestProviders>
        <Dashboard />
      </TestProviders>,
    );
    expect(await screen.findByText('Bienvenido, Olga Operadora')).toBeTruthy();
    expect(screen.getByText('Agencia: Viajes del Sur')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Alojamiento' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a user without permissions that none are assigned', async () => {
    signInAs(nobody);
    render(
      <TestProviders>
        <Dashboard />
      </TestProviders>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Su usuario no tiene permisos asignados');
    expect(screen.queryByText('Sus áreas de trabajo')).toBeNull();
  });

  it('says it in English too', async () => {
    signInAs(nobody);
    render(
      <TestProviders language="en">
        <Dashboard />
      </TestProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Your user has no permissions assigned');
  });
});
