/**
 * WEB_CONCURRENCY=2 on PostgreSQL (start/cluster.ts): the real server started as `npm start` would,
 * over a migrated and seeded database. Both instances serve the one port against the database
 * (each has its own invalidation listener there), an instance that dies is replaced, and a SIGTERM
 * to the primary alone stops them all cleanly. Only on a PostgreSQL server: the embedded database
 * lives in one process (config.test.ts checks that it is refused).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandOf, exited } from '../../scripts/lib/proc.ts';
import { serverInstances, startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { onPostgres } from '../testing/engine.ts';
import { DEMO_PASSWORD } from '../testing/testApp.ts';

let database: TestDatabase;
let server: RunningServer;

/** Sessions listening for cache invalidations on this database: one per instance. */
async function listeners(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`.execute(database.db);
  return rows[0].n;
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${server.log().slice(-2_000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(onPostgres)('several instances of the API on one port (WEB_CONCURRENCY)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({ name: 'portal-cluster', env: { DATABASE_URL: database.url ?? '', WEB_CONCURRENCY: '2', LOG_LEVEL: 'warn' } });
    await until(() => server.log().includes('(2 instances)'), 'both instances to listen');
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('runs two instances, each against the database, and announces the port once', async () => {
    expect(serverInstances(server.pid)).toHaveLength(2);
    await until(async () => (await listeners()) === 2, 'two invalidation listeners');
    expect(server.log().match(/Listening on /g)).toHaveLength(1);
    // The database was prepared once, by the primary, before the instances started.
    expect(server.log().match(/Opening PostgreSQL/g)).toHaveLength(1);
  });

  it('answers on every connection, a session opened through one instance used through the others', async () => {
    // A new connection each time (no keep-alive): the primary hands them to the instances in turn.
    const login = await fetch(`${server.baseURL}/api/accounts/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${server.baseURL}/api/agency/agencies/?page_size=1`, { headers: { authorization: `Bearer ${access}`, connection: 'close' } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { count: number }).count).toBeGreaterThan(0);
    }
  });

  it('replaces an instance that dies', async () => {
    const [victim] = serverInstances(server.pid);
    // An instance that ends right after its start is not restarted (it would only fail again).
    await new Promise((r) => setTimeout(r, 10_500));
    process.kill(victim, 'SIGKILL');
    await until(() => serverInstances(server.pid).length === 2 && !serverInstances(server.pid).includes(victim), 'a new instance');
    await until(async () => (await listeners()) === 2, 'its invalidation listener');
    expect(server.log()).toContain(`Instance ${victim} ended (SIGKILL)`);
    expect((await fetch(`${server.baseURL}/api/health/`, { headers: { connection: 'close' } })).status).toBe(200);
  }, 60_000);

  it('stops every instance when the primary alone is told to stop', async () => {
    const before = serverInstances(server.pid);
    process.kill(server.pid, 'SIGTERM');
    await exited(server.child);
    expect(server.child.exitCode).toBe(0);
    await until(() => before.every((pid) => commandOf(pid) === null), 'the instances to end', 15_000);
    await until(async () => (await listeners()) === 0, 'their connections to close', 15_000);
  }, 30_000);
});
