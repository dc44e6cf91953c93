import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU } from '../../../domain/menu.ts';
import { es } from '../../i18n/es.ts';
import { admin, operator3 } from '../../testing/actors.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { SideMenu } from './SideMenu.tsx';

const areaName = (key: string) => (es.app as { menu: { areas: Record<string, string> } }).menu.areas[key];

afterEach(cleanup);

describe('side menu', () => {
  it('shows an operator of a third-level agency only the areas its groups allow', async () => {
    render(
      <TestProviders>
        <SideMenu actor={operator3} />
      </TestProviders>,
    );
    // payment_gateways: /payment, to pay its own agency's bookings by card.
    for (const key of ['accommodation', 'flights', 'cars', 'excursions', 'bookings', 'payment_gateways']) {
      expect(await screen.findByRole('button', { name: areaName(key) })).toBeTruthy();
    }
    for (const key of ['flight_admin', 'accounting', 'agencies', 'reports', 'hotel_admin', 'dossiers']) {
      expect(screen.queryByRole('button', { name: areaName(key) })).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeTruthy();
  });

  it('opens an area to show its routes, and only the allowed ones', async () => {
    render(
      <TestProviders path="/vuelos/reserva/list">
        <SideMenu actor={operator3} />
      </TestProviders>,
    );
    // The area of the current page starts open.
    expect(await screen.findByRole('link', { name: 'Buscar vuelos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reservas de vuelos' }).getAttribute('href')).toBe('/vuelos/reserva/list');
    // Third level: no booking history; no Flight Checkin permission: no check-in.
    expect(screen.queryByRole('link', { name: 'Historial de reservas' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Check-in' })).toBeNull();
  });

  it('shows every area to an admin of the first level with every permission', async () => {
    render(
      <TestProviders>
        <SideMenu actor={admin} />
      </TestProviders>,
    );
    for (const area of MENU) expect(await screen.findByRole('button', { name: areaName(area.key) })).toBeTruthy();
  });
});
