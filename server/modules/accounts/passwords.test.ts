import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';

const t = useTestApp();

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

async function latestResetToken(email: string): Promise<string> {
  const mail = await t.db.selectFrom('outbox').selectAll().where('to', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const match = /\/accounts\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
  if (!match) throw new Error(`no link in ${mail.body}`);
  return match[1];
}

describe('password change', () => {
  it('changes the password, revokes the other sessions and hands a new pair', async () => {
    const user = await t.createUser({ username: 'changer' });
    const a = await t.login(user.username);
    const b = await t.login(user.username);
    const res = await post(
      '/api/accounts/password/change/',
      { old_password: 'demo1234', new_password1: 'nueva-clave-1', new_password2: 'nueva-clave-1' },
      bearer(a.access),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.detail).toBe('La nueva contraseña ha sido guardada.');
    for (const s of [a, b]) expect((await post('/api/accounts/token/refresh/', { refresh: s.refresh })).statusCode).toBe(401);
    expect((await post('/api/accounts/token/refresh/', { refresh: body.refresh })).statusCode).toBe(200);
    expect((await post('/api/accounts/login/', { username: 'changer', password: 'demo1234' })).statusCode).toBe(400);
    expect((await post('/api/accounts/login/', { username: 'changer', password: 'nueva-clave-1' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a mismatch, a short or unchanged password', async () => {
    const user = await t.createUser({ username: 'changer2' });
    const { access } = await t.login(user.username);
    const cases: [object, Record<string, string[]>][] = [
      [{ old_password: 'wrong', new_password1: 'nueva-clave-1', new_password2: 'nueva-clave-1' }, { old_password: ['The current password is not correct.'] }],
      [{ old_password: 'demo1234', new_password1: 'nueva-clave-1', new_password2: 'otra-clave-2' }, { new_password2: ["The two password fields didn't match."] }],
      [{ old_password: 'demo1234', new_password1: 'corta', new_password2: 'corta' }, { new_password1: ['The password must have at least 8 characters.'] }],
      [{ old_password: 'demo1234', new_password1: 'demo1234', new_password2: 'demo1234' }, { new_password1: ['The new password must differ from the current one.'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await post('/api/accounts/password/change/', payload, { ...bearer(access), 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
  });

  it('needs a bearer token', async () => {
    const res = await post('/api/accounts/password/change/', { old_password: 'a', new_password1: 'b', new_password2: 'b' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const user = await t.createUser({ username: 'forgetful', email: 'Forgetful@Example.test' });
    const session = await t.login(user.username);
    const res = await post('/api/accounts/password/reset/', { email: 'forgetful@example.TEST' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toMatch(/If an account exists/);
    const mail = await t.db.selectFrom('outbox').selectAll().where('to', '=', 'Forgetful@Example.test').executeTakeFirstOrThrow();
    expect(mail.kind).toBe('password_reset');
    expect(mail.subject).toBe('Reset your password');
    const token = await latestResetToken('Forgetful@Example.test');
    const stored = await t.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const confirm = { token, new_password1: 'recuperada-1', new_password2: 'recuperada-1' };
    const done = await post('/api/accounts/password/reset/confirm/', confirm);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: 'La contraseña ha sido restablecida. Ya puede iniciar sesión.' });
    expect((await post('/api/accounts/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    expect((await post('/api/accounts/login/', { username: 'forgetful', password: 'recuperada-1' })).statusCode).toBe(200);

    const again = await post('/api/accounts/password/reset/confirm/', { ...confirm, new_password1: 'otra-vez-22', new_password2: 'otra-vez-22' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['El enlace para restablecer la contraseña no es válido o ha caducado.'] });
  });

  it('refuses an expired link', async () => {
    const user = await t.createUser({ username: 'late_reset', email: 'late@example.test' });
    await post('/api/accounts/password/reset/', { email: 'late@example.test' });
    const token = await latestResetToken('late@example.test');
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await post('/api/accounts/password/reset/confirm/', { token, new_password1: 'recuperada-1', new_password2: 'recuperada-1' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['token']);
  });

  it('a newer link spends the older one', async () => {
    await t.createUser({ username: 'twice_reset', email: 'twice@example.test' });
    await post('/api/accounts/password/reset/', { email: 'twice@example.test' });
    const first = await latestResetToken('twice@example.test');
    await post('/api/accounts/password/reset/', { email: 'twice@example.test' });
    const second = await latestResetToken('twice@example.test');
    const body = (token: string) => ({ token, new_password1: 'recuperada-1', new_password2: 'recuperada-1' });
    expect((await post('/api/accounts/password/reset/confirm/', body(first))).statusCode).toBe(400);
    expect((await post('/api/accounts/password/reset/confirm/', body(second))).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and writes nothing', async () => {
    const before = await t.db.selectFrom('outbox').select('id').execute();
    const res = await post('/api/accounts/password/reset/', { email: 'nadie@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toMatch(/Si existe una cuenta/);
    expect(await t.db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length);
  });
});

describe('third-party login', () => {
  const secret = 'third-party-shared-secret-0123456789';
  const sign = (claims: { sub?: string; iss?: string; iatOffset?: number }, key = secret) => {
    const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(Math.floor(Date.now() / 1000) + (claims.iatOffset ?? 0));
    if (claims.sub) jwt.setSubject(claims.sub);
    if (claims.iss) jwt.setIssuer(claims.iss);
    return jwt.sign(new TextEncoder().encode(key));
  };

  it('is disabled (404) without a configured secret', async () => {
    const res = await post('/api/third_party_login/login', { token: await sign({ sub: 'admin', iss: 'partner' }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'El inicio de sesión de terceros no está habilitado.' });
  });

  it('signs in the subject of a fresh token from the configured issuer', async () => {
    const app = await t.another({ thirdPartyLogin: { secret, issuer: 'partner' } });
    const ok = await app.inject({ method: 'POST', url: '/api/third_party_login/login/', payload: { token: await sign({ sub: 'operator2', iss: 'partner' }) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe('operator2');
    expect(ok.json().refresh).toBeTruthy();

    const bad = [
      await sign({ sub: 'operator2', iss: 'someone-else' }),
      await sign({ sub: 'operator2', iss: 'partner', iatOffset: -600 }),
      await sign({ sub: 'operator2', iss: 'partner' }, 'wrong-secret-of-enough-length'),
      await sign({ iss: 'partner' }),
      await sign({ sub: 'nobody', iss: 'partner' }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const res = await app.inject({ method: 'POST', url: '/api/third_party_login/login', payload: { token }, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ token: ['Token is invalid or expired.'] });
    }
  });
});
