// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, loginPath, sanitizeNext } from './http.ts';
import { fakeJwt, inOneHour, stubApi, stubNavigation } from './testing.ts';
import { COOKIE, getAccessToken, getRefreshToken } from './session.ts';

const OLD = fakeJwt('old-access');
const NEW = fakeJwt('new-access');

function signIn() {
  Cookies.set(COOKIE.token, OLD);
  Cookies.set(COOKIE.refresh, fakeJwt('refresh-1', 86400));
  Cookies.set(COOKIE.user, JSON.stringify({ id: 1 }));
}

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeEach(() => {
  clearCookies();
  signIn();
});
afterEach(clearCookies);

describe('http client headers', () => {
  it('sends the bearer token and the language cookie (es by default)', async () => {
    const calls = stubApi(() => ({ status: 200, data: {} }));
    await http.get('currency/');
    Cookies.set(COOKIE.language, 'en');
    await http.get('currency/');
    expect(calls[0].authorization).toBe(`Bearer ${OLD}`);
    expect(calls[0].language).toBe('es');
    expect(calls[1].language).toBe('en');
  });
});

describe('401: one shared refresh, one retry', () => {
  it('refreshes once for two concurrent 401s and retries each request once with the new token', async () => {
    stubNavigation('/resumen');
    const calls = stubApi(async (call) => {
      if (call.url === 'accounts/token/refresh/') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return { status: 200, data: { access: NEW, refresh: fakeJwt('refresh-2', 86400), access_token_expiration: inOneHour() } };
      }
      return call.authorization === `Bearer ${NEW}` ? { status: 200, data: { ok: call.url } } : { status: 401, data: { detail: 'x', code: 'token_not_valid' } };
    });

    const [a, b] = await Promise.all([http.get('currency/'), http.get('cart/summary/')]);

    expect(a.data).toEqual({ ok: 'currency/' });
    expect(b.data).toEqual({ ok: 'cart/summary/' });
    expect(calls.filter((c) => c.url === 'accounts/token/refresh/')).toHaveLength(1);
    expect(calls.filter((c) => c.url === 'currency/')).toHaveLength(2);
    expect(calls.filter((c) => c.url === 'cart/summary/')).toHaveLength(2);
    expect(calls.find((c) => c.url === 'accounts/token/refresh/')?.data).toEqual({ refresh: expect.stringContaining('.') });
    expect(getAccessToken()).toBe(NEW);
  });

  it('clears the session and goes to the login page with next when the retry is 401 again', async () => {
    const visited = stubNavigation('/resumen?page=2');
    const calls = stubApi((call) =>
      call.url === 'accounts/token/refresh/'
        ? { status: 200, data: { access: NEW, refresh: fakeJwt('refresh-2'), access_token_expiration: inOneHour() } }
        : { status: 401, data: { detail: 'Token is invalid', code: 'token_not_valid' } },
    );

    const error = await http.get('currency/').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(calls.map((c) => c.url)).toEqual(['currency/', 'accounts/token/refresh/', 'currency/']);
    expect(visited).toEqual(['/auth/login?next=%2Fresumen%3Fpage%3D2']);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(Cookies.get(COOKIE.user)).toBeUndefined();
  });

  it('goes to the login page when the refresh itself fails, without retrying', async () => {
    const visited = stubNavigation('/vuelos/reserva/ruta');
    const calls = stubApi(() => ({ status: 401, data: { detail: 'x', code: 'token_not_valid' } }));
    await expect(http.get('currency/')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['currency/', 'accounts/token/refresh/']);
    expect(visited).toEqual(['/auth/login?next=%2Fvuelos%2Freserva%2Fruta']);
  });

  it('never refreshes for the login call itself', async () => {
    const visited = stubNavigation('/auth/login');
    const calls = stubApi(() => ({ status: 401, data: { detail: 'no' } }));
    await expect(http.post('accounts/login/', {})).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(visited).toEqual([]);
  });
});

describe('other answers', () => {
  it('sends the user to /maintenance on a 503 with code maintenance', async () => {
    const visited = stubNavigation('/resumen');
    stubApi(() => ({ status: 503, data: { detail: 'Volvemos pronto', code: 'maintenance' } }));
    await expect(http.get('currency/')).rejects.toMatchObject({ status: 503, message: 'Volvemos pronto' });
    expect(visited).toEqual(['/maintenance']);
  });

  it('turns a DRF 400 into an HttpError with field errors', async () => {
    stubApi(() => ({ status: 400, data: { old_password: ['Wrong.'], non_field_errors: ['Nope.'] } }));
    const error = (await http.post('accounts/password/change/', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ old_password: 'Wrong.', root: { serverError: 'Nope.' } });
  });
});

describe('login redirect target', () => {
  it('keeps internal paths only and never loops to the login page', () => {
    expect(sanitizeNext('/resumen?x=1')).toBe('/resumen?x=1');
    expect(sanitizeNext('https://evil.example')).toBe('/');
    expect(sanitizeNext('//evil.example')).toBe('/');
    expect(sanitizeNext('/auth/login?next=/x')).toBe('/');
    expect(loginPath('/')).toBe('/auth/login?next=%2F');
    expect(loginPath('/auth/login?next=%2Fx')).toBe('/auth/login?next=%2Fx');
  });
});
