/** An unexpected exception is logged with its stack and answered 500 without it. */
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection, type Driver } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/schema.ts';
import { useTestApp, type LogLine } from '../../server/testing/testApp.ts';

const t = useTestApp();

const SECRET_DETAIL = 'relation "internal_secret_table" does not exist';

/** A database whose every query fails, as a lost connection or a bug in SQL would. */
function brokenDatabase(): Kysely<Database> {
  const connection: DatabaseConnection = {
    executeQuery: async () => {
      throw new Error(SECRET_DETAIL);
    },
    streamQuery: () => {
      throw new Error(SECRET_DETAIL);
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

describe('unexpected errors', () => {
  it('answer 500 with the translated support message and no stack, and are logged with the stack', async () => {
    const logs: LogLine[] = [];
    const stream = { write: (line: string) => logs.push(JSON.parse(line) as LogLine) };
    const app = await buildApp({ db: brokenDatabase(), config: t.config, logger: { level: 'error', stream } });
    try {
      const headers = await t.auth('operator3'); // a valid token of the shared secret
      for (const lang of ['es', 'en']) {
        const res = await app.inject({ method: 'GET', url: '/api/cart/summary/', headers: { ...headers, 'accept-language': lang } });
        expect(res.statusCode).toBe(500);
        const body = res.json();
        expect(Object.keys(body)).toEqual(['detail']);
        expect(body.detail).toContain(`soporte@${t.config.supportEmailDomain}`);
        expect(res.body).not.toContain('internal_secret_table');
        expect(res.body).not.toMatch(/at .*\.ts:\d+/);
      }
      const login = await app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { username: 'admin', password: 'demo1234' } });
      expect(login.statusCode).toBe(500);
      expect(login.body).not.toContain('internal_secret_table');
      const logged = logs.find((l) => l.msg === 'unexpected error');
      expect(logged).toBeDefined();
      expect(JSON.stringify(logged)).toContain('internal_secret_table');
      expect((logged?.err as { stack?: string }).stack).toMatch(/Error: relation/);
    } finally {
      await app.close();
    }
  });

  it('a failing database makes health answer 503, not 500', async () => {
    const app = await buildApp({ db: brokenDatabase(), config: t.config, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('database_unavailable');
    } finally {
      await app.close();
    }
  });
});
