/** 401 shapes on every protected endpoint and the 403 of the role rules, for every demo user. */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { translate } from '../../domain/i18n.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../server/testing/testApp.ts';
import { ENDPOINTS, PROTECTED_ENDPOINTS, type Endpoint } from './endpoints.ts';

const t = useTestApp();
const key = new TextEncoder().encode(TEST_JWT_SECRET);

const DEMO = ['admin', 'commercial', 'commercial_boss', 'coordinator', 'accounting', 'operator2', 'operator3', 'seller2'];

async function expiredAccess(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'access', usr: 'admin', role: 'admin', agency: { id: 1, level: 'agency_1st_level', path: '1.' }, groups: [], etg: false })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 10)
    .sign(key);
}

async function call(method: Endpoint['method'], url: string, headers: Record<string, string>) {
  return t.app.inject({ method, url, headers, payload: method === 'POST' || method === 'PUT' || method === 'PATCH' ? {} : undefined });
}

describe.each(PROTECTED_ENDPOINTS.map((e) => [`${e.method} ${e.url}`, e] as const))('%s', (_name, endpoint) => {
  it('answers 401 not_authenticated without a token, in the request language', async () => {
    for (const lang of ['es', 'en'] as const) {
      const res = await call(endpoint.method, endpoint.url, { 'accept-language': lang });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: translate(lang, 'api.not_authenticated'), code: 'not_authenticated' });
    }
  });

  it('answers 401 token_not_valid for a bad, forged, expired or refresh token', async () => {
    const forged = await new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(32)));
    const session = await t.session('operator2');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","typ":"access"}').toString('base64url')}.`;
    for (const authorization of ['Bearer garbage', `Bearer ${forged}`, `Bearer ${await expiredAccess()}`, `Bearer ${session.refresh}`, `Bearer ${none}`, 'Basic YWRtaW46ZGVtbzEyMzQ=', 'Bearer']) {
      const res = await call(endpoint.method, endpoint.url, { authorization, 'accept-language': 'en' });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ detail: 'Token is invalid or expired.', code: 'token_not_valid' });
    }
  });
});

describe('public endpoints', () => {
  it.each(ENDPOINTS.filter((e) => e.auth !== 'bearer').map((e) => [e.url, e] as const))('%s does not ask for a bearer token', async (_url, endpoint) => {
    const res = await t.app.inject({ method: endpoint.method, url: endpoint.url, payload: endpoint.method === 'POST' ? endpoint.valid : undefined });
    // refresh and verify answer 401 token_not_valid for the token in their body, never not_authenticated.
    if (res.statusCode === 401) expect(res.json().code).toBe('token_not_valid');
    else expect(res.statusCode).toBeLessThan(500);
  });
});

describe('403 by role', () => {
  it('agency funds: admin only, with the spec §8 text', async () => {
    for (const user of DEMO) {
      const res = await t.app.inject({ method: 'GET', url: `/api/accounting/agency-funds/${(await t.session(user)).user.agency.id}/`, headers: await t.auth(user) });
      if (user === 'admin') {
        expect(res.statusCode, user).toBe(200);
      } else {
        expect(res.statusCode, user).toBe(403);
        expect(res.json()).toEqual({ detail: 'No se puede realizar la operación con el usuario actual.' });
      }
    }
    const en = await t.app.inject({ method: 'GET', url: '/api/accounting/agency-funds/1/', headers: { ...(await t.auth('operator3')), 'accept-language': 'en' } });
    expect(en.json()).toEqual({ detail: 'The operation cannot be performed with the current user.' });
  });

  it('every signed-in user reaches the shared endpoints', async () => {
    const shared = ['/api/nomenclator/countries/', '/api/currency/', '/api/configurations', '/api/notifications/user-alerts/', '/api/cart/summary/', '/api/flights/termconditions'];
    for (const user of DEMO) {
      for (const url of shared) expect((await t.app.inject({ method: 'GET', url, headers: await t.auth(user) })).statusCode, `${user} ${url}`).toBe(200);
    }
  });

  it('the access token carries the groups: a user without any is still signed in', async () => {
    const user = await t.createUser({ username: 'no_groups', groups: [] });
    const session = await t.login(user.username);
    expect(session.user.groups).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/cart/summary/', headers: { authorization: `Bearer ${session.access}` } });
    expect(res.statusCode).toBe(200);
  });
});

/**
 * The network endpoints (issue 3) by demo role: who gets in (200, or 400 for a write with an empty
 * body) and who gets the 403 of spec §8. Write probes send bodies that cannot succeed, so the
 * matrix changes nothing.
 */
describe('403 by role on the agency network', () => {
  const EVERYONE = [...DEMO, 'operator2b', 'operator3b'];
  const VIEWERS = ['admin', 'commercial', 'commercial_boss', 'operator2', 'operator2b'];
  const STAFF = ['admin', 'commercial', 'commercial_boss', 'coordinator', 'accounting'];
  const probes: { name: string; method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: (agency: number) => string; payload?: object; allowed: string[] }[] = [
    { name: 'agency list', method: 'GET', url: () => '/api/agency/agencies/', allowed: VIEWERS },
    { name: 'agency detail (own)', method: 'GET', url: (a) => `/api/agency/agencies/${a}/`, allowed: VIEWERS },
    { name: 'agency export', method: 'GET', url: () => '/api/agency/agencies/export_to_excel/?id__in=1', allowed: VIEWERS },
    { name: 'price preview (own)', method: 'GET', url: (a) => `/api/agency/agencies/${a}/price-preview/?service_type=hotels&net=1`, allowed: VIEWERS },
    { name: 'agency create', method: 'POST', url: () => '/api/agency/agencies/', payload: {}, allowed: ['admin'] },
    { name: 'agency edit', method: 'PATCH', url: (a) => `/api/agency/agencies/${a}/`, payload: { unknown: 1 }, allowed: ['admin', 'commercial_boss'] },
    { name: 'markup list', method: 'GET', url: () => '/api/agency/markups/', allowed: VIEWERS },
    { name: 'markup create', method: 'POST', url: () => '/api/agency/markups/', payload: {}, allowed: ['admin', 'commercial_boss'] },
    { name: 'agency groups', method: 'GET', url: () => '/api/agency/agencies/groups/', allowed: ['admin', 'commercial_boss'] },
    { name: 'operators', method: 'GET', url: () => '/api/agency/operators/', allowed: ['admin'] },
    { name: 'operator create', method: 'POST', url: () => '/api/agency/operators/', payload: {}, allowed: ['admin'] },
    { name: 'sellers', method: 'GET', url: () => '/api/agency/sellers/', allowed: ['admin'] },
    { name: 'registrations', method: 'GET', url: () => '/api/agency/registrations/', allowed: ['admin'] },
    { name: 'registration approve', method: 'POST', url: () => '/api/agency/registrations/1/approve/', payload: {}, allowed: ['admin'] },
    { name: 'staff alerts', method: 'GET', url: () => '/api/notifications/alerts/', allowed: STAFF },
    { name: 'alert create', method: 'POST', url: () => '/api/notifications/alerts/', payload: {}, allowed: STAFF },
    { name: 'release notes', method: 'GET', url: () => '/api/release-notes/', allowed: EVERYONE },
    { name: 'release note create', method: 'POST', url: () => '/api/release-notes/', payload: {}, allowed: ['admin'] },
  ];

  it.each(probes.map((p) => [p.name, p] as const))('%s', async (_name, probe) => {
    for (const user of EVERYONE) {
      const agency = (await t.session(user)).user.agency.id;
      const res = await t.app.inject({ method: probe.method, url: probe.url(agency), payload: probe.payload, headers: await t.auth(user) });
      if (probe.allowed.includes(user)) {
        expect([200, 400], `${user}: ${res.body}`).toContain(res.statusCode);
      } else {
        expect(res.statusCode, user).toBe(403);
        expect(res.json()).toEqual({ detail: 'No se puede realizar la operación con el usuario actual.' });
      }
    }
  });
});
