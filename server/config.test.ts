import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seed: 'demo',
      jwtSecret: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 7 * 24 * 3600,
      maintenance: false,
      environment: 'development',
      isProduction: false,
      thirdPartyLogin: null,
      logLevel: 'info',
      smtpUrl: null,
      mailFrom: 'no-reply@viajesb2b.com',
    });
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '..', 'data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/portal-data',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      DB_POOL_SIZE: '6',
      SEED: 'none',
      JWT_SECRET: 'a-secret-of-sixteen+',
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '3600',
      MAINTENANCE: 'true',
      NODE_ENV: 'production',
      SUPPORT_EMAIL_DOMAIN: 'ejemplo.com',
      THIRD_PARTY_LOGIN_SECRET: 'shh',
      THIRD_PARTY_LOGIN_ISSUER: 'partner',
      LOG_LEVEL: 'debug',
      SMTP_URL: 'smtp://mailer:secret@mail.example.test:587',
      MAIL_FROM: 'Viajes B2B <avisos@ejemplo.com>',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: '/tmp/portal-data',
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/portal', poolSize: 6 },
      seed: 'none',
      jwtSecret: 'a-secret-of-sixteen+',
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      maintenance: true,
      isProduction: true,
      supportEmailDomain: 'ejemplo.com',
      thirdPartyLogin: { secret: 'shh', issuer: 'partner' },
      logLevel: 'debug',
      smtpUrl: 'smtp://mailer:secret@mail.example.test:587',
      mailFrom: 'Viajes B2B <avisos@ejemplo.com>',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.test' }).smtpUrl).toBe('smtps://mail.example.test');
    // The sender follows the support domain unless MAIL_FROM names one.
    expect(loadConfig({ SUPPORT_EMAIL_DOMAIN: 'ejemplo.com' }).mailFrom).toBe('no-reply@ejemplo.com');
    expect(loadConfig({ DATABASE_URL: 'memory' }).database).toEqual({ kind: 'memory' });
    expect(loadConfig({ MAINTENANCE: '1' }).maintenance).toBe(true);
    expect(loadConfig({ MAINTENANCE: '0' }).maintenance).toBe(false);
    // The benchmarks' large network; never the default.
    expect(loadConfig({ SEED: 'bench-network' }).seed).toBe('bench-network');
    expect(loadConfig({}).seed).toBe('demo');
  });

  it('refuses nonsense instead of starting half-configured', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '-5' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.test:25' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow(ConfigError);
  });

  it('ANSWER_CACHE: on for the embedded database, off on PostgreSQL (several instances), either way when set', () => {
    expect(loadConfig({}).answerCache).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'memory' }).answerCache).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).answerCache).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', ANSWER_CACHE: 'on' }).answerCache).toBe(true);
    expect(loadConfig({ ANSWER_CACHE: 'off' }).answerCache).toBe(false);
    expect(() => loadConfig({ ANSWER_CACHE: 'sometimes' })).toThrow(ConfigError);
  });

  it('WEB_CONCURRENCY: one instance by default; several only on a PostgreSQL server', () => {
    expect(loadConfig({}).instances).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', WEB_CONCURRENCY: '2' }).instances).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'memory', WEB_CONCURRENCY: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/portal', WEB_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/portal', WEB_CONCURRENCY: '65' })).toThrow(ConfigError);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).instances).toBe(1);
  });
});
