import { describe, expect, it, vi } from 'vitest';
import type { AuthActor } from './actor.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { InvalidTokenError, TokenService } from './tokens.ts';

describe('passwords', () => {
  it('hashes with scrypt and a per-password salt, and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1235', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('demo1234', 'scrypt$99999999$8$1$AAAA$AAAA')).toBe(false);
  });
});

describe('tokens', () => {
  const service = new TokenService({ secret: 'unit-test-secret-0123456789', accessTokenTtl: 900, refreshTokenTtl: 3600 });
  const actor: AuthActor = {
    id: 7,
    username: 'operator3',
    type: 'operator',
    groups: [{ name: 'Hotel View' }],
    is_etg_user: false,
    agency: { id: 4, level: 'agency_3rd_level', path: '1.2.4.' },
  };

  it('round-trips the actor through the access token', async () => {
    const { token, expiresAt } = await service.signAccess(actor);
    expect(await service.verifyAccess(token)).toEqual(actor);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(890_000);
  });

  it('keeps access and refresh tokens apart', async () => {
    const refresh = await service.signRefresh(7, 'jti-1', 'family-1');
    expect(await service.verifyRefresh(refresh.token)).toEqual({ typ: 'refresh', userId: 7, jti: 'jti-1', familyId: 'family-1' });
    await expect(service.verifyAccess(refresh.token)).rejects.toBeInstanceOf(InvalidTokenError);
    const access = await service.signAccess(actor);
    await expect(service.verifyRefresh(access.token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses an access token once it expires, though it was verified before', async () => {
    const short = new TokenService({ secret: 'unit-test-secret-0123456789', accessTokenTtl: 60, refreshTokenTtl: 3600 });
    const { token, expiresAt } = await short.signAccess(actor);
    expect(await short.verifyAccess(token)).toEqual(actor);
    vi.useFakeTimers({ toFake: ['Date'], now: expiresAt.getTime() - 1_000 });
    try {
      expect(await short.verifyAccess(token)).toEqual(actor);
      vi.setSystemTime(expiresAt);
      await expect(short.verifyAccess(token)).rejects.toBeInstanceOf(InvalidTokenError);
      await expect(short.verifyAccess(token)).rejects.toBeInstanceOf(InvalidTokenError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token of another key or tampered with', async () => {
    const other = new TokenService({ secret: 'another-secret-0123456789', accessTokenTtl: 900, refreshTokenTtl: 3600 });
    const { token } = await other.signAccess(actor);
    await expect(service.verifyAccess(token)).rejects.toBeInstanceOf(InvalidTokenError);
    const own = (await service.signAccess(actor)).token;
    const [h, p, s] = own.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    payload.role = 'admin';
    const tampered = [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
    await expect(service.verifyAccess(tampered)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
