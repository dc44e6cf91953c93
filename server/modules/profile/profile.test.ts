import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();

async function idOf(username: string): Promise<number> {
  const row = await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

async function profile(viewer: string, target: string, lang = 'es') {
  return t.app.inject({
    method: 'GET',
    url: `/api/agency/operators/user/${await idOf(target)}/perfil`,
    headers: { ...(await t.auth(viewer)), 'accept-language': lang },
  });
}

describe('GET agency/operators/user/{id}/perfil', () => {
  it('answers the own profile with groups and agency', async () => {
    const res = await profile('seller2', 'seller2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      username: 'seller2',
      first_name: 'Daniela',
      last_name: 'Castillo Vega',
      full_name: 'Daniela Castillo Vega',
      email: 'ventas@turismoazul.mx',
      type: 'seller',
      is_etg_user: false,
      is_active: true,
      agency: { name: 'Turismo Azul México', level: 'agency_2nd_level', currency: 1, logo: null },
    });
    expect(body.groups.map((g: { name: string }) => g.name).sort()).toEqual(['Flight View', 'Hotel View', 'Reservation View', 'Seller Role']);
    expect(new Date(body.date_joined).toISOString()).toBe(body.date_joined);
    expect(body).not.toHaveProperty('password_hash');
  });

  it('lets staff of the central agency see anyone', async () => {
    for (const target of ['operator3', 'operator2b', 'accounting']) expect((await profile('commercial', target)).statusCode).toBe(200);
  });

  it('lets an agency user see users of the agencies below, not siblings or parents', async () => {
    expect((await profile('operator2', 'operator3')).statusCode).toBe(200);
    expect((await profile('operator2', 'operator3b')).statusCode).toBe(200);
    expect((await profile('operator2', 'seller2')).statusCode).toBe(200);
    for (const [viewer, target] of [
      ['operator3', 'operator3b'],
      ['operator3', 'operator2'],
      ['operator3', 'admin'],
      ['operator2', 'operator2b'],
      ['operator2b', 'operator3'],
    ]) {
      const res = await profile(viewer, target, 'en');
      expect(res.statusCode, `${viewer} → ${target}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 404 for an id that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agency/operators/user/999999/perfil/', headers: await t.auth('admin') });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH agency/operators/user/{id}/perfil', () => {
  async function patch(user: string, target: string, payload: object, lang = 'es') {
    return t.app.inject({ method: 'PATCH', url: `/api/agency/operators/user/${await idOf(target)}/perfil`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
  }

  it("changes the signed-in user's own names, e-mail and phone", async () => {
    const user = await t.createUser({ username: 'edits_self', agency: 'Agencia Cancún Travel' });
    const res = await patch(user.username, user.username, { first_name: 'Marta', last_name: 'Pech', email: 'marta@example.test', phone: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Marta', full_name: 'Marta Pech', email: 'marta@example.test', phone: '', username: 'edits_self' });
    expect((await profile(user.username, user.username)).json().email).toBe('marta@example.test');
  });

  it('refuses everything else: other users (403 when visible, 404 otherwise), username, type, groups, bad values', async () => {
    const res = await patch('operator2', 'operator3', { phone: '5550000000' });
    expect(res.statusCode).toBe(403);
    expect((await patch('operator3', 'operator3b', { phone: '5550000000' })).statusCode).toBe(404);
    const fields = await patch('operator3', 'operator3', { username: 'x', type: 'admin', groups: ['Operator'], is_active: false }, 'en');
    expect(fields.json()).toEqual({ username: ['This field is not allowed.'], type: ['This field is not allowed.'], groups: ['This field is not allowed.'], is_active: ['This field is not allowed.'] });
    const bad = await patch('operator3', 'operator3', { email: 'nope', phone: '1234567890123', first_name: '' }, 'en');
    expect(bad.json()).toEqual({ email: ['Enter a valid email address.'], phone: ['Enter a valid phone number (at most 12 characters).'], first_name: ['This field is required.'] });
    expect((await profile('operator3', 'operator3')).json()).toMatchObject({ first_name: 'Sofía', email: 'reservas@cancuntravel.mx' });
  });
});
