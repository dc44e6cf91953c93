import { beforeAll, describe, expect, it } from 'vitest';
import type { MarkupRecord } from '../../../domain/records/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyAdmin, agencyIds, digest, NETWORK, type AgencyKey } from '../../testing/network.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  await agencyAdmin(t, 'mx_markups', 'mexico');
});

async function call(user: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'es') {
  return t.app.inject({ method, url: `/api/agency/markups/${url}`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

async function list(user: string, query = '') {
  const res = await call(user, 'GET', `?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: MarkupRecord[] }>().results.map((m) => `${m.agency_name}/${m.service_type}`);
}

async function markupId(agency: AgencyKey, service: string): Promise<number> {
  const row = await t.db.selectFrom('markups').select('id').where('agency_id', '=', ids[agency]).where('service_type', '=', service).executeTakeFirstOrThrow();
  return row.id;
}

describe('GET agency/markups/', () => {
  it('lists the markups of the agencies below the caller, ordered by agency and service', async () => {
    expect(await list('admin')).toEqual([
      `${NETWORK.cancun}/hotels`,
      `${NETWORK.cancun}/transfers`,
      `${NETWORK.andalucia}/hotels`,
      `${NETWORK.mexico}/flights`,
      `${NETWORK.mexico}/hotels`,
      `${NETWORK.merida}/hotels`,
      `${NETWORK.spain}/flights`,
    ]);
    // Like the general margin, an agency's own markups are not shown to it.
    expect(await list('operator2')).toEqual([`${NETWORK.cancun}/hotels`, `${NETWORK.cancun}/transfers`, `${NETWORK.merida}/hotels`]);
    expect(await list('operator2b')).toEqual([`${NETWORK.andalucia}/hotels`]);
    expect(await list('admin', `agency=${ids.cancun}&service_type=hotels`)).toEqual([`${NETWORK.cancun}/hotels`]);
    expect(await list('operator2', `agency=${ids.andalucia}`)).toEqual([]);
  });

  it('answers a markup inside the visible set and 404 outside it; 403 without the viewing permission', async () => {
    const fixed = (await call('operator2', 'GET', `${await markupId('cancun', 'hotels')}/`)).json();
    expect(fixed).toMatchObject({ agency: ids.cancun, agency_level: 'agency_3rd_level', kind: 'fixed', value: '15.00', currency: 1, active: true });
    expect((await call('operator2', 'GET', `${await markupId('mexico', 'flights')}/`)).statusCode).toBe(404);
    expect((await call('operator2', 'GET', `${await markupId('andalucia', 'hotels')}/`)).statusCode).toBe(404);
    expect((await call('operator3', 'GET', '')).statusCode).toBe(403);
    expect((await call('seller2', 'GET', '')).statusCode).toBe(403);
  });
});

describe('writes', () => {
  it('creates a markup set from above; fixed ones take the agency currency', async () => {
    const res = await call('mx_markups', 'POST', '', { agency: ids.merida, service_type: 'cars', kind: 'fixed', value: '20' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ agency: ids.merida, service_type: 'cars', kind: 'fixed', value: '20.00', currency: 1 });
    const pct = await call('admin', 'POST', '', { agency: ids.mexico, service_type: 'cars', kind: 'percent', value: 4.25, currency: 2 });
    expect(pct.json()).toMatchObject({ kind: 'percent', value: '4.25', currency: null });
    // The agency list's service filter sees it at once (the network cache is cleared).
    const agencies = await t.app.inject({ method: 'GET', url: '/api/agency/agencies/?service=cars', headers: await t.auth('admin') });
    expect(agencies.json().results.map((a: { name: string }) => a.name)).toEqual([NETWORK.mexico, NETWORK.merida]);
  });

  it('answers 409 duplicate for a second markup of one service type, also under a race', async () => {
    const body = { agency: ids.andalucia, service_type: 'excursions', kind: 'percent', value: '1' };
    const results = await Promise.all([call('admin', 'POST', '', body), call('admin', 'POST', '', body), call('admin', 'POST', '', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const conflict = results.find((r) => r.statusCode === 409);
    expect(conflict?.json()).toEqual({ detail: 'La agencia ya tiene un markup para ese tipo de servicio.', code: 'duplicate' });
  });

  it('refuses own-level and outside agencies, and callers without the rule', async () => {
    const before = await digest(t.db, ['markups']);
    expect((await call('mx_markups', 'POST', '', { agency: ids.mexico, service_type: 'houses', kind: 'percent', value: '1' })).statusCode).toBe(403);
    const outside = await call('mx_markups', 'POST', '', { agency: ids.andalucia, service_type: 'houses', kind: 'percent', value: '1' }, 'en');
    expect(outside.json()).toEqual({ agency: ['Select a valid choice.'] });
    expect((await call('commercial', 'POST', '', { agency: ids.cancun, service_type: 'houses', kind: 'percent', value: '1' })).statusCode).toBe(403);
    expect((await call('operator2', 'POST', '', { agency: ids.cancun, service_type: 'houses', kind: 'percent', value: '1' })).statusCode).toBe(403);
    expect(await digest(t.db, ['markups'])).toEqual(before);
  });

  it('validates value by kind and the fixed currency (es, en), changing nothing', async () => {
    const before = await digest(t.db, ['markups']);
    const cases: [object, Record<string, string[]>][] = [
      [{ kind: 'percent', value: '150' }, { value: ['Enter a percentage between 0 and 100 with at most two decimals.'] }],
      [{ kind: 'fixed', value: '0' }, { value: ['The value must be a number greater than 0.'] }],
      [{ kind: 'fixed', value: '1.234' }, { value: ['Enter a valid number.'] }],
      [{ kind: 'fixed', value: '10', currency: 2 }, { currency: ["A fixed markup must be in the agency's currency."] }],
      [{ kind: 'weird', value: '10' }, { kind: ['Select a valid choice.'] }],
    ];
    for (const [extra, errors] of cases) {
      const res = await call('admin', 'POST', '', { agency: ids.cancun, service_type: 'packages', ...extra }, 'en');
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    const es = await call('admin', 'POST', '', { agency: ids.cancun, service_type: 'packages', kind: 'percent', value: '101' });
    expect(es.json()).toEqual({ value: ['Introduzca un porcentaje entre 0 y 100 con dos decimales como máximo.'] });
    expect(await digest(t.db, ['markups'])).toEqual(before);
  });

  it('edits a markup, checking the value against the kind it ends with', async () => {
    const id = await markupId('merida', 'hotels');
    const pct = await call('admin', 'PATCH', `${id}/`, { kind: 'percent', value: '3.5' });
    expect(pct.json()).toMatchObject({ kind: 'percent', value: '3.50', currency: null });
    expect((await call('admin', 'PATCH', `${id}/`, { value: '250' })).statusCode).toBe(400);
    const back = await call('mx_markups', 'PATCH', `${id}/`, { kind: 'fixed', value: '12', active: false });
    expect(back.json()).toMatchObject({ kind: 'fixed', value: '12.00', currency: 1, active: false });
    const taken = await call('admin', 'PATCH', `${id}/`, { service_type: 'cars' });
    expect(taken.statusCode).toBe(409);
    expect((await call('mx_markups', 'PATCH', `${await markupId('mexico', 'hotels')}/`, { value: '1' })).statusCode).toBe(404);
  });

  it('deletes a markup (204), then it is gone', async () => {
    const id = await markupId('cancun', 'transfers');
    expect((await call('operator2', 'DELETE', `${id}/`)).statusCode).toBe(403);
    expect((await call('mx_markups', 'DELETE', `${id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `${id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `${id}/`)).statusCode).toBe(404);
  });
});
