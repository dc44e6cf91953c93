import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerRecord } from '../../../domain/records/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyAdmin, agencyIds, digest, userId, type AgencyKey } from '../../testing/network.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  await agencyAdmin(t, 'mx_sellers', 'mexico');
  await agencyAdmin(t, 'es_sellers', 'spain');
});

async function call(user: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'es') {
  return t.app.inject({ method, url: `/api/agency/sellers/${url}`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

async function codes(user: string, query = '') {
  const res = await call(user, 'GET', `?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: SellerRecord[] }>().results.map((s) => s.code);
}

describe('sellers', () => {
  it('lists the seller data of the subtree (demo: seller2)', async () => {
    const res = await call('mx_sellers', 'GET', '');
    expect(res.json().results).toEqual([
      {
        id: expect.any(Number),
        code: 'V-001',
        corporate_email: 'ventas@turismoazul.mx',
        corporate_phone: '5550000012',
        personal_phone: '5551234567',
        cost_center: 'Ventas CDMX',
        operator: await userId(t, 'seller2'),
        operator_name: 'Daniela Castillo Vega',
        agency: ids.mexico,
        agency_name: 'Turismo Azul México',
        active: true,
        created: expect.any(String),
      },
    ]);
    expect(await codes('es_sellers')).toEqual([]);
  });

  it('creates seller data for an operator of the subtree; the agency is the operator’s', async () => {
    const res = await call('mx_sellers', 'POST', '', { code: 'C-01', corporate_email: 'sofia@cancuntravel.mx', corporate_phone: '9980000100', cost_center: 'Cancún', operator: await userId(t, 'operator3') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ code: 'C-01', agency: ids.cancun, operator_name: 'Sofía Ramírez Can', personal_phone: '' });
    // The same code in another agency is fine.
    const merida = await call('admin', 'POST', '', { code: 'c-01', corporate_email: 'r@meridaexpress.mx', operator: await userId(t, 'operator3b') });
    expect(merida.statusCode).toBe(201);
    expect(await codes('mx_sellers', 'ordering=-code')).toEqual(['V-001', 'c-01', 'C-01']); // a tie runs the way of the last term (id desc)
    expect(await codes('admin', `agency=${ids.cancun}`)).toEqual(['C-01']);
    expect(await codes('admin', 'search=sofía')).toEqual(['C-01']);
    expect(await codes('admin', 'cost_center=canc')).toEqual(['C-01']);
  });

  it('refuses a taken code, a second seller record, operators outside the subtree, bad contacts', async () => {
    const before = await digest(t.db, ['sellers']);
    const op2 = await userId(t, 'operator2');
    const cases: [object, Record<string, string[]>][] = [
      [{ code: 'v-001', corporate_email: 'x@example.test', operator: op2 }, { code: ['A seller with that code already exists in the agency.'] }],
      [{ code: 'V-002', corporate_email: 'x@example.test', operator: await userId(t, 'seller2') }, { operator: ['This operator already has seller data.'] }],
      [{ code: 'V-003', corporate_email: 'x@example.test', operator: await userId(t, 'operator2b') }, { operator: ['Select a valid choice.'] }],
      [{ code: 'V 4!', corporate_email: 'no', corporate_phone: '1234567890123', operator: op2 }, { code: ['The value has an invalid format.'], corporate_email: ['Enter a valid email address.'], corporate_phone: ['Enter a valid phone number (at most 12 characters).'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call('mx_sellers', 'POST', '', body, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await digest(t.db, ['sellers'])).toEqual(before);
  });

  it('edits and deletes within the subtree; 404 outside, 403 without Seller Admin', async () => {
    const id = (await call('admin', 'GET', '?search=V-001')).json().results[0].id as number;
    const res = await call('mx_sellers', 'PATCH', `${id}/`, { cost_center: 'Ventas Norte', active: false });
    expect(res.json()).toMatchObject({ cost_center: 'Ventas Norte', active: false });
    expect((await call('mx_sellers', 'PATCH', `${id}/`, { code: 'C-01' })).statusCode).toBe(200); // C-01 belongs to Cancún, not México
    expect((await call('es_sellers', 'PATCH', `${id}/`, { cost_center: 'X' })).statusCode).toBe(404);
    expect((await call('es_sellers', 'DELETE', `${id}/`)).statusCode).toBe(404);
    for (const user of ['operator2', 'seller2', 'commercial_boss']) expect((await call(user, 'GET', '')).statusCode, user).toBe(403);
    expect((await call('mx_sellers', 'DELETE', `${id}/`)).statusCode).toBe(204);
    expect((await call('mx_sellers', 'GET', `${id}/`)).statusCode).toBe(404);
  });
});
