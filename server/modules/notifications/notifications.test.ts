import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();

interface UserAlert {
  id: number;
  read: boolean;
  alert: { id: number; level: string; topic: string; body: string; created: string };
}

async function unread(user: string): Promise<UserAlert[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications/user-alerts/', headers: await t.auth(user) });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: UserAlert[] }>().results;
}

const topics = (alerts: UserAlert[]) => alerts.map((a) => a.alert.topic).sort();

async function addAlert(values: { topic: string; audience: string; audience_level?: number; agency_id?: number; user_id?: number; active?: boolean }) {
  const row = await t.db
    .insertInto('alerts')
    .values({ level: 'info', body: 'cuerpo', audience_level: null, agency_id: null, user_id: null, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('user alerts', () => {
  it('resolves the audience: all, the agency level, the agency, the user', async () => {
    expect(topics(await unread('operator3'))).toEqual(['Bienvenida', 'Cambio de horario de vuelos', 'Nueva temporada de invierno', 'Pagos con enlace']);
    expect(topics(await unread('operator3b'))).toEqual(['Cambio de horario de vuelos', 'Nueva temporada de invierno', 'Pagos con enlace']);
    expect(topics(await unread('operator2'))).toEqual(['Cierre contable mensual', 'Nueva temporada de invierno', 'Pagos con enlace']);
    expect(topics(await unread('admin'))).toEqual(['Nueva temporada de invierno', 'Pagos con enlace']);

    const seller = await t.db.selectFrom('users').select('id').where('username', '=', 'seller2').executeTakeFirstOrThrow();
    await addAlert({ topic: 'Solo para la vendedora', audience: 'user', user_id: seller.id });
    await addAlert({ topic: 'Desactivada', audience: 'all', active: false });
    expect(topics(await unread('seller2'))).toContain('Solo para la vendedora');
    expect(topics(await unread('seller2'))).not.toContain('Desactivada');
    expect(topics(await unread('operator2'))).not.toContain('Solo para la vendedora');
  });

  it('lists newest first with the shape of the contract', async () => {
    const newest = await addAlert({ topic: 'La más reciente', audience: 'all' });
    const alerts = await unread('commercial');
    expect(alerts[0]).toEqual({
      id: newest,
      read: false,
      alert: { id: newest, level: 'info', topic: 'La más reciente', body: 'cuerpo', created: expect.any(String) },
    });
  });

  it('marks an alert read, which removes it from the unread list; twice is fine', async () => {
    const [first] = await unread('coordinator');
    const url = `/api/notifications/user-alerts/${first.id}/mark-as-read/`;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url, headers: await t.auth('coordinator') });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: first.id, read: true });
    }
    expect((await unread('coordinator')).map((a) => a.id)).not.toContain(first.id);
    // Reading is per user.
    expect((await unread('accounting')).map((a) => a.id)).toContain(first.id);
  });

  it("answers 404 for an alert the caller was never sent", async () => {
    const cancunOnly = await t.db.selectFrom('alerts').select('id').where('topic', '=', 'Bienvenida').executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/user-alerts/${cancunOnly.id}/mark-as-read/`,
      headers: await t.auth('operator3b'),
    });
    expect(res.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'POST', url: '/api/notifications/user-alerts/99999/mark-as-read/', headers: await t.auth('operator3b') });
    expect(missing.statusCode).toBe(404);
  });
});
