import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readUser } from '../../dataProvider/session.ts';
import type { Profile } from '../../domain/session.ts';
import { operator3 } from '../testing/actors.ts';
import { signInAs, signOut } from '../testing/session.ts';
import { stubDataProvider } from '../testing/stubDataProvider.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { ProfilePage } from './ProfilePage.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const profile: Profile = {
  id: operator3.id,
  username: 'operator3',
  first_name: 'Olga',
  last_name: 'Operadora',
  full_name: 'Olga Operadora',
  email: 'olga@example.com',
  phone: '',
  type: 'operator',
  groups: [{ name: 'Hotel View' }],
  is_etg_user: false,
  is_active: true,
  last_login: null,
  date_joined: '2026-01-01T00:00:00Z',
  agency: { id: 7, name: 'Viajes del Sur', level: 'agency_3rd_level', currency: 1, logo: null },
};

describe('profile (/usuario/detalles)', () => {
  it('saves name, e-mail and phone only, and renames the stored user', async () => {
    signInAs(operator3);
    const { dataProvider, calls } = stubDataProvider({ profile: [profile] });
    const update = dataProvider.update;
    // The server answers the profile with the new full name.
    dataProvider.update = async (resource, params) => {
      const answer = await update(resource, params);
      return { data: { ...answer.data, full_name: 'Olguita Operadora' } };
    };
    render(
      <TestProviders path="/usuario/detalles" dataProvider={dataProvider}>
        <ProfilePage />
      </TestProviders>,
    );
    fireEvent.change(await screen.findByLabelText(/Nombre \*/), { target: { value: 'Olguita' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'update')).toBeTruthy());
    expect(calls.find((c) => c.method === 'update')?.params.data).toEqual({ first_name: 'Olguita', last_name: 'Operadora', email: 'olga@example.com', phone: '' });
    await waitFor(() => expect(readUser()?.full_name).toBe('Olguita Operadora'));
    expect(await screen.findByText('Se modificaron los datos correctamente.')).toBeTruthy();
  });
});
