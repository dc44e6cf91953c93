/**
 * The tenant scope (ARCHITECTURE.md 'Security model'): an agency user sees its own agency and the
 * ones below, never a sibling's or a parent's; staff of the central agency see everything.
 */
import { describe, expect, it } from 'vitest';
import { agencyScope } from '../../server/http/scope.ts';
import { useTestApp } from '../../server/testing/testApp.ts';
import { sheetRows } from '../../server/testing/xlsx.ts';

const t = useTestApp();

const NETWORK = {
  central: 'Grupo Viajes Caribe',
  mexico: 'Turismo Azul México',
  spain: 'Viajes Sol de España',
  cancun: 'Agencia Cancún Travel',
  merida: 'Viajes Mérida Express',
  andalucia: 'Rutas Andaluzas',
};

async function visibleAgencies(username: string): Promise<string[]> {
  const { user, access } = await t.session(username);
  const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
  const actor = { type: user.type, agency: claims.agency };
  const rows = await t.db.selectFrom('agencies').select('name').where(agencyScope(actor, 'agencies.id')).orderBy('name').execute();
  return rows.map((r) => r.name);
}

describe('agencyScope', () => {
  it('gives staff of the central agency the whole network', async () => {
    for (const user of ['admin', 'commercial', 'accounting']) {
      expect(await visibleAgencies(user)).toEqual(Object.values(NETWORK).sort());
    }
  });

  it('gives an agency user its own agency and the ones below it', async () => {
    expect(await visibleAgencies('operator2')).toEqual([NETWORK.cancun, NETWORK.mexico, NETWORK.merida].sort());
    expect(await visibleAgencies('seller2')).toEqual([NETWORK.cancun, NETWORK.mexico, NETWORK.merida].sort());
    expect(await visibleAgencies('operator2b')).toEqual([NETWORK.andalucia, NETWORK.spain].sort());
    expect(await visibleAgencies('operator3')).toEqual([NETWORK.cancun]);
    expect(await visibleAgencies('operator3b')).toEqual([NETWORK.merida]);
  });

  it('does not let a prefix of the path leak: agency 1 is not agency 12', async () => {
    const actor = { type: 'operator' as const, agency: { id: 2, level: 'agency_2nd_level' as const, path: '1.2.' } };
    const central = await t.agencyId(NETWORK.central);
    // An agency whose path starts with '1.2' but is not under '1.2.': e.g. '1.25.'.
    const id = (await t.db.insertInto('agencies').values({ name: 'Prefijo engañoso', level: 2, parent_id: central, path: '' }).returning('id').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('agencies').set({ path: `1.2${id}.` }).where('id', '=', id).execute();
    const rows = await t.db.selectFrom('agencies').select('name').where(agencyScope(actor, 'agencies.id')).execute();
    expect(rows.map((r) => r.name)).not.toContain('Prefijo engañoso');
  });
});

describe('through the API', () => {
  it('an operator of one third-level agency gets 404 for a sibling user', async () => {
    const sibling = await t.db.selectFrom('users').select('id').where('username', '=', 'operator3b').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/api/agency/operators/user/${sibling.id}/perfil`, headers: await t.auth('operator3') });
    expect(res.statusCode).toBe(404);
  });

  it("an admin of a third-level agency gets 404 for another agency's funds", async () => {
    await t.createUser({ username: 'admin_cancun', type: 'admin', agency: NETWORK.cancun });
    const headers = await t.auth('admin_cancun');
    const own = await t.app.inject({ method: 'GET', url: `/api/accounting/agency-funds/${await t.agencyId(NETWORK.cancun)}/`, headers });
    expect(own.statusCode).toBe(200);
    // The seed's deposits (3 080.00) less what its demo bookings paid from them (issue 9).
    const cancun = await t.agencyId(NETWORK.cancun);
    const paid = await t.db.selectFrom('reservations').select('paid_amount').where('agency_id', '=', cancun).execute();
    expect(own.json().funds).toBe(((308000 - paid.reduce((n, r) => n + Math.round(Number(r.paid_amount) * 100), 0)) / 100).toFixed(2));
    for (const other of [NETWORK.merida, NETWORK.mexico, NETWORK.central, NETWORK.andalucia]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/accounting/agency-funds/${await t.agencyId(other)}/`, headers });
      expect(res.statusCode, other).toBe(404);
    }
  });
});

/**
 * Every list and detail of the agency network (issue 3): an administrator of a third-level agency
 * never sees its sibling's agency, users or sellers; one of a second-level agency never sees the
 * other branch's markups. Lists leave them out, their ids answer 404, writes to them 404 too.
 */
describe('the agency network endpoints', () => {
  const ADMIN_GROUPS = ['Operator', 'Operator and Agency', 'Agency and Operators View', 'Seller Admin'] as const;
  let cancun: number;
  let merida: number;
  let siblingUser: number;
  let siblingSeller: number;

  const get = async (user: string, url: string) => t.app.inject({ method: 'GET', url, headers: await t.auth(user) });
  const ids = async (user: string, url: string) => {
    const res = await get(user, url);
    expect(res.statusCode, `${user} ${url}: ${res.body}`).toBe(200);
    return res.json<{ results: { id: number }[] }>().results.map((r) => r.id);
  };

  it('prepares the two sibling administrators and a seller in the sibling agency', async () => {
    cancun = await t.agencyId(NETWORK.cancun);
    merida = await t.agencyId(NETWORK.merida);
    await t.createUser({ username: 'net_cancun', type: 'admin', agency: NETWORK.cancun, groups: [...ADMIN_GROUPS] });
    await t.createUser({ username: 'net_merida', type: 'admin', agency: NETWORK.merida, groups: [...ADMIN_GROUPS] });
    await t.createUser({ username: 'net_mexico', type: 'admin', agency: NETWORK.mexico, groups: [...ADMIN_GROUPS] });
    await t.createUser({ username: 'net_spain', type: 'admin', agency: NETWORK.spain, groups: [...ADMIN_GROUPS] });
    siblingUser = (await t.db.selectFrom('users').select('id').where('username', '=', 'operator3b').executeTakeFirstOrThrow()).id;
    const seller = await t.app.inject({ method: 'POST', url: '/api/agency/sellers/', payload: { code: 'M-1', corporate_email: 'm1@example.test', operator: siblingUser }, headers: await t.auth('net_merida') });
    expect(seller.statusCode, seller.body).toBe(201);
    siblingSeller = seller.json().id;
  });

  it('lists leave the sibling out, whatever the filters ask for', async () => {
    expect(await ids('net_cancun', '/api/agency/agencies/?state=all')).toEqual([cancun]);
    expect(await ids('net_cancun', `/api/agency/agencies/?id__in=${merida},${cancun}&state=all`)).toEqual([cancun]);
    expect(await ids('net_cancun', `/api/agency/agencies/?parent=${await t.agencyId(NETWORK.mexico)}&state=all`)).toEqual([cancun]);
    expect(await ids('net_cancun', `/api/agency/operators/?agency=${merida}`)).toEqual([]);
    expect(await ids('net_cancun', `/api/agency/operators/?id__in=${siblingUser}`)).toEqual([]);
    const users = await ids('net_cancun', '/api/agency/operators/?page_size=100');
    expect(users).not.toContain(siblingUser);
    expect(users.length).toBeGreaterThan(0);
    expect(await ids('net_cancun', '/api/agency/sellers/')).toEqual([]);
    expect(await ids('net_cancun', `/api/agency/sellers/?agency=${merida}`)).toEqual([]);
    expect(await ids('net_merida', '/api/agency/sellers/')).toEqual([siblingSeller]);
    expect(await ids('net_cancun', '/api/agency/markups/')).toEqual([]);
    const spainMarkups = await ids('net_spain', '/api/agency/markups/?page_size=100');
    const mexicoBranch = await t.db.selectFrom('markups').select('id').where('agency_id', 'in', [cancun, merida]).execute();
    for (const m of mexicoBranch) expect(spainMarkups).not.toContain(m.id);
    expect(spainMarkups.length).toBeGreaterThan(0);
    // The workbook is zipped: its cells are read, not its bytes searched.
    for (const [user, leaks] of [['net_cancun', false], ['net_merida', true]] as const) {
      const exported = await get(user, `/api/agency/agencies/export_to_excel/?id__in=${merida}&state=all`);
      expect(exported.statusCode).toBe(200);
      expect((await sheetRows(exported.rawPayload)).flat().includes(NETWORK.merida), user).toBe(leaks);
    }
  });

  it("the sibling's ids answer 404 on every detail and write", async () => {
    const markup = (await t.db.selectFrom('markups').select('id').where('agency_id', '=', merida).executeTakeFirstOrThrow()).id;
    const probes: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['net_cancun', 'GET', `/api/agency/agencies/${merida}/`],
      ['net_cancun', 'GET', `/api/agency/agencies/${merida}/price-preview/?service_type=hotels&net=10`],
      ['net_cancun', 'PATCH', `/api/agency/agencies/${merida}/`, { phone: '5550000000' }],
      ['net_cancun', 'DELETE', `/api/agency/agencies/${merida}/`],
      ['net_cancun', 'DELETE', `/api/agency/agencies/${merida}/logo/`],
      ['net_cancun', 'GET', `/api/agency/operators/${siblingUser}/`],
      ['net_cancun', 'PATCH', `/api/agency/operators/${siblingUser}/`, { phone: '5550000000' }],
      ['net_cancun', 'POST', `/api/agency/operators/${siblingUser}/set-password/`, { new_password1: 'clave-nueva-1', new_password2: 'clave-nueva-1' }],
      ['net_cancun', 'GET', `/api/agency/operators/user/${siblingUser}/perfil`],
      ['net_cancun', 'PATCH', `/api/agency/operators/user/${siblingUser}/perfil`, { phone: '5550000000' }],
      ['net_cancun', 'GET', `/api/agency/sellers/${siblingSeller}/`],
      ['net_cancun', 'PATCH', `/api/agency/sellers/${siblingSeller}/`, { cost_center: 'X' }],
      ['net_cancun', 'DELETE', `/api/agency/sellers/${siblingSeller}/`],
      ['net_spain', 'GET', `/api/agency/markups/${markup}/`],
      ['net_spain', 'PATCH', `/api/agency/markups/${markup}/`, { value: '1' }],
      ['net_spain', 'DELETE', `/api/agency/markups/${markup}/`],
    ];
    for (const [user, method, url, payload] of probes) {
      const res = await t.app.inject({ method, url, payload, headers: { ...(await t.auth(user)), 'accept-language': 'en' } });
      expect(res.statusCode, `${user} ${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    // …and ids given in a body read as unknown choices.
    const bodies: [string, string, object, string][] = [
      ['/api/agency/agencies/', 'POST', { name: 'X', owner: 'X', email: 'x@example.test', country: 1, acronym: 'X', currency: 1, phone: '5550000000', general_margin: '1', parent: merida }, 'parent'],
      ['/api/agency/operators/', 'POST', { first_name: 'A', last_name: 'B', email: 'a@example.test', username: 'intruder', agency: merida, type: 'operator', password: 'clave-nueva-1', password2: 'clave-nueva-1' }, 'agency'],
      ['/api/agency/sellers/', 'POST', { code: 'Z-1', corporate_email: 'z@example.test', operator: siblingUser }, 'operator'],
    ];
    for (const [url, method, payload, field] of bodies) {
      const res = await t.app.inject({ method: method as 'POST', url, payload, headers: await t.auth('net_cancun') });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'intruder').executeTakeFirst()).toBeUndefined();
  });

  it('staff see both branches', async () => {
    const all = await ids('admin', '/api/agency/agencies/?state=all');
    expect(all).toEqual(expect.arrayContaining([cancun, merida]));
    expect(await ids('admin', '/api/agency/sellers/')).toContain(siblingSeller);
  });
});
