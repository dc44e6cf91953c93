import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyAdmin, agencyIds, digest, type AgencyKey } from '../../testing/network.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  await agencyAdmin(t, 'mx_groups', 'mexico', ['Flight Managment']);
});

async function call(user: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'es') {
  return t.app.inject({ method, url: `/api/agency/agencies/groups/${url}`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

describe('agency groups', () => {
  it('lists the groups with their members, filtered by name or member', async () => {
    const res = await call('admin', 'GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { id: expect.any(Number), name: 'Mayoristas México', description: expect.any(String), agencies: [ids.mexico, ids.cancun, ids.merida].sort((a, b) => a - b), agencies_count: 3, created: expect.any(String) },
      { id: expect.any(Number), name: 'Mercado europeo', description: expect.any(String), agencies: [ids.spain, ids.andalucia].sort((a, b) => a - b), agencies_count: 2, created: expect.any(String) },
    ]);
    expect((await call('admin', 'GET', `?agency=${ids.andalucia}`)).json().results.map((g: { name: string }) => g.name)).toEqual(['Mercado europeo']);
    expect((await call('admin', 'GET', '?search=MAYOR')).json().count).toBe(1);
    expect((await call('admin', 'GET', '?ordering=-agencies_count')).json().results[0].name).toBe('Mayoristas México');
  });

  it('creates, edits members with PATCH and deletes with DELETE', async () => {
    const created = await call('commercial_boss', 'POST', '', { name: 'Temporada alta', description: 'Verano', agencies: [ids.cancun, ids.cancun, ids.andalucia] });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({ name: 'Temporada alta', agencies: [ids.cancun, ids.andalucia].sort((a, b) => a - b), agencies_count: 2 });
    const patched = await call('admin', 'PATCH', `${group.id}/`, { agencies: [ids.merida] });
    expect(patched.json()).toMatchObject({ name: 'Temporada alta', description: 'Verano', agencies: [ids.merida] });
    // The agency record shows the same membership.
    const merida = await t.app.inject({ method: 'GET', url: `/api/agency/agencies/${ids.merida}/`, headers: await t.auth('admin') });
    expect(merida.json().groups).toContain(group.id);
    expect((await call('admin', 'PATCH', `${group.id}/`, { name: 'Temporada baja' })).json()).toMatchObject({ name: 'Temporada baja', agencies: [ids.merida] });
    expect((await call('admin', 'DELETE', `${group.id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `${group.id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `${group.id}/`)).statusCode).toBe(404);
  });

  it('refuses a taken name, unknown agencies and bad bodies without changing anything', async () => {
    const before = await digest(t.db, ['agency_groups', 'agency_group_members']);
    const taken = await call('admin', 'POST', '', { name: 'mercado EUROPEO' }, 'en');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: ['A record with that name already exists.'] });
    const unknown = await call('admin', 'POST', '', { name: 'Nuevo', agencies: [ids.cancun, 999999] }, 'en');
    expect(unknown.json()).toEqual({ agencies: ['These ids do not exist: 999999.'] });
    const bad = await call('admin', 'POST', '', { name: '', agencies: 'all' });
    expect(bad.json()).toEqual({ name: ['Este campo es obligatorio.'], agencies: ['El valor introducido no es válido.'] });
    const mayoristas = (await call('admin', 'GET', '?search=mayoristas')).json().results[0].id as number;
    expect((await call('admin', 'PATCH', `${mayoristas}/`, { name: 'Mercado Europeo' })).statusCode).toBe(400);
    expect(await digest(t.db, ['agency_groups', 'agency_group_members'])).toEqual(before);
  });

  it('belongs to the first level: 403 for agency users, even with the flight permission', async () => {
    for (const user of ['mx_groups', 'operator2', 'operator3', 'seller2', 'coordinator']) {
      expect((await call(user, 'GET', '')).statusCode, user).toBe(403);
      expect((await call(user, 'POST', '', { name: 'X' })).statusCode, user).toBe(403);
    }
  });
});
