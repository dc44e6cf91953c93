/**
 * Access tokens end at once when their user's sessions end (issue 7): deactivation by an agency
 * admin or by staff, a password set by an admin, changed or reset by the user, logout (everywhere
 * or of one session), a reused refresh token, a change of the permissions the token carries. The
 * old token answers 401 token_not_valid on the next request, on this instance and on another one
 * sharing the database; a new login works, even within the same second.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { agencyAdmin } from '../testing/network.ts';
import { DEMO_PASSWORD, useTestApp } from '../testing/testApp.ts';
import { invalidationBus } from '../http/invalidation.ts';
import { SessionGenerations, USER_SESSIONS_TOPIC } from './sessions.ts';

const t = useTestApp();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

async function status(access: string, app: FastifyInstance = t.app): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/cart/summary/', headers: bearer(access) });
  if (res.statusCode === 401) expect(res.json().code).toBe('token_not_valid');
  return res.statusCode;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: `/api/${url}`, payload, headers });

const patch = async (user: string, url: string, payload: object, app: FastifyInstance = t.app) =>
  app.inject({ method: 'PATCH', url: `/api/${url}`, payload, headers: await t.auth(user) });

describe('old access tokens stop working at once', () => {
  it('when an agency admin deactivates the user; a login after reactivation works', async () => {
    await agencyAdmin(t, 'mx_admin_sessions', 'mexico');
    const user = await t.createUser({ username: 'deactivated_by_agency', agency: 'Agencia Cancún Travel' });
    const old = await t.login(user.username);
    expect(await status(old.access)).toBe(200);
    expect((await patch('mx_admin_sessions', `agency/operators/${user.id}/`, { is_active: false })).statusCode).toBe(200);
    expect(await status(old.access)).toBe(401);
    expect((await patch('mx_admin_sessions', `agency/operators/${user.id}/`, { is_active: true })).statusCode).toBe(200);
    expect(await status(old.access)).toBe(401);
    expect(await status((await t.login(user.username)).access)).toBe(200);
  });

  it('when staff deactivate an agency admin, who then cannot create an agency', async () => {
    const user = await agencyAdmin(t, 'deactivated_by_staff', 'mexico');
    const old = await t.login(user.username);
    expect((await patch('admin', `agency/operators/${user.id}/`, { is_active: false })).statusCode).toBe(200);
    const create = await post('agency/agencies/', { name: 'Agencia fantasma', level: 'agency_3rd_level' }, bearer(old.access));
    expect(create.statusCode).toBe(401);
    expect(create.json().code).toBe('token_not_valid');
  });

  it('when an admin sets a new password; a login with it works', async () => {
    const user = await t.createUser({ username: 'password_set_by_admin', agency: 'Turismo Azul México' });
    const old = await t.login(user.username);
    const res = await post(`agency/operators/${user.id}/set-password/`, { new_password1: 'otra-clave-77', new_password2: 'otra-clave-77' }, await t.auth('admin'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(old.access)).toBe(401);
    expect(await status((await t.login(user.username, 'otra-clave-77')).access)).toBe(200);
  });

  it('when the user changes its password: the answer’s new token works, the old one does not', async () => {
    const user = await t.createUser({ username: 'password_changer' });
    const old = await t.login(user.username);
    const other = await t.login(user.username);
    const res = await post('accounts/password/change/', { old_password: DEMO_PASSWORD, new_password1: 'nueva-clave-55', new_password2: 'nueva-clave-55' }, bearer(old.access));
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(old.access)).toBe(401);
    expect(await status(other.access)).toBe(401);
    expect(await status(res.json().access)).toBe(200);
    expect(await status((await t.login(user.username, 'nueva-clave-55')).access)).toBe(200);
  });

  it('when the password is reset through the e-mailed link', async () => {
    const user = await t.createUser({ username: 'password_resetter', email: 'resetter@example.test' });
    const old = await t.login(user.username);
    expect((await post('accounts/password/reset/', { email: 'resetter@example.test' })).statusCode).toBe(200);
    const mail = await t.db.selectFrom('outbox').select('body').where('to', '=', 'resetter@example.test').executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(mail.body)![1];
    const res = await post('accounts/password/reset/confirm/', { token, new_password1: 'clave-reset-33', new_password2: 'clave-reset-33' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(old.access)).toBe(401);
    expect(await status((await t.login(user.username, 'clave-reset-33')).access)).toBe(200);
  });

  it('when the user logs out everywhere, and when it logs out of one session', async () => {
    const user = await t.createUser({ username: 'logout_sessions' });
    const a = await t.login(user.username);
    const b = await t.login(user.username);
    expect((await post('accounts/logout/', {}, bearer(a.access))).statusCode).toBe(200);
    expect(await status(a.access)).toBe(401);
    expect(await status(b.access)).toBe(401);
    const c = await t.login(user.username);
    const d = await t.login(user.username);
    expect(await status(c.access)).toBe(200);
    expect((await post('accounts/logout/', { refresh: c.refresh })).statusCode).toBe(200);
    expect(await status(c.access)).toBe(401);
    // The other session's access token is voided too, but it goes on after one refresh.
    expect(await status(d.access)).toBe(401);
    const refreshed = await post('accounts/token/refresh/', { refresh: d.refresh });
    expect(refreshed.statusCode).toBe(200);
    expect(await status(refreshed.json().access)).toBe(200);
  });

  it('when a rotated refresh token is presented again (it leaked)', async () => {
    const user = await t.createUser({ username: 'refresh_reuser' });
    const session = await t.login(user.username);
    const rotated = (await post('accounts/token/refresh/', { refresh: session.refresh })).json();
    expect(await status(rotated.access)).toBe(200);
    expect((await post('accounts/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    expect(await status(rotated.access)).toBe(401);
  });

  it('when the permissions it carries change; a refresh brings the new ones', async () => {
    const user = await t.createUser({ username: 'regrouped', groups: ['Operator and Agency', 'Agency and Operators View'], type: 'admin' });
    const old = await t.login(user.username);
    expect((await patch('admin', `agency/operators/${user.id}/`, { groups: ['Agency and Operators View'] })).statusCode).toBe(200);
    expect(await status(old.access)).toBe(401);
    const refreshed = await post('accounts/token/refresh/', { refresh: old.refresh });
    expect(refreshed.statusCode).toBe(200);
    const create = await post('agency/agencies/', {}, bearer(refreshed.json().access));
    expect(create.statusCode).toBe(403);
  });

  it('even for a token signed in the same second as the event, while a login right after works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Math.floor(Date.now() / 1000) * 1000 + 100));
    const user = await t.createUser({ username: 'same_second' });
    const before = await t.login(user.username);
    expect((await post('accounts/logout/', {}, bearer(before.access))).statusCode).toBe(200);
    const after = await t.login(user.username);
    // Both tokens carry the same iat: only the generation tells them apart.
    const iat = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).iat;
    expect(iat(after.access)).toBe(iat(before.access));
    expect(await status(before.access)).toBe(401);
    expect(await status(after.access)).toBe(200);
  });
});

describe('on every instance, through the invalidation bus', () => {
  it('a deactivation written through one app voids the token at once on another that had accepted it', async () => {
    const other = await t.another({});
    const user = await t.createUser({ username: 'two_instances' });
    const session = await t.login(user.username);
    // The other instance reads and keeps the generation…
    expect(await status(session.access, other)).toBe(200);
    expect(await status(session.access, other)).toBe(200);
    // …and drops it when the first instance announces the change after its commit.
    expect((await patch('admin', `agency/operators/${user.id}/`, { is_active: false })).statusCode).toBe(200);
    expect(await status(session.access, other)).toBe(401);
    expect(await status(session.access)).toBe(401);
  });
});

describe('SessionGenerations', () => {
  it('reads a user’s generation once, then answers from memory until the user is announced', async () => {
    const user = await t.createUser({ username: 'generation_reads' });
    const sessions = new SessionGenerations(t.db);
    try {
      const reads = vi.spyOn(t.db, 'selectFrom');
      for (let i = 0; i < 5; i++) expect(await sessions.accepts(user.id, 0)).toBe(true);
      expect(reads).toHaveBeenCalledTimes(1);
      await sql`update users set session_generation = 3 where id = ${user.id}`.execute(t.db);
      // Without an announcement the instance keeps what it read (the TTL bounds a lost one)…
      expect(await sessions.accepts(user.id, 0)).toBe(true);
      await invalidationBus(t.db).publish(USER_SESSIONS_TOPIC, String(user.id));
      // …with it, the next request reads again.
      expect(await sessions.accepts(user.id, 0)).toBe(false);
      expect(await sessions.accepts(user.id, 3)).toBe(true);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      sessions.close();
    }
  });

  it('refuses every token of an unknown or inactive user', async () => {
    const user = await t.createUser({ username: 'generation_inactive', is_active: false });
    const sessions = new SessionGenerations(t.db);
    try {
      expect(await sessions.accepts(user.id, 0)).toBe(false);
      expect(await sessions.accepts(999_999, 0)).toBe(false);
    } finally {
      sessions.close();
    }
  });
});
