import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertRecord } from '../../../domain/records/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyAdmin, agencyIds, digest, userId, type AgencyKey } from '../../testing/network.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
});

async function call(user: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'es') {
  return t.app.inject({ method, url: `/api/notifications/alerts/${url}`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

async function inbox(user: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications/user-alerts/?page_size=100', headers: await t.auth(user) });
  return res.json<{ results: { alert: { topic: string } }[] }>().results.map((a) => a.alert.topic);
}

const alert = (extra: object) => ({ level: 'warning', topic: 'Aviso', body: 'Texto del aviso', audience: 'all', ...extra });

describe('staff alerts', () => {
  it('lists the alerts with audience names and read counts', async () => {
    const res = await call('coordinator', 'GET', '?ordering=created');
    expect(res.statusCode).toBe(200);
    const [first] = res.json<{ results: AlertRecord[] }>().results;
    expect(first).toMatchObject({ topic: 'Nueva temporada de invierno', audience: 'all', audience_level: null, read_count: 0, created_by_name: 'Laura Martínez Ortega', active: true });
    const agencyAlert = (await call('coordinator', 'GET', '?audience=agency')).json().results[0];
    expect(agencyAlert).toMatchObject({ audience_agency: ids.cancun, audience_agency_name: 'Agencia Cancún Travel' });
    expect((await call('coordinator', 'GET', '?audience=level')).json().results.map((a: AlertRecord) => a.audience_level).sort()).toEqual(['agency_2nd_level', 'agency_3rd_level']);
    expect((await call('coordinator', 'GET', '?search=cierre&level=warning')).json().count).toBe(1);
  });

  it('sends to all, a level, an agency or a user, as the user-alerts list shows them', async () => {
    const seller = await userId(t, 'seller2');
    for (const body of [
      alert({ topic: 'Para todos' }),
      alert({ topic: 'Para el segundo nivel', audience: 'level', audience_level: 'agency_2nd_level', audience_agency: ids.cancun }),
      alert({ topic: 'Para Mérida', audience: 'agency', audience_agency: ids.merida }),
      alert({ topic: 'Para la vendedora', audience: 'user', audience_user: seller, level: 'danger' }),
    ]) {
      const res = await call('accounting', 'POST', '', body);
      expect(res.statusCode, res.body).toBe(201);
    }
    const level = (await call('admin', 'GET', '?search=segundo')).json().results[0];
    // Only the target its audience names is kept.
    expect(level).toMatchObject({ audience: 'level', audience_level: 'agency_2nd_level', audience_agency: null, created_by_name: 'Carlos Domínguez León' });
    expect(await inbox('operator3b')).toEqual(expect.arrayContaining(['Para todos', 'Para Mérida']));
    expect(await inbox('operator3')).not.toContain('Para Mérida');
    expect(await inbox('operator2')).toContain('Para el segundo nivel');
    expect(await inbox('operator3')).not.toContain('Para el segundo nivel');
    expect(await inbox('seller2')).toContain('Para la vendedora');
    expect(await inbox('operator2')).not.toContain('Para la vendedora');
  });

  it('counts reads, and a deactivated alert leaves the inboxes', async () => {
    const created = (await call('admin', 'POST', '', alert({ topic: 'Leída por dos' }))).json<AlertRecord>();
    for (const user of ['operator2', 'operator3']) {
      await t.app.inject({ method: 'POST', url: `/api/notifications/user-alerts/${created.id}/mark-as-read/`, headers: await t.auth(user) });
    }
    expect((await call('admin', 'GET', `${created.id}/`)).json().read_count).toBe(2);
    const off = await call('admin', 'PATCH', `${created.id}/`, { active: false, topic: 'Leída por dos (cerrada)' });
    expect(off.json()).toMatchObject({ active: false, topic: 'Leída por dos (cerrada)', read_count: 2 });
    expect(await inbox('seller2')).not.toContain('Leída por dos (cerrada)');
    expect((await call('admin', 'DELETE', `${created.id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `${created.id}/`)).statusCode).toBe(404);
  });

  it('validates the audience target and the fields, changing nothing', async () => {
    const before = await digest(t.db, ['alerts']);
    const cases: [object, Record<string, string[]>][] = [
      [alert({ audience: 'agency' }), { audience_agency: ['This field is required.'] }],
      [alert({ audience: 'level', audience_level: 'agency_9th_level' }), { audience_level: ['Select a valid choice.'] }],
      [alert({ audience: 'agency', audience_agency: 999999 }), { audience_agency: ['Select a valid choice.'] }],
      [alert({ audience: 'user', audience_user: 999999 }), { audience_user: ['Select a valid choice.'] }],
      [alert({ level: 'critical', topic: '', audience: 'everyone' }), { level: ['Select a valid choice.'], topic: ['This field is required.'], audience: ['Select a valid choice.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call('admin', 'POST', '', body, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect((await call('admin', 'PATCH', '1/', { audience: 'all' }, 'en')).json()).toEqual({ audience: ['This field is not allowed.'] });
    expect(await digest(t.db, ['alerts'])).toEqual(before);
  });

  it("is the provider's staff's tool: 403 for agency users and first-level non-staff", async () => {
    await agencyAdmin(t, 'mx_alerts', 'mexico');
    await t.createUser({ username: 'central_operator', type: 'operator', groups: ['Hotel View'] });
    for (const user of ['mx_alerts', 'central_operator', 'operator2', 'seller2']) {
      expect((await call(user, 'GET', '')).statusCode, user).toBe(403);
      expect((await call(user, 'POST', '', alert({}))).statusCode, user).toBe(403);
    }
  });
});

describe('alert recipients', () => {
  it('lets alert writers without the operators permission find one user', async () => {
    const operators = await t.app.inject({ method: 'GET', url: '/api/agency/operators/?search=sofía', headers: await t.auth('coordinator') });
    expect(operators.statusCode).toBe(403);
    const res = await call('coordinator', 'GET', 'recipients/?search=sofía');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([{ id: await userId(t, 'operator3'), username: 'operator3', full_name: 'Sofía Ramírez Can', agency_name: 'Agencia Cancún Travel' }]);
    const one = await call('coordinator', 'GET', `recipients/?id__in=${await userId(t, 'seller2')}`);
    expect(one.json().results.map((u: { username: string }) => u.username)).toEqual(['seller2']);
  });

  it('is refused to those who may not write alerts, and validates its query', async () => {
    expect((await call('operator3', 'GET', 'recipients/')).statusCode).toBe(403);
    expect((await call('coordinator', 'GET', 'recipients/?id__in=1;2', undefined, 'en')).json()).toEqual({ id__in: ['The value has an invalid format.'] });
  });
});
