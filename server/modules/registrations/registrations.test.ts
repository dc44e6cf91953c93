import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RegistrationRecord } from '../../../domain/records/network.ts';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyAdmin, digest, NETWORK_TABLES } from '../../testing/network.ts';

const t = useTestApp();
let nextIp = 10;
const newIp = () => `203.0.113.${nextIp++}`;
const sqlHours = sql<number>`extract(epoch from (expires_at - created_at)) / 3600`.as('hours');

const form = (extra: object = {}) => ({
  agency_name: 'Viajes Holbox',
  legal_name: 'Holbox Tours S.A.',
  country: 2,
  city: 'Holbox',
  address: 'Av. Tiburón Ballena 3',
  phone: '9840001234',
  email: 'hola@holboxtours.mx',
  website: 'www.holboxtours.mx',
  contact_first_name: 'Iván',
  contact_last_name: 'Canul',
  contact_email: 'ivan@holboxtours.mx',
  contact_phone: '9840001235',
  requested_level: 'agency_3rd_level',
  message: 'Queremos vender Cuba.',
  accept_terms: true,
  ...extra,
});

async function submit(body: object, ip: string, lang = 'es') {
  return t.app.inject({ method: 'POST', url: '/api/agency/registrations/', payload: body, remoteAddress: ip, headers: { 'accept-language': lang } });
}

async function staff(user: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'es') {
  return t.app.inject({ method, url: `/api/agency/registrations/${url}`, payload, headers: { ...(await t.auth(user)), 'accept-language': lang } });
}

async function pendingId(name: string): Promise<number> {
  return (await t.db.selectFrom('agency_registrations').select('id').where('agency_name', '=', name).where('status', '=', 'pending').executeTakeFirstOrThrow()).id;
}

describe('POST agency/registrations/ (public)', () => {
  it('leaves a pending request and mails the contact in the form’s language', async () => {
    const res = await submit(form({ agency_name: 'Viajes Bacalar' }), newIp(), 'en');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ detail: 'We have received your registration request. We will contact you by e-mail.' });
    const row = await t.db.selectFrom('agency_registrations').selectAll().where('agency_name', '=', 'Viajes Bacalar').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', requested_level: 3, language: 'en', city: 'Holbox' });
    const mail = await t.db.selectFrom('outbox').selectAll().where('kind', '=', 'registration_received').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to: 'ivan@holboxtours.mx', subject: 'Registration request received' });
  });

  it('thanks a robot that filled the honeypot and keeps nothing', async () => {
    const before = await digest(t.db, NETWORK_TABLES);
    const res = await submit(form({ nickname: 'spambot' }), newIp());
    expect(res.statusCode).toBe(201);
    expect(res.json().detail).toBe('Hemos recibido su solicitud de registro. Le contactaremos por correo electrónico.');
    expect(await digest(t.db, NETWORK_TABLES)).toEqual(before);
  });

  it('accepts 5 forms per IP and hour, then answers 429 (honeypot ones count too)', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await submit(form({ agency_name: `Ráfaga ${i}` }), ip)).statusCode).toBe(201);
    expect((await submit(form({ nickname: 'bot' }), ip)).statusCode).toBe(201);
    const sixth = await submit(form({ agency_name: 'Ráfaga 6' }), ip, 'en');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ detail: 'Too many requests. Try again in a few minutes.', code: 'throttled' });
    expect(sixth.headers['retry-after']).toBe('3600');
    expect(await t.db.selectFrom('agency_registrations').select('id').where('agency_name', '=', 'Ráfaga 6').executeTakeFirst()).toBeUndefined();
    expect((await submit(form({ agency_name: 'Otra IP' }), newIp())).statusCode).toBe(201);
    // A burst from one address does not slip past the limit either.
    const burstIp = newIp();
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => submit(form({ agency_name: `Ráfaga B${i}` }), burstIp)));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });

  it('validates the form (es, en) and stores nothing', async () => {
    const before = await digest(t.db, NETWORK_TABLES);
    const res = await submit(form({ accept_terms: false, requested_level: 'agency_1st_level', phone: '+52 984 000 12345', email: 'x', country: 99999 }), newIp(), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      accept_terms: ['You must accept the terms and conditions.'],
      requested_level: ['Select a valid choice.'],
      phone: ['Enter a valid phone number (at most 12 characters).'],
      email: ['Enter a valid email address.'],
    });
    expect((await submit(form({ country: 99999 }), newIp())).json()).toEqual({ country: ['Seleccione una opción válida.'] });
    expect(await digest(t.db, ['agency_registrations', 'outbox'])).toEqual({ agency_registrations: before.agency_registrations, outbox: before.outbox });
  });
});

describe('review', () => {
  it('lists and shows the requests to those who may create agencies at the first level', async () => {
    const list = await staff('admin', 'GET', '?status=pending&search=tulum');
    expect(list.json().results.map((r: RegistrationRecord) => r.agency_name)).toEqual(['Viajes Tulum Aventura']);
    expect(list.json().results[0]).toMatchObject({ country_name: 'México', requested_level: 'agency_3rd_level', reviewed_by_name: null });
    await agencyAdmin(t, 'mx_reviewer', 'mexico');
    for (const user of ['commercial_boss', 'mx_reviewer', 'operator2', 'coordinator']) expect((await staff(user, 'GET', '')).statusCode, user).toBe(403);
  });

  it('approves: agency, first operator with the approver’s share of the defaults, a 72 h link that sets the password', async () => {
    const reviewer = await t.createUser({ username: 'reviewer', type: 'admin', groups: ['Operator and Agency', 'Hotel View', 'Flight Managment'] });
    const id = await pendingId('Viajes Tulum Aventura');
    const mexico = await t.agencyId('Turismo Azul México');
    const res = await staff(reviewer.username, 'POST', `${id}/approve/`, { parent: mexico, general_margin: '7.5', username: 'tulum.admin', acronym: 'VTA' });
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json<RegistrationRecord>();
    expect(record).toMatchObject({ status: 'approved', reviewed_by_name: 'Prueba reviewer' });
    const agency = await t.db.selectFrom('agencies').selectAll().where('id', '=', record.agency ?? 0).executeTakeFirstOrThrow();
    expect(agency).toMatchObject({ name: 'Viajes Tulum Aventura', level: 3, parent_id: mexico, active: true, acronym: 'VTA', general_margin: '7.50', domain: 'tulumaventura.mx', currency_id: 1 });
    const user = await t.db.selectFrom('users').selectAll().where('username', '=', 'tulum.admin').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ type: 'admin', agency_id: agency.id, email: 'mariana@tulumaventura.mx', first_name: 'Mariana' });
    const groups = await t.db.selectFrom('user_groups as ug').innerJoin('groups as g', 'g.id', 'ug.group_id').select('g.name').where('ug.user_id', '=', user.id).orderBy('g.name').execute();
    expect(groups.map((g) => g.name)).toEqual(['Hotel View', 'Operator and Agency']);
    const token = await t.db.selectFrom('password_reset_tokens').select(sqlHours).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Math.round(Number(token.hours))).toBe(72);
    const mail = await t.db.selectFrom('outbox').selectAll().where('kind', '=', 'registration_approved').executeTakeFirstOrThrow();
    expect(mail.to).toBe('mariana@tulumaventura.mx');
    const link = /\/accounts\/reset\?token=([\w-]+)/.exec(mail.body);
    expect(link).not.toBeNull();
    const confirm = await t.app.inject({ method: 'POST', url: '/api/accounts/password/reset/confirm/', payload: { token: link?.[1], new_password1: 'tulum-clave-1', new_password2: 'tulum-clave-1' } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const session = await t.login('tulum.admin', 'tulum-clave-1');
    expect(session.user.agency).toMatchObject({ id: agency.id, level: 'agency_3rd_level' });
    // Reviewed once: approving or rejecting again is a conflict.
    const again = await staff('admin', 'POST', `${id}/approve/`, { parent: mexico, general_margin: '7.5', username: 'tulum.admin2', acronym: 'VTA' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This request has already been reviewed.', code: 'not_pending' });
    expect((await staff('admin', 'POST', `${id}/reject/`, { reason: 'Ya no aplica, lo sentimos.' })).statusCode).toBe(409);
  });

  it('refuses a parent at the wrong level, a taken username, and changes nothing', async () => {
    await submit(form({ agency_name: 'Viajes Cozumel' }), newIp());
    const id = await pendingId('Viajes Cozumel');
    const before = await digest(t.db, NETWORK_TABLES);
    const central = await t.agencyId('Grupo Viajes Caribe');
    const cancun = await t.agencyId('Agencia Cancún Travel');
    expect((await staff('admin', 'POST', `${id}/approve/`, { parent: central, general_margin: '5', username: 'cozumel', acronym: 'COZ' }, 'en')).json()).toEqual({
      parent: ['The parent agency must be exactly one level above the requested level.'],
    });
    expect((await staff('admin', 'POST', `${id}/approve/`, { parent: cancun, general_margin: '5', username: 'cozumel', acronym: 'COZ' })).statusCode).toBe(400);
    expect((await staff('admin', 'POST', `${id}/approve/`, { parent: 999999, general_margin: '5', username: 'cozumel', acronym: 'COZ' })).statusCode).toBe(400);
    const taken = await staff('admin', 'POST', `${id}/approve/`, { parent: await t.agencyId('Turismo Azul México'), general_margin: '5', username: 'Operator3', acronym: 'COZ' }, 'en');
    expect(taken.json()).toEqual({ username: ['A user with that username already exists.'] });
    const bad = await staff('admin', 'POST', `${id}/approve/`, { parent: 'x', general_margin: '500', username: 'a b', acronym: 'TOOLONG' });
    expect(Object.keys(bad.json()).sort()).toEqual(['acronym', 'general_margin', 'parent', 'username']);
    expect(await digest(t.db, NETWORK_TABLES)).toEqual(before);
  });

  it('lets only one of two concurrent approvals win', async () => {
    await submit(form({ agency_name: 'Viajes Isla Mujeres' }), newIp());
    const id = await pendingId('Viajes Isla Mujeres');
    const mexico = await t.agencyId('Turismo Azul México');
    const results = await Promise.all(
      ['isla.a', 'isla.b'].map((username) => staff('admin', 'POST', `${id}/approve/`, { parent: mexico, general_margin: '5', username, acronym: 'VIM' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.selectFrom('agencies').select('id').where('name', '=', 'Viajes Isla Mujeres').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('users').select('id').where('username', 'in', ['isla.a', 'isla.b']).execute()).toHaveLength(1);
  });

  it('rejects with a reason that is mailed to the contact', async () => {
    await submit(form({ agency_name: 'Viajes Chetumal' }), newIp(), 'en');
    const id = await pendingId('Viajes Chetumal');
    const short = await staff('admin', 'POST', `${id}/reject/`, { reason: 'no' }, 'en');
    expect(short.json()).toEqual({ reason: ['Ensure this field has at least 10 characters.'] });
    const res = await staff('admin', 'POST', `${id}/reject/`, { reason: 'Falta la licencia de turismo.' });
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'Falta la licencia de turismo.', agency: null });
    const mail = await t.db.selectFrom('outbox').selectAll().where('kind', '=', 'registration_rejected').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Registration request not approved');
    expect(mail.body).toContain('Falta la licencia de turismo.');
    expect((await staff('admin', 'GET', '?status=rejected')).json().count).toBe(1);
  });
});
