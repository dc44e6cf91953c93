/**
 * The API under test, one database per test FILE:
 *
 *   const t = useTestApp();                       // registers beforeAll/afterAll
 *   it('…', async () => {
 *     const res = await t.app.inject({ method: 'GET', url: '/api/cart/summary/', headers: await t.auth('admin') });
 *   });
 *
 * `login(username)` signs in through the real endpoint once per file and caches the answer;
 * tests that change a user (password, deactivation, throttling) should create their own with
 * `createUser`. `another(overrides)` builds a second app with other settings on the same database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Permission } from '../../domain/permissions.ts';
import type { OperatorType } from '../../domain/roles.ts';
import type { LoginResponse } from '../../domain/session.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/users.ts';
import { hashPassword } from '../security/passwords.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export { DEMO_PASSWORD };
export const TEST_JWT_SECRET = 'test-secret-not-for-production-0123456789';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly config: Config;
  readonly kind: TestDatabase['kind'];
  /** Log lines at warn and above of the main app. */
  readonly logs: LogLine[];
  login(username: string, password?: string): Promise<LoginResponse>;
  /** The cached login of the user (one real login per file). */
  session(username: string): Promise<LoginResponse>;
  /** `{authorization: 'Bearer …'}` for the user (cached login). */
  auth(username: string): Promise<Record<string, string>>;
  another(overrides: Partial<Config>): Promise<FastifyInstance>;
  createUser(options: NewTestUser): Promise<{ id: number; username: string; password: string }>;
  agencyId(name: string): Promise<number>;
}

export interface NewTestUser {
  username: string;
  type?: OperatorType;
  /** Agency name of the demo network; default the central agency. */
  agency?: string;
  groups?: Permission[];
  email?: string;
  password?: string;
  is_active?: boolean;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'warn',
    DIST_DIR: path.join(dataDir, 'no-dist'),
  });
  return { ...base, ...overrides };
}

function captureLogs(lines: LogLine[]) {
  return {
    level: 'warn',
    stream: {
      write(message: string) {
        lines.push(JSON.parse(message) as LogLine);
      },
    },
  };
}

export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  let database: TestDatabase | undefined;
  let main: FastifyInstance | undefined;
  let dataDir = '';
  let config: Config | undefined;
  const extra: FastifyInstance[] = [];
  const sessions = new Map<string, Promise<LoginResponse>>();
  const logs: LogLine[] = [];
  // Test users share one hash per password: scrypt is deliberately slow (~50 ms).
  const hashes = new Map<string, Promise<string>>();
  const hashFor = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  };

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApp: used before beforeAll finished');
    return value;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
    database = await createTestDatabase();
    config = testConfig(dataDir, overrides);
    main = await buildApp({ db: database.db, config, logger: captureLogs(logs) });
  });

  afterAll(async () => {
    for (const app of extra) await app.close();
    await main?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const t: TestApp = {
    get app() {
      return ready(main);
    },
    get db() {
      return ready(database).db;
    },
    get config() {
      return ready(config);
    },
    get kind() {
      return ready(database).kind;
    },
    logs,
    async login(username, password = DEMO_PASSWORD) {
      const res = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login(${username}) answered ${res.statusCode}: ${res.body}`);
      return res.json<LoginResponse>();
    },
    session(username) {
      let session = sessions.get(username);
      if (!session) {
        session = t.login(username);
        sessions.set(username, session);
      }
      return session;
    },
    async auth(username) {
      return { authorization: `Bearer ${(await t.session(username)).access}` };
    },
    async another(more) {
      const app = await buildApp({ db: t.db, config: { ...t.config, ...more }, logger: false });
      extra.push(app);
      return app;
    },
    async agencyId(name) {
      const row = await t.db.selectFrom('agencies').select('id').where('name', '=', name).executeTakeFirstOrThrow();
      return row.id;
    },
    async createUser(options) {
      const password = options.password ?? DEMO_PASSWORD;
      const agencyId = await t.agencyId(options.agency ?? 'Grupo Viajes Caribe');
      const { id } = await t.db
        .insertInto('users')
        .values({
          username: options.username,
          password_hash: await hashFor(password),
          first_name: 'Prueba',
          last_name: options.username,
          email: options.email ?? `${options.username}@example.test`,
          type: options.type ?? 'operator',
          agency_id: agencyId,
          is_active: options.is_active ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const groups = options.groups ?? [];
      if (groups.length > 0) {
        const rows = await t.db.selectFrom('groups').select('id').where('name', 'in', groups).execute();
        await t.db.insertInto('user_groups').values(rows.map((g) => ({ user_id: id, group_id: g.id }))).execute();
      }
      return { id, username: options.username, password };
    },
  };
  return t;
}
