import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRecord } from '../../../domain/records/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyAdmin, agencyIds, digest, userId, type AgencyKey } from '../../testing/network.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  await agencyAdmin(t, 'mx_ops', 'mexico', ['Hotel View', 'Hotel with Booking']);
});

async function call(user: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, lang = 'es') {
  return t.app.inject({ method, url: `/api/agency/operators/${url}`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

async function usernames(user: string, query = '') {
  const res = await call(user, 'GET', `?page_size=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: OperatorRecord[] }>().results.map((u) => u.username);
}

const newOperator = (extra: object = {}) => ({
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.test',
  username: 'ana.perez',
  agency: ids.cancun,
  type: 'operator',
  groups: ['Hotel View'],
  password: 'clave-segura-1',
  password2: 'clave-segura-1',
  ...extra,
});

describe('GET agency/operators/', () => {
  it('lists the users of the subtree with their agency and groups; staff see everyone', async () => {
    expect(await usernames('mx_ops')).toEqual(['mx_ops', 'operator2', 'operator3', 'operator3b', 'seller2']);
    expect((await usernames('admin')).length).toBeGreaterThanOrEqual(11);
    const seller = (await call('mx_ops', 'GET', '?search=castillo')).json().results[0];
    expect(seller).toMatchObject({ username: 'seller2', full_name: 'Daniela Castillo Vega', type: 'seller', agency: ids.mexico, agency_level: 'agency_2nd_level', is_active: true });
    expect(seller.groups).toEqual(['Flight View', 'Hotel View', 'Reservation View', 'Seller Role']);
    expect(seller).not.toHaveProperty('password_hash');
  });

  it('filters by name, e-mail, level, agency, type, state and ids, and orders', async () => {
    expect(await usernames('admin', 'name=sofía')).toEqual(['operator3']);
    expect(await usernames('admin', 'email=turismoazul')).toEqual(['operator2', 'seller2']);
    expect(await usernames('admin', 'level=agency_3rd_level')).toEqual(['operator3', 'operator3b']);
    expect(await usernames('admin', `agency=${ids.spain}`)).toEqual(['operator2b']);
    expect(await usernames('admin', 'type=seller')).toEqual(['seller2']);
    expect(await usernames('admin', 'is_active=false')).toEqual([]);
    expect(await usernames('admin', `id__in=${await userId(t, 'operator3')},${await userId(t, 'admin')}`)).toEqual(['admin', 'operator3']);
    expect((await usernames('admin', 'ordering=-username'))[0]).toBe('seller2');
    expect(await usernames('mx_ops', 'ordering=agency,username')).toEqual(['operator3', 'mx_ops', 'operator2', 'seller2', 'operator3b']);
  });

  it('is for admins with an operator permission (403 otherwise) and keeps to the subtree (404)', async () => {
    for (const user of ['commercial_boss', 'commercial', 'operator2', 'seller2', 'accounting']) expect((await call(user, 'GET', '')).statusCode, user).toBe(403);
    expect((await call('mx_ops', 'GET', `${await userId(t, 'operator3')}/`)).json().username).toBe('operator3');
    for (const other of ['operator2b', 'admin', 'coordinator']) expect((await call('mx_ops', 'GET', `${await userId(t, other)}/`)).statusCode, other).toBe(404);
  });
});

describe('POST agency/operators/', () => {
  it('creates a user that can sign in, with the groups the caller holds', async () => {
    const res = await call('mx_ops', 'POST', '', newOperator());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: 'ana.perez', agency: ids.cancun, type: 'operator', groups: ['Hotel View'], is_active: true, last_login: null });
    const session = await t.login('ana.perez', 'clave-segura-1');
    expect(session.user.agency.id).toBe(ids.cancun);
  });

  it('refuses groups the caller does not hold, types it may not give, agencies outside its subtree', async () => {
    const before = await digest(t.db, ['users', 'user_groups']);
    const cases: [object, Record<string, string[]>][] = [
      [{ groups: ['Hotel View', 'Flight Managment', 'Admin Finances'] }, { groups: ['You cannot grant permissions you do not hold: Flight Managment, Admin Finances.'] }],
      [{ groups: ['Superpowers'] }, { groups: ['Unknown permissions: Superpowers.'] }],
      [{ type: 'coordinator' }, { type: ['You cannot give this user type in this agency.'] }],
      [{ agency: ids.andalucia }, { agency: ['Select a valid choice.'] }],
      [{ agency: ids.central, type: 'operator' }, { agency: ['Select a valid choice.'] }],
      [{ username: 'OPERATOR2' }, { username: ['A user with that username already exists.'] }],
      [{ password2: 'otra-clave-2' }, { password2: ["The two password fields didn't match."] }],
      [{ password: 'corta', password2: 'corta' }, { password: ['The password must have at least 8 characters.'] }],
      [{ username: 'con espacio', email: 'no-es-correo' }, { username: ['The username may only hold letters, digits and the characters . @ + _ -'], email: ['Enter a valid email address.'] }],
    ];
    for (const [extra, errors] of cases) {
      const res = await call('mx_ops', 'POST', '', newOperator({ username: 'beto.ruiz', ...extra }), 'en');
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await digest(t.db, ['users', 'user_groups'])).toEqual(before);
    // First-level admins hand out the staff types, in the central agency only.
    const staff = await call('admin', 'POST', '', newOperator({ username: 'nueva.coord', agency: ids.central, type: 'coordinator', groups: ['Flight Checkin'] }));
    expect(staff.statusCode, staff.body).toBe(201);
  });

  it('gives one 201 and 400s to concurrent creates of one username, never a 500', async () => {
    const results = await Promise.all([0, 1, 2].map((i) => call('mx_ops', 'POST', '', newOperator({ username: i === 1 ? 'Carla.Diaz' : 'carla.diaz', email: `c${i}@example.test` }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json()).toEqual({ username: ['Ya existe un usuario con ese nombre de usuario.'] });
    const rows = await t.db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', 'carla.diaz')).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('PATCH agency/operators/{id}/ and set-password', () => {
  it('edits data, type and groups; only added groups must be the caller’s', async () => {
    const id = await userId(t, 'operator3');
    const res = await call('mx_ops', 'PATCH', `${id}/`, { phone: '9980001111', type: 'seller', groups: ['Hotel View', 'Flight View'] });
    expect(res.statusCode, res.body).toBe(200);
    // 'Flight View' was already the user's: keeping it needs no grant; the rest were removed.
    expect(res.json()).toMatchObject({ phone: '9980001111', type: 'seller', groups: ['Flight View', 'Hotel View'] });
    const refused = await call('mx_ops', 'PATCH', `${id}/`, { groups: ['Flight View', 'Car View'] }, 'en');
    expect(refused.json()).toEqual({ groups: ['You cannot grant permissions you do not hold: Car View.'] });
    expect((await call('mx_ops', 'PATCH', `${await userId(t, 'operator2b')}/`, { phone: '5550000000' })).statusCode).toBe(404);
  });

  it('deactivates a user, which ends its sessions; never the caller itself', async () => {
    const user = await t.createUser({ username: 'to_deactivate', agency: 'Agencia Cancún Travel' });
    const session = await t.login(user.username);
    const res = await call('mx_ops', 'PATCH', `${user.id}/`, { is_active: false });
    expect(res.json().is_active).toBe(false);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/accounts/token/refresh/', payload: { refresh: session.refresh } });
    expect(refresh.statusCode).toBe(401);
    const self = await call('mx_ops', 'PATCH', `${await userId(t, 'mx_ops')}/`, { is_active: false }, 'en');
    expect(self.json()).toEqual({ is_active: ['You cannot deactivate your own user.'] });
    expect((await call('mx_ops', 'PATCH', `${user.id}/`, { is_active: true })).json().is_active).toBe(true);
  });

  it('sets a new password: the old one and the open sessions stop working', async () => {
    const user = await t.createUser({ username: 'new_password', agency: 'Viajes Mérida Express' });
    const session = await t.login(user.username);
    const res = await call('mx_ops', 'POST', `${user.id}/set-password/`, { new_password1: 'nueva-clave-9', new_password2: 'nueva-clave-9' }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'The password has been set.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/accounts/token/refresh/', payload: { refresh: session.refresh } })).statusCode).toBe(401);
    await expect(t.login(user.username)).rejects.toThrow(/400/);
    expect((await t.login(user.username, 'nueva-clave-9')).user.username).toBe('new_password');
    const mismatch = await call('mx_ops', 'POST', `${user.id}/set-password/`, { new_password1: 'nueva-clave-9', new_password2: 'otra' });
    expect(mismatch.json()).toEqual({ new_password2: ['Las contraseñas no coinciden.'] });
    expect((await call('mx_ops', 'POST', `${await userId(t, 'operator2b')}/set-password/`, { new_password1: 'nueva-clave-9', new_password2: 'nueva-clave-9' })).statusCode).toBe(404);
  });
});

describe('co-admins (issue 7)', () => {
  it('refuses to edit, deactivate or set the password of an admin holding more permissions: 403, nothing changed', async () => {
    const coAdmin = await agencyAdmin(t, 'mx_coadmin_plus', 'mexico', ['Hotel View', 'Hotel with Booking', 'Flight Checkin']);
    const session = await t.login(coAdmin.username);
    const before = await digest(t.db, ['users', 'user_groups', 'refresh_tokens']);
    const deactivate = await call('mx_ops', 'PATCH', `${coAdmin.id}/`, { is_active: false }, 'en');
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json()).toEqual({ detail: 'You cannot change a user who holds permissions you do not hold.', code: 'permission_denied' });
    const edit = await call('mx_ops', 'PATCH', `${coAdmin.id}/`, { phone: '5551112222' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().detail).toBe('No puede modificar a un usuario que tiene permisos que usted no tiene.');
    const password = await call('mx_ops', 'POST', `${coAdmin.id}/set-password/`, { new_password1: 'robada-clave-1', new_password2: 'robada-clave-1' });
    expect(password.statusCode).toBe(403);
    expect(await digest(t.db, ['users', 'user_groups', 'refresh_tokens'])).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/summary/', headers: { authorization: `Bearer ${session.access}` } })).statusCode).toBe(200);
    // Nor may an edit make such an admin out of a user who holds more.
    const operator = await t.createUser({ username: 'mx_plain_plus', agency: 'Turismo Azul México', groups: ['Flight Checkin'] });
    expect((await call('mx_ops', 'PATCH', `${operator.id}/`, { type: 'admin' })).statusCode).toBe(403);
    expect((await call('mx_ops', 'PATCH', `${operator.id}/`, { phone: '5553334444' })).statusCode).toBe(200);
    // An admin holding no more than the caller stays the caller's to manage; staff above hold all.
    const peer = await agencyAdmin(t, 'mx_coadmin_peer', 'mexico');
    expect((await call('mx_ops', 'PATCH', `${peer.id}/`, { is_active: false })).statusCode).toBe(200);
    expect((await call('admin', 'PATCH', `${coAdmin.id}/`, { is_active: false })).statusCode).toBe(200);
  });
});
