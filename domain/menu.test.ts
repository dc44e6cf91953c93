import { describe, expect, it } from 'vitest';
import { canAccess } from './access.ts';
import { ACCOUNT_PAGES, landingPath, MENU, PATHS, visibleMenu } from './menu.ts';
import { actor, firstLevelAdmin } from './testing/actors.ts';

describe('side menu', () => {
  it('holds every area of spec §2 with unique route paths', () => {
    expect(MENU.map((a) => a.key)).toEqual([
      'packages', 'quotes', 'bookings', 'accommodation', 'hotel_admin', 'cars', 'dossiers', 'logistics', 'reports',
      'flights', 'flight_admin', 'excursions', 'insurance', 'transfers', 'accounting', 'payment_evidences',
      'sustainability', 'payment_gateways', 'agencies', 'admissions', 'parks', 'administration',
    ]);
    const paths = MENU.flatMap((a) => a.routes.map((r) => r.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/vuelos/checkin/:slug');
    expect(paths).toContain('/agencias/accounting-provider-configuration');
  });

  it('is the one route table: every path once, every named path routed', () => {
    const all = [...MENU.flatMap((a) => a.routes.flatMap((r) => [r, ...r.pages])), ...ACCOUNT_PAGES].map((r) => r.path);
    expect(all.filter((path, i) => all.indexOf(path) !== i)).toEqual([]);
    const unrouted = Object.entries(PATHS).filter(([name, path]) => name !== 'home' && !all.includes(path));
    expect(unrouted).toEqual([]);
    for (const path of all) expect(path).toMatch(/^\/[a-z_\-/:A-Z]+$/);
  });

  it('guards each page with its own resource and action', () => {
    const agencies = MENU.find((a) => a.key === 'agencies')!.routes.find((r) => r.path === PATHS.agencies)!;
    expect(agencies.pages).toEqual([{ path: '/agencias/create', resource: 'agencies', action: 'create', page: 'agencies.create' }]);
    const flights = MENU.find((a) => a.key === 'flights')!.routes;
    expect(flights.find((r) => r.path === '/vuelos/checkin/:slug')).toMatchObject({ action: 'show', inMenu: false, page: 'flights.checkin-detail' });
    expect(flights.find((r) => r.path === PATHS.flightReservations)!.pages[0]).toMatchObject({ path: '/vuelos/reserva/list/:id', action: 'show' });
  });

  it('a first-level admin with every permission sees every area', () => {
    expect(visibleMenu(firstLevelAdmin).map((a) => a.key)).toEqual(MENU.map((a) => a.key));
  });

  it('detail routes never show as menu entries', () => {
    for (const area of visibleMenu(firstLevelAdmin)) {
      for (const r of area.routes) expect(r.path.includes(':')).toBe(false);
    }
  });

  it('a third-level operator sees only what its groups allow', () => {
    const op = actor('operator', 'agency_3rd_level', ['Hotel View', 'Flight with Booking', 'Reservation View']);
    const menu = visibleMenu(op);
    // Payment gateways: /payment alone, to pay its own agency's bookings by card (Flight with Booking).
    expect(menu.map((a) => a.key)).toEqual(['bookings', 'accommodation', 'flights', 'payment_gateways']);
    expect(menu.find((a) => a.key === 'payment_gateways')!.routes.map((r) => r.path)).toEqual(['/payment']);
    const flightPaths = menu.find((a) => a.key === 'flights')!.routes.map((r) => r.path);
    expect(flightPaths).toEqual(['/vuelos/reserva/ruta', '/vuelos/reserva/list']);
  });

  it('sign-in lands on the flight search for an operator who may book flights, else on the dashboard', () => {
    expect(landingPath(actor('admin', 'agency_1st_level', ['Flight with Booking']))).toBe('/');
    expect(landingPath(actor('operator', 'agency_3rd_level', ['Hotel View', 'Flight with Booking']))).toBe('/vuelos/reserva/ruta');
    expect(landingPath(actor('operator', 'agency_3rd_level', ['Hotel View', 'Flight View']))).toBe('/');
    expect(landingPath(actor('operator', 'agency_2nd_level'))).toBe('/');
  });

  it('a user without permissions sees no area', () => {
    expect(visibleMenu(actor('operator', 'agency_2nd_level'))).toEqual([]);
  });
});

describe('canAccess', () => {
  const op3 = actor('operator', 'agency_3rd_level', ['Hotel View']);

  it('refuses without an actor and for unknown resources', () => {
    expect(canAccess(null, { resource: 'hotels', action: 'list' })).toBe(false);
    expect(canAccess(firstLevelAdmin, { resource: 'no-such-thing', action: 'list' })).toBe(false);
  });

  it('follows the route rule of the resource', () => {
    expect(canAccess(op3, { resource: 'hotels', action: 'list' })).toBe(true);
    expect(canAccess(op3, { resource: 'flights.checkin', action: 'list' })).toBe(false);
    expect(canAccess(firstLevelAdmin, { resource: 'flights.checkin', action: 'list' })).toBe(true);
  });

  it('lets every signed-in user open profile and cart', () => {
    expect(canAccess(actor('seller', 'agency_2nd_level'), { resource: 'profile', action: 'show' })).toBe(true);
    expect(canAccess(actor('seller', 'agency_2nd_level'), { resource: 'cart', action: 'list' })).toBe(true);
  });

  it('uses action rules where they differ', () => {
    const viewer = actor('commercial', 'agency_1st_level', ['Agency and Operators View']);
    expect(canAccess(viewer, { resource: 'agencies', action: 'list' })).toBe(true);
    expect(canAccess(viewer, { resource: 'agencies', action: 'create' })).toBe(false);
    expect(canAccess(firstLevelAdmin, { resource: 'agencies', action: 'create' })).toBe(true);
    expect(canAccess(op3, { resource: 'agency-funds', action: 'show' })).toBe(false);
    expect(canAccess(actor('admin', 'agency_3rd_level'), { resource: 'agency-funds', action: 'show' })).toBe(true);
  });

  it("opens the accounting providers' lists (balances, statement, configurations, payouts) to whoever sees the provider pages", () => {
    const viewer = actor('accounting', 'agency_1st_level', ['Accounting View']);
    const manager = actor('accounting', 'agency_1st_level', ['Accounting View', '[Accounting Provider] Manage']);
    for (const resource of ['accounting-provider-balances', 'accounting-provider-statement', 'accounting-provider-configurations', 'accounting-provider-payouts']) {
      expect(canAccess(viewer, { resource, action: 'list' }), resource).toBe(true);
      expect(canAccess(op3, { resource, action: 'list' }), resource).toBe(false);
    }
    expect(canAccess(viewer, { resource: 'accounting-provider-configurations', action: 'create' })).toBe(false);
    expect(canAccess(manager, { resource: 'accounting-provider-configurations', action: 'edit' })).toBe(true);
  });
});
