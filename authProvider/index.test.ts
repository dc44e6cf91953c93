// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { HttpError } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginResponse, SessionUser } from '../domain/session.ts';
import { COOKIE, getAccessToken, readUser } from '../dataProvider/session.ts';
import { fakeJwt, inOneHour, stubApi, stubNavigation } from '../dataProvider/testing.ts';
import { authProvider, verifyToken } from './index.ts';

const user: SessionUser = {
  id: 3,
  username: 'operator3',
  full_name: 'Olga Operadora',
  type: 'operator',
  groups: [{ name: 'Hotel View' }, { name: 'Flight with Booking' }],
  is_etg_user: false,
  agency: { id: 12, name: 'Viajes Caribe', level: 'agency_3rd_level', currency: 2, balance: '150.00', logo: '/media/logo.png' },
};

const answer: LoginResponse = { access: fakeJwt('a'), refresh: fakeJwt('r', 86400), access_token_expiration: inOneHour(), user };

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
afterEach(clearCookies);

describe('authProvider', () => {
  it('login stores the cookies of spec §3 and leaves the language alone', async () => {
    Cookies.set(COOKIE.language, 'en');
    const calls = stubApi(() => ({ status: 200, data: answer }));
    await authProvider.login({ username: 'operator3', password: 'demo1234' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'accounts/login/', data: { username: 'operator3', password: 'demo1234' } });
    expect(getAccessToken()).toBe(answer.access);
    expect(Cookies.get(COOKIE.refresh)).toBe(answer.refresh);
    expect(readUser()).toEqual(user);
    expect(JSON.parse(Cookies.get(COOKIE.agency) ?? '{}')).toEqual(user.agency);
    expect(Cookies.get(COOKIE.currency)).toBe('2');
    expect(Cookies.get(COOKIE.balance)).toBe('150.00');
    expect(Cookies.get(COOKIE.language)).toBe('en');
  });

  it('login lands on the asked page, else on the flight search for a user who may book flights', async () => {
    stubApi(() => ({ status: 200, data: answer }));
    await expect(authProvider.login({ username: 'operator3', password: 'demo1234', next: '/resumen' })).resolves.toEqual({ redirectTo: '/resumen' });
    await expect(authProvider.login({ username: 'operator3', password: 'demo1234', next: '/' })).resolves.toEqual({ redirectTo: '/vuelos/reserva/ruta' });
    stubApi(() => ({ status: 200, data: { ...answer, user: { ...user, groups: [] } } }));
    await expect(authProvider.login({ username: 'operator3', password: 'demo1234' })).resolves.toEqual({ redirectTo: '/' });
  });

  it('login rejects with the server field errors', async () => {
    stubApi(() => ({ status: 400, data: { non_field_errors: ['Unable to log in.'] } }));
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toMatchObject({
      status: 400,
      body: { errors: { root: { serverError: 'Unable to log in.' } } },
    });
  });

  it('identity, permissions and canAccess come from the userB2B cookie', async () => {
    stubApi(() => ({ status: 200, data: answer }));
    await authProvider.login({ username: 'operator3', password: 'demo1234' });
    await expect(authProvider.getIdentity()).resolves.toEqual({ id: 3, fullName: 'Olga Operadora', avatar: '/media/logo.png' });
    await expect(authProvider.getPermissions()).resolves.toEqual(['Hotel View', 'Flight with Booking']);
    await expect(authProvider.canAccess({ resource: 'hotels', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ resource: 'admin-flights.flights', action: 'list' })).resolves.toBe(false);
    await expect(authProvider.canAccess({ resource: 'agency-funds', action: 'show' })).resolves.toBe(false);
  });

  it('checkAuth rejects towards the login page with next when there is no session', async () => {
    stubNavigation('/hoteles?city=3');
    stubApi(() => ({ status: 401, data: {} }));
    await expect(authProvider.checkAuth()).rejects.toEqual({ redirectTo: '/auth/login?next=%2Fhoteles%3Fcity%3D3', message: false });
  });

  it('checkAuth renews an expired access token with the refresh token', async () => {
    Cookies.set(COOKIE.refresh, fakeJwt('r'));
    Cookies.set(COOKIE.user, JSON.stringify(user));
    const calls = stubApi(() => ({ status: 200, data: { access: fakeJwt('new'), refresh: fakeJwt('r2'), access_token_expiration: inOneHour() } }));
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual(['accounts/token/refresh/']);
    expect(getAccessToken()).toBeDefined();
  });

  it('checkError logs out on 401 only; 403 keeps the session', async () => {
    stubNavigation('/resumen');
    await expect(authProvider.checkError(new HttpError('forbidden', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('expired', 401))).rejects.toMatchObject({ redirectTo: '/auth/login?next=%2Fresumen' });
  });

  it('logout sends the refresh token and clears every session cookie', async () => {
    stubApi(() => ({ status: 200, data: answer }));
    await authProvider.login({ username: 'operator3', password: 'demo1234' });
    const calls = stubApi(() => ({ status: 200, data: { detail: 'Successfully logged out.' } }));
    await expect(authProvider.logout()).resolves.toBe('/auth/login');
    expect(calls[0]).toMatchObject({ url: 'accounts/logout/', data: { refresh: answer.refresh } });
    for (const name of [COOKIE.token, COOKIE.refresh, COOKIE.user, COOKIE.agency, COOKIE.currency, COOKIE.balance]) {
      expect(Cookies.get(name)).toBeUndefined();
    }
  });

  it('a 401 from token verification clears the session; other failures are ignored', async () => {
    stubApi(() => ({ status: 200, data: answer }));
    await authProvider.login({ username: 'operator3', password: 'demo1234' });
    const calls = stubApi(() => ({ status: 500, data: {} }));
    await expect(verifyToken()).resolves.toBe(true);
    expect(calls[0]).toMatchObject({ url: 'accounts/token/verify/', data: { token: answer.access } });
    stubApi(() => ({ status: 401, data: { code: 'token_not_valid' } }));
    await expect(verifyToken()).resolves.toBe(false);
    expect(getAccessToken()).toBeUndefined();
    expect(readUser()).toBeNull();
  });

  it('a 401 for a token that expired on its way keeps the session for the refresh to renew', async () => {
    const expiring = { ...answer, access: fakeJwt('a', 1) };
    stubApi(() => ({ status: 200, data: expiring }));
    await authProvider.login({ username: 'operator3', password: 'demo1234' });
    stubApi(() => ({ status: 401, data: { code: 'token_not_valid' } }));
    await expect(verifyToken()).resolves.toBe(true);
    expect(getAccessToken()).toBe(expiring.access);
    expect(readUser()).not.toBeNull();
  });
});
