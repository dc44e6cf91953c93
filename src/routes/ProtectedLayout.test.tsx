import { cleanup, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/TestProviders.tsx';
import { ProtectedLayout } from './ProtectedLayout.tsx';

function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p>login at {`${pathname}${search}`}</p>;
}

afterEach(cleanup);

describe('protected layout', () => {
  it('sends a visitor without session cookies to the login page with next, before any session call', async () => {
    render(
      <TestProviders path="/vuelos/reserva/list?page=2">
        <Routes>
          <Route path="/auth/login" element={<LoginProbe />} />
          <Route
            path="/*"
            element={
              <ProtectedLayout>
                <p>secret</p>
              </ProtectedLayout>
            }
          />
        </Routes>
      </TestProviders>,
    );
    expect(await screen.findByText('login at /auth/login?next=%2Fvuelos%2Freserva%2Flist%3Fpage%3D2')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });
});
