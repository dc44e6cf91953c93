/**
 * The server's configuration, read once from the environment. Everything else receives a Config
 * object, so tests build one with `loadConfig({...})` instead of mutating process.env.
 */
import path from 'node:path';

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' }
  /** `poolSize`: connections each instance keeps (DB_POOL_SIZE, default 10). */
  | { kind: 'postgres'; url: string; poolSize: number };

export interface Config {
  port: number;
  host: string;
  /** Root of the embedded database (`DATA_DIR/pglite`) and of uploaded media (`DATA_DIR/media`). */
  dataDir: string;
  database: DatabaseTarget;
  /**
   * 'bench-network' adds 10 000 agencies and 50 000 users to the demo data; 'bench' adds to that a
   * year of flight schedules (over 50 000 departures) and 100 000 reservations (benchmarks only).
   */
  seed: 'demo' | 'none' | 'bench-network' | 'bench' | 'bench-ledger';
  /** Undefined: generated once and kept in app_settings, so restarts and instances share it. */
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  maintenance: boolean;
  environment: string;
  isProduction: boolean;
  /** Domain of the support address: the 500 message says 'soporte@<domain>'. */
  supportEmailDomain: string;
  thirdPartyLogin: { secret: string; issuer: string } | null;
  logLevel: string;
  /** Built browser app served at `/`. */
  distDir: string;
  /** Base of links written into e-mails (password reset); empty means a path-only link. */
  publicUrl: string;
  /**
   * Where the outbox is delivered: an smtp:// or smtps:// URL (user and password in it). Null:
   * each mail is written as an .eml file under `DATA_DIR/mail` instead, and the path logged.
   */
  smtpUrl: string | null;
  /** Sender of every mail; defaults to no-reply at the support domain. */
  mailFrom: string;
  /**
   * ANSWER_CACHE: keep list pages and search answers in memory a few seconds (http/cache.ts).
   * Default on for the embedded database (one process), off on PostgreSQL, where several instances
   * share the data and the figures without it are the ones that count.
   */
  answerCache: boolean;
  /**
   * WEB_CONCURRENCY: instances of the API this start runs, each a process of its own on the same
   * port (node:cluster), so a PostgreSQL deployment uses every core. 1 on the embedded database,
   * which lives inside one process.
   */
  instances: number;
}

export class ConfigError extends Error {}

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 'on' or 'off', got '${env[name]}'`);
}

function databaseTarget(url: string | undefined, dataDir: string, poolSize: number): DatabaseTarget {
  if (!url) return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  if (url === 'memory' || url === 'memory://') return { kind: 'memory' };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url, poolSize };
  throw new ConfigError(`DATABASE_URL must be 'memory' or a postgres:// URL`);
}

function smtpUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!/^smtps?:\/\/[^/]/.test(url)) throw new ConfigError(`SMTP_URL must be an smtp:// or smtps:// URL`);
  return url;
}

function seedMode(value: string | undefined): Config['seed'] {
  const mode = (value ?? 'demo').trim().toLowerCase() || 'demo';
  if (mode !== 'demo' && mode !== 'none' && mode !== 'bench-network' && mode !== 'bench' && mode !== 'bench-ledger') {
    throw new ConfigError(`SEED must be 'demo', 'none', 'bench-network', 'bench' or 'bench-ledger', got '${value}'`);
  }
  return mode;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(PROJECT_ROOT, 'data'));
  const environment = env.NODE_ENV || 'development';
  const secret = env.THIRD_PARTY_LOGIN_SECRET;
  const jwtSecret = env.JWT_SECRET || undefined;
  const database = databaseTarget(env.DATABASE_URL, dataDir, positiveInt(env, 'DB_POOL_SIZE', 10));
  if (jwtSecret !== undefined && jwtSecret.length < 16) throw new ConfigError('JWT_SECRET must have at least 16 characters');
  return {
    port: positiveInt(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    database,
    seed: seedMode(env.SEED),
    jwtSecret,
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: positiveInt(env, 'REFRESH_TOKEN_TTL', 7 * 24 * 3600),
    maintenance: flag(env.MAINTENANCE),
    environment,
    isProduction: environment === 'production',
    supportEmailDomain: env.SUPPORT_EMAIL_DOMAIN || 'viajesb2b.com',
    thirdPartyLogin: secret ? { secret, issuer: env.THIRD_PARTY_LOGIN_ISSUER || 'third-party' } : null,
    logLevel: env.LOG_LEVEL || 'info',
    distDir: path.resolve(env.DIST_DIR || path.join(PROJECT_ROOT, 'dist')),
    publicUrl: (env.PUBLIC_URL || '').replace(/\/+$/, ''),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || `no-reply@${env.SUPPORT_EMAIL_DOMAIN || 'viajesb2b.com'}`,
    answerCache: onOff(env, 'ANSWER_CACHE', database.kind !== 'postgres'),
    instances: instanceCount(env, database),
  };
}

function instanceCount(env: Env, database: DatabaseTarget): number {
  const instances = positiveInt(env, 'WEB_CONCURRENCY', 1);
  if (instances > 64) throw new ConfigError(`WEB_CONCURRENCY must be at most 64, got '${env.WEB_CONCURRENCY}'`);
  if (instances > 1 && database.kind !== 'postgres') throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database serves one process');
  return instances;
}
