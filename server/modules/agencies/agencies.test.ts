import { beforeAll, describe, expect, it } from 'vitest';
import type { AgencyRecord } from '../../../domain/records/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyAdmin, agencyIds, digest, NETWORK, NETWORK_TABLES, type AgencyKey } from '../../testing/network.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  await agencyAdmin(t, 'mx_admin', 'mexico');
  await agencyAdmin(t, 'mx_admin_same', 'mexico', ['Can Modify Same Agency Admin Data(Only Admin Roles)']);
});

type Page = { count: number; next: string | null; results: AgencyRecord[] };

async function get(user: string, url: string, lang = 'es') {
  return t.app.inject({ method: 'GET', url, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

async function names(user: string, query = '') {
  const res = await get(user, `/api/agency/agencies/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>().results.map((a) => a.name);
}

async function send(user: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'es') {
  return t.app.inject({ method, url, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

const newAgency = (parent: number, extra: object = {}) => ({
  name: 'Agencia Nueva',
  owner: 'Nueva S.A.',
  email: 'nueva@example.test',
  country: 2,
  acronym: 'NUE',
  currency: 1,
  phone: '+529980001',
  general_margin: '6.25',
  parent,
  ...extra,
});

describe('GET agency/agencies/', () => {
  it('lists the active agencies by name with the record of the contract', async () => {
    const res = await get('admin', '/api/agency/agencies/');
    const page = res.json<Page>();
    expect(page.count).toBe(6);
    expect(page.results.map((a) => a.name)).toEqual([NETWORK.cancun, NETWORK.central, NETWORK.andalucia, NETWORK.mexico, NETWORK.merida, NETWORK.spain]);
    const mexico = page.results.find((a) => a.id === ids.mexico);
    expect(mexico).toMatchObject({ level: 'agency_2nd_level', parent: ids.central, parent_name: NETWORK.central, country_name: 'México', general_margin: '8.00', children_count: 2, logo: null, active: true });
    expect(mexico?.groups).toHaveLength(1);
    // Spec §6: no margin for the first level.
    expect(page.results.find((a) => a.id === ids.central)).not.toHaveProperty('general_margin');
  });

  it('filters by name, owner, level, country, state, dates, service, parent, group and ids', async () => {
    expect(await names('admin', 'name=VIAJES')).toEqual([NETWORK.central, NETWORK.merida, NETWORK.spain]);
    expect(await names('admin', 'owner=s.l.')).toEqual([NETWORK.central, NETWORK.andalucia]);
    expect(await names('admin', 'search=tam')).toEqual([NETWORK.mexico]);
    expect(await names('admin', 'level=agency_3rd_level')).toEqual([NETWORK.cancun, NETWORK.andalucia, NETWORK.merida]);
    const mx = (await t.db.selectFrom('countries').select('id').where('code', '=', 'MX').executeTakeFirstOrThrow()).id;
    expect(await names('admin', `country=${mx}`)).toEqual([NETWORK.cancun, NETWORK.mexico, NETWORK.merida]);
    expect(await names('admin', 'service=hotels')).toEqual([NETWORK.cancun, NETWORK.andalucia, NETWORK.mexico, NETWORK.merida]);
    expect(await names('admin', 'service=transfers')).toEqual([]); // the Cancún transfers markup is inactive
    expect(await names('admin', `parent=${ids.mexico}`)).toEqual([NETWORK.cancun, NETWORK.merida]);
    const group = (await t.db.selectFrom('agency_groups').select('id').where('name', '=', 'Mercado europeo').executeTakeFirstOrThrow()).id;
    expect(await names('admin', `group=${group}`)).toEqual([NETWORK.andalucia, NETWORK.spain]);
    expect(await names('admin', `id__in=${ids.spain},${ids.merida}`)).toEqual([NETWORK.merida, NETWORK.spain]);
    // The day the network was created by the server's clock, not the test's (a run across midnight).
    const created = (await t.db.selectFrom('agencies').select('created_at').orderBy('id').executeTakeFirstOrThrow()).created_at;
    const today = created.toISOString().slice(0, 10);
    const tomorrow = new Date(created.getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(await names('admin', `created_after=${today}&created_before=${today}`)).toHaveLength(6);
    expect(await names('admin', `created_after=${tomorrow}`)).toEqual([]);
    expect(await names('admin', 'state=inactive')).toEqual([]);
    expect(await names('admin', 'state=all')).toHaveLength(6);
  });

  it('orders, pages and answers 404 past the last page', async () => {
    expect(await names('admin', 'ordering=-name')).toEqual([NETWORK.spain, NETWORK.merida, NETWORK.mexico, NETWORK.andalucia, NETWORK.central, NETWORK.cancun]);
    expect((await names('admin', 'ordering=level,-acronym')).slice(0, 3)).toEqual([NETWORK.central, NETWORK.spain, NETWORK.mexico]);
    const page = (await get('admin', '/api/agency/agencies/?page_size=4&ordering=name')).json<Page>();
    expect(page).toMatchObject({ count: 6, next: '/api/agency/agencies/?page_size=4&ordering=name&page=2' });
    expect((await get('admin', '/api/agency/agencies/?page_size=4&page=2')).json<Page>().results).toHaveLength(2);
    expect((await get('admin', '/api/agency/agencies/?page_size=4&page=3')).statusCode).toBe(404);
    // A 'contains' filter pages in one statement (http/pagination.ts oneStatementPage): the same pages, count and 404.
    const every = (await get('admin', '/api/agency/agencies/?name=a&ordering=-name&page_size=100')).json<Page>();
    expect(every.count).toBeGreaterThanOrEqual(3);
    const pages = Math.ceil(every.count / 2);
    for (let n = 1; n <= pages; n++) {
      const one = (await get('admin', `/api/agency/agencies/?name=a&ordering=-name&page_size=2&page=${n}`)).json<Page>();
      expect(one.count).toBe(every.count);
      expect(one.results.map((a) => a.name)).toEqual(every.results.slice((n - 1) * 2, n * 2).map((a) => a.name));
    }
    expect((await get('admin', `/api/agency/agencies/?name=a&page_size=2&page=${pages + 1}`)).statusCode).toBe(404);
    expect((await get('admin', '/api/agency/agencies/?name=zzzz')).json<Page>()).toMatchObject({ count: 0, results: [] });
  });

  it('gives the tree view its children counts under any parent, inactive ones included', async () => {
    const res = (await get('admin', `/api/agency/agencies/?parent=${ids.central}&state=all&ordering=name`)).json<Page>();
    expect(res.results.map((a) => [a.name, a.children_count])).toEqual([
      [NETWORK.mexico, 2],
      [NETWORK.spain, 1],
    ]);
  });

  it('is for the agency viewers: 403 for the others', async () => {
    for (const user of ['commercial', 'commercial_boss', 'operator2', 'operator2b', 'mx_admin']) expect((await get(user, '/api/agency/agencies/')).statusCode, user).toBe(200);
    for (const user of ['operator3', 'operator3b', 'seller2', 'coordinator', 'accounting']) {
      const res = await get(user, '/api/agency/agencies/', 'en');
      expect(res.statusCode, user).toBe(403);
      expect(res.json()).toEqual({ detail: 'The operation cannot be performed with the current user.' });
    }
  });

  it("shows an agency user its own agency and those below, the margins only of those below", async () => {
    const page = (await get('operator2', '/api/agency/agencies/')).json<Page>();
    expect(page.results.map((a) => a.name)).toEqual([NETWORK.cancun, NETWORK.mexico, NETWORK.merida]);
    expect(page.results.find((a) => a.id === ids.mexico)).not.toHaveProperty('general_margin');
    expect(page.results.find((a) => a.id === ids.cancun)?.general_margin).toBe('5.00');
    expect(await names('operator2b')).toEqual([NETWORK.andalucia, NETWORK.spain]);
    // Filters never widen the scope.
    expect(await names('operator2', `parent=${ids.spain}`)).toEqual([]);
    expect(await names('operator2', `id__in=${ids.spain},${ids.andalucia},${ids.central}`)).toEqual([]);
  });

  it('refuses bad filters with translated field errors', async () => {
    const res = await get('admin', '/api/agency/agencies/?level=agency_9th_level&state=deleted&created_after=2024-13-01&service=boats&id__in=1,x&country=mx', 'en');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['country', 'created_after', 'id__in', 'level', 'service', 'state']);
    expect(res.json().created_after).toEqual(['Enter a valid date (YYYY-MM-DD).']);
  });
});

describe('GET agency/agencies/{id}/', () => {
  it('answers inside the scope and 404 outside it', async () => {
    expect((await get('operator2', `/api/agency/agencies/${ids.merida}/`)).json()).toMatchObject({ name: NETWORK.merida, general_margin: '4.50' });
    for (const key of ['central', 'spain', 'andalucia'] as const) {
      const res = await get('operator2', `/api/agency/agencies/${ids[key]}/`);
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
    expect((await get('admin', '/api/agency/agencies/999999/')).statusCode).toBe(404);
  });
});

describe('POST agency/agencies/', () => {
  it('creates an agency one level below its parent with every field', async () => {
    const group = (await t.db.selectFrom('agency_groups').select('id').where('name', '=', 'Mayoristas México').executeTakeFirstOrThrow()).id;
    const body = newAgency(ids.mexico, {
      bank_code: 'MX-0001',
      address: 'Calle 1, Playa del Carmen',
      administrative_email: 'admin@nueva.test',
      informative_email: '',
      domain: 'nueva.mx',
      active: true,
      can_see_daughters: true,
      groups: [group],
    });
    const res = await send('admin', 'POST', '/api/agency/agencies/', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AgencyRecord>();
    expect(created).toMatchObject({ name: 'Agencia Nueva', level: 'agency_3rd_level', parent: ids.mexico, general_margin: '6.25', groups: [group], acronym: 'NUE', domain: 'nueva.mx', children_count: 0 });
    const row = await t.db.selectFrom('agencies').select(['path', 'level']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.path).toBe(`${ids.central}.${ids.mexico}.${created.id}.`);
    expect((await send('admin', 'DELETE', `/api/agency/agencies/${created.id}/`)).statusCode).toBe(204);
  });

  it('refuses a parent that cannot have children, or outside the caller’s subtree', async () => {
    const before = await digest(t.db, NETWORK_TABLES);
    const third = await send('admin', 'POST', '/api/agency/agencies/', newAgency(ids.cancun), 'en');
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ parent: ['This agency cannot have child agencies.'] });
    for (const parent of [ids.spain, ids.central, 999999]) {
      const res = await send('mx_admin', 'POST', '/api/agency/agencies/', newAgency(parent));
      expect(res.statusCode, String(parent)).toBe(400);
      expect(res.json()).toEqual({ parent: ['Seleccione una opción válida.'] });
    }
    expect(await digest(t.db, NETWORK_TABLES)).toEqual(before);
  });

  it('lets an agency admin create below its own agency, without touching groups', async () => {
    const res = await send('mx_admin', 'POST', '/api/agency/agencies/', newAgency(ids.mexico, { name: 'Sucursal Puebla' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ level: 'agency_3rd_level', general_margin: '6.25' });
    const groups = await send('mx_admin', 'POST', '/api/agency/agencies/', newAgency(ids.mexico, { groups: [1] }));
    expect(groups.statusCode).toBe(400);
    expect(groups.json()).toEqual({ groups: ['No tiene permiso para modificar este campo.'] });
  });

  it('needs admin and Operator and Agency (403 otherwise)', async () => {
    for (const user of ['commercial_boss', 'operator2', 'commercial', 'seller2']) {
      expect((await send(user, 'POST', '/api/agency/agencies/', newAgency(ids.mexico))).statusCode, user).toBe(403);
    }
  });

  it('validates every field (es and en) and changes nothing', async () => {
    const before = await digest(t.db, NETWORK_TABLES);
    const bad = { ...newAgency(ids.mexico), acronym: 'TOOLONG', phone: '+52 998 000 0000', email: 'nope', general_margin: '100.5', domain: 'no domain', currency: 7, country: 0 };
    const es = await send('admin', 'POST', '/api/agency/agencies/', bad);
    expect(es.statusCode).toBe(400);
    expect(es.json()).toMatchObject({
      acronym: ['Asegúrese de que este campo no tenga más de 4 caracteres.'],
      phone: ['Introduzca un número de teléfono válido (máximo 12 caracteres).'],
      email: ['Introduzca una dirección de correo electrónico válida.'],
      general_margin: ['Introduzca un porcentaje entre 0 y 100 con dos decimales como máximo.'],
      domain: ['Introduzca un dominio válido (por ejemplo, miagencia.com).'],
      currency: ['Seleccione una opción válida.'],
      country: ['El valor debe ser un número mayor que 0.'],
    });
    const { general_margin: _m, name: _n, ...missing } = newAgency(ids.mexico);
    const en = await send('admin', 'POST', '/api/agency/agencies/', missing, 'en');
    expect(en.json()).toEqual({ general_margin: ['This field is required.'], name: ['This field is required.'] });
    const country = await send('admin', 'POST', '/api/agency/agencies/', newAgency(ids.mexico, { country: 99999 }), 'en');
    expect(country.json()).toEqual({ country: ['Select a valid choice.'] });
    expect(await digest(t.db, NETWORK_TABLES)).toEqual(before);
  });
});

describe('PATCH agency/agencies/{id}/', () => {
  it('edits at the own level only with the same-agency permission, below freely', async () => {
    const res = await send('mx_admin', 'PATCH', `/api/agency/agencies/${ids.merida}/`, { phone: '9990000099', general_margin: '4.75' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: '9990000099', general_margin: '4.75' });
    expect((await send('mx_admin', 'PATCH', `/api/agency/agencies/${ids.mexico}/`, { phone: '5550000001' })).statusCode).toBe(403);
    const own = await send('mx_admin_same', 'PATCH', `/api/agency/agencies/${ids.mexico}/`, { phone: '5550000001' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('general_margin');
    expect((await send('admin', 'PATCH', `/api/agency/agencies/${ids.central}/`, { phone: '+34910000099' })).statusCode).toBe(200);
  });

  it('keeps the own general margin and the own deactivation out of reach', async () => {
    const before = await digest(t.db, NETWORK_TABLES);
    const margin = await send('mx_admin_same', 'PATCH', `/api/agency/agencies/${ids.mexico}/`, { general_margin: '1.00' }, 'en');
    expect(margin.statusCode).toBe(400);
    expect(margin.json()).toEqual({ general_margin: ['You are not allowed to change this field.'] });
    expect((await send('mx_admin_same', 'PATCH', `/api/agency/agencies/${ids.mexico}/`, { active: false })).statusCode).toBe(403);
    expect((await send('admin', 'PATCH', `/api/agency/agencies/${ids.central}/`, { active: false })).statusCode).toBe(403);
    expect(await digest(t.db, NETWORK_TABLES)).toEqual(before);
  });

  it('deactivates strictly below, which hides the agency from the default list', async () => {
    const res = await send('mx_admin', 'PATCH', `/api/agency/agencies/${ids.merida}/`, { active: false });
    expect(res.json().active).toBe(false);
    expect(await names('mx_admin')).not.toContain(NETWORK.merida);
    expect(await names('mx_admin', 'state=inactive')).toEqual([NETWORK.merida]);
    await send('mx_admin', 'PATCH', `/api/agency/agencies/${ids.merida}/`, { active: true });
  });

  it('answers 404 outside the subtree and 403 without the permission', async () => {
    expect((await send('mx_admin', 'PATCH', `/api/agency/agencies/${ids.spain}/`, { phone: '5550000001' })).statusCode).toBe(404);
    expect((await send('mx_admin', 'PATCH', `/api/agency/agencies/${ids.andalucia}/`, { phone: '5550000001' })).statusCode).toBe(404);
    expect((await send('operator2', 'PATCH', `/api/agency/agencies/${ids.cancun}/`, { phone: '5550000001' })).statusCode).toBe(403);
  });

  it('changes groups only for the group managers; sending them back unchanged is fine', async () => {
    const cancun = (await get('mx_admin', `/api/agency/agencies/${ids.cancun}/`)).json<AgencyRecord>();
    expect((await send('mx_admin', 'PATCH', `/api/agency/agencies/${ids.cancun}/`, { groups: cancun.groups, name: NETWORK.cancun })).statusCode).toBe(200);
    expect((await send('mx_admin', 'PATCH', `/api/agency/agencies/${ids.cancun}/`, { groups: [] })).statusCode).toBe(400);
    const boss = await send('commercial_boss', 'PATCH', `/api/agency/agencies/${ids.cancun}/`, { groups: [] });
    expect(boss.json().groups).toEqual([]);
    expect((await send('admin', 'PATCH', `/api/agency/agencies/${ids.cancun}/`, { groups: [999] })).json()).toEqual({ groups: ['Estos identificadores no existen: 999.'] });
    await send('admin', 'PATCH', `/api/agency/agencies/${ids.cancun}/`, { groups: cancun.groups });
  });

  it('refuses the parent (the level never changes) and unknown fields', async () => {
    const res = await send('admin', 'PATCH', `/api/agency/agencies/${ids.cancun}/`, { parent: ids.spain, level: 'agency_2nd_level' }, 'en');
    expect(res.json()).toEqual({ parent: ['This field is not allowed.'], level: ['This field is not allowed.'] });
  });
});

describe('DELETE agency/agencies/{id}/', () => {
  it('deletes strictly below an empty agency; 409 while it has users, children or ledger rows', async () => {
    const created = (await send('mx_admin', 'POST', '/api/agency/agencies/', newAgency(ids.mexico, { name: 'Para borrar' }))).json<AgencyRecord>();
    expect((await send('mx_admin', 'DELETE', `/api/agency/agencies/${ids.mexico}/`)).statusCode).toBe(403);
    expect((await send('mx_admin_same', 'DELETE', `/api/agency/agencies/${ids.mexico}/`)).statusCode).toBe(403);
    const busy = await send('mx_admin', 'DELETE', `/api/agency/agencies/${ids.cancun}/`, undefined, 'en');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ detail: 'The agency has users, child agencies or ledger entries: deactivate it instead of deleting it.', code: 'agency_in_use' });
    expect((await send('admin', 'DELETE', `/api/agency/agencies/${ids.spain}/`)).statusCode).toBe(409);
    expect((await send('mx_admin', 'DELETE', `/api/agency/agencies/${ids.andalucia}/`)).statusCode).toBe(404);
    expect((await send('operator2', 'DELETE', `/api/agency/agencies/${created.id}/`)).statusCode).toBe(403);
    expect((await send('mx_admin', 'DELETE', `/api/agency/agencies/${created.id}/`)).statusCode).toBe(204);
    expect((await get('admin', `/api/agency/agencies/${created.id}/`)).statusCode).toBe(404);
  });
});
