import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../domain/session.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('login', () => {
  it('answers the session of spec §3 with a token pair', async () => {
    const res = await post('/api/accounts/login/', { username: 'operator3', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.refresh.split('.')).toHaveLength(3);
    expect(new Date(body.access_token_expiration).getTime()).toBeGreaterThan(Date.now() + 800_000);
    expect(body.user).toMatchObject({
      username: 'operator3',
      full_name: 'Sofía Ramírez Can',
      type: 'operator',
      is_etg_user: false,
      agency: { name: 'Agencia Cancún Travel', level: 'agency_3rd_level', currency: 1, logo: null },
    });
    // The seed pays some demo bookings from funds (at prices that follow the day's rules): the
    // session's balance is whatever the ledger's entries on the agency's funds sum to.
    const { total } = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('agencies as ag', 'ag.id', 'a.agency_id')
      .select(sql<string>`round(sum(e.amount), 2)::text`.as('total'))
      .where('a.kind', '=', 'agency_funds')
      .where('a.currency_id', '=', 1)
      .where('ag.name', '=', 'Agencia Cancún Travel')
      .executeTakeFirstOrThrow();
    expect(body.user.agency.balance).toBe(total);
    expect(body.user.groups).toContainEqual({ name: 'Hotel with Booking' });
    expect(body.user.groups).not.toContainEqual({ name: 'Flight Managment' });
  });

  it('accepts the username in any case and records last_login', async () => {
    const res = await post('/api/accounts/login/', { username: '  SELLER2 ', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('users').select('last_login').where('username', '=', 'seller2').executeTakeFirstOrThrow();
    expect(row.last_login).toBeInstanceOf(Date);
  });

  it('refuses a wrong password or unknown user with non_field_errors in the request language', async () => {
    const wrong = await post('/api/accounts/login/', { username: 'coordinator', password: 'nope' }, { 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    const unknown = await post('/api/accounts/login/', { username: 'nobody', password: 'demo1234' });
    expect(unknown.json()).toEqual({ non_field_errors: ['No se puede iniciar sesión con las credenciales proporcionadas.'] });
  });

  it('refuses an inactive user', async () => {
    await t.createUser({ username: 'inactive_login', is_active: false });
    const res = await post('/api/accounts/login/', { username: 'inactive_login', password: 'demo1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['La cuenta de usuario está desactivada.'] });
  });

  it('throttles after 5 failures even with the right password, and logs each failure', async () => {
    await t.createUser({ username: 'throttled_user' });
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/accounts/login/', { username: 'throttled_user', password: `wrong${i}` });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await post('/api/accounts/login/', { username: 'Throttled_User', password: 'demo1234' }, { 'accept-language': 'en' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many failed attempts for this user. Try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const warnings = t.logs.filter((l) => l.username === 'throttled_user' && l.msg.startsWith('login failed'));
    expect(warnings).toHaveLength(5);
    expect(warnings[0].level).toBe(40);
    // Another username is not affected.
    expect((await post('/api/accounts/login/', { username: 'commercial', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('lets the user in again once the failures are older than the window', async () => {
    await t.createUser({ username: 'throttled_later' });
    for (let i = 0; i < 5; i++) await post('/api/accounts/login/', { username: 'throttled_later', password: 'bad' });
    expect((await post('/api/accounts/login/', { username: 'throttled_later', password: 'demo1234' })).statusCode).toBe(429);
    await t.db
      .updateTable('login_failures')
      .set({ at: new Date(Date.now() - 16 * 60_000) })
      .where('username', '=', 'throttled_later')
      .execute();
    expect((await post('/api/accounts/login/', { username: 'throttled_later', password: 'demo1234' })).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('rotates: the new pair works, the old refresh token is refused', async () => {
    const session = await t.login('operator2');
    const first = await post('/api/accounts/token/refresh/', { refresh: session.refresh });
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(Object.keys(pair).sort()).toEqual(['access', 'access_token_expiration', 'refresh']);
    expect(pair.refresh).not.toBe(session.refresh);
    const summary = await t.app.inject({ method: 'GET', url: '/api/cart/summary/', headers: { authorization: `Bearer ${pair.access}` } });
    expect(summary.statusCode).toBe(200);
    const again = await post('/api/accounts/token/refresh/', { refresh: pair.refresh });
    expect(again.statusCode).toBe(200);
  });

  it('reuse of a rotated token revokes the whole family', async () => {
    const session = await t.login('operator2');
    const rotated = (await post('/api/accounts/token/refresh/', { refresh: session.refresh })).json();
    const reuse = await post('/api/accounts/token/refresh/', { refresh: session.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'El token no es válido o ha expirado.', code: 'token_not_valid' });
    const descendant = await post('/api/accounts/token/refresh/', { refresh: rotated.refresh });
    expect(descendant.statusCode).toBe(401);
    expect(t.logs.some((l) => l.msg.startsWith('refresh token reuse'))).toBe(true);
    // Other sessions of the same user are untouched.
    const other = await t.login('operator2');
    expect((await post('/api/accounts/token/refresh/', { refresh: other.refresh })).statusCode).toBe(200);
  });

  it('refuses an access token, garbage and a token signed with another key', async () => {
    const session = await t.login('operator2');
    const forged = await new SignJWT({ typ: 'refresh', fam: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-enough-length'));
    for (const refresh of [session.access, 'garbage', forged]) {
      const res = await post('/api/accounts/token/refresh/', { refresh });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
  });

  it('refuses the refresh token of a user deactivated meanwhile', async () => {
    const user = await t.createUser({ username: 'deactivated_refresh' });
    const session = await t.login(user.username);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect((await post('/api/accounts/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the refresh token given', async () => {
    const session = await t.login('commercial');
    const res = await post('/api/accounts/logout/', { refresh: session.refresh }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Successfully logged out.' });
    expect((await post('/api/accounts/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
  });

  it('with only the bearer revokes every session of the user', async () => {
    const user = await t.createUser({ username: 'logout_everywhere' });
    const a = await t.login(user.username);
    const b = await t.login(user.username);
    const res = await post('/api/accounts/logout/', undefined, { authorization: `Bearer ${a.access}` });
    expect(res.statusCode).toBe(200);
    for (const s of [a, b]) expect((await post('/api/accounts/token/refresh/', { refresh: s.refresh })).statusCode).toBe(401);
  });

  it('answers 200 without any token, or with a stale one', async () => {
    expect((await post('/api/accounts/logout/')).statusCode).toBe(200);
    expect((await post('/api/accounts/logout/', {}, { authorization: 'Bearer stale' })).statusCode).toBe(200);
    expect((await post('/api/accounts/logout/', { refresh: 'not-a-token' })).statusCode).toBe(200);
  });
});

describe('verify', () => {
  it('accepts a live access token', async () => {
    const session = await t.login('coordinator');
    const res = await post('/api/accounts/token/verify/', { token: session.access });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('refuses a refresh token, even a live one: only access tokens open API calls', async () => {
    const session = await t.login('coordinator');
    const res = await post('/api/accounts/token/verify/', { token: session.refresh }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Token is invalid or expired.', code: 'token_not_valid' });
    // The refresh token itself still works where it belongs.
    expect((await post('/api/accounts/token/refresh/', { refresh: session.refresh })).statusCode).toBe(200);
  });

  it('refuses garbage, an expired token and a revoked refresh token', async () => {
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const session = await t.login('coordinator');
    await post('/api/accounts/logout/', { refresh: session.refresh });
    for (const token of ['x.y.z', expired, session.refresh]) {
      const res = await post('/api/accounts/token/verify/', { token }, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Token is invalid or expired.', code: 'token_not_valid' });
    }
  });

  it('fails once the user is deactivated', async () => {
    const user = await t.createUser({ username: 'deactivated_verify' });
    const session = await t.login(user.username);
    expect((await post('/api/accounts/token/verify/', { token: session.access })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect((await post('/api/accounts/token/verify/', { token: session.access })).statusCode).toBe(401);
  });
});
