/**
 * The benchmarks on PostgreSQL (`npm run bench -- --pg`): a fresh database for the server — a new
 * `bench_<random>` database on the server of DATABASE_URL, or a throw-away cluster as `npm run
 * test:pg` starts — and the comparison of an API request with its own SQL: the queries one request
 * runs are captured from an in-process app over the same database (the same code, answer caches
 * off as in the server), then replayed through plain `pg` (prepared, as the server sends them), one at
 * a time, and both medians compared; for the lists, also replayed alone at the load run's connections.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SERVER_SETTINGS, startCluster } from '../../../scripts/lib/postgres.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { kyselyOverPostgres } from '../../../server/db/connect.ts';
import { preparable, statementName } from '../../../server/db/preparedStatements.ts';
import { adminQuery } from '../../../server/testing/database.ts';
import { postmasterOf } from './cpu.ts';
import { DEMO_PASSWORD, login, percentile, round, type BenchContext, type Metric } from './harness.ts';

export interface BenchDatabase {
  url: string;
  /** For the log: where it runs. */
  where: string;
  drop(): Promise<void>;
}

export async function benchDatabase(): Promise<BenchDatabase> {
  const server = process.env.DATABASE_URL;
  if (server && server !== 'memory') {
    const name = `bench_${randomBytes(5).toString('hex')}`;
    // BENCH_TEMPLATE: a database already seeded by an earlier run, copied instead of seeding anew
    // (the seed's dates follow today, so only a template seeded the same day gives today's figures).
    const template = process.env.BENCH_TEMPLATE;
    await adminQuery(server, `create database ${name}${template ? ` template "${template.replaceAll('"', '""')}"` : ''}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      where: `database ${name} on the server of DATABASE_URL`,
      drop: () => adminQuery(server, `drop database if exists ${name} with (force)`),
    };
  }
  // Production settings (durable; stated in scripts/lib/postgres.ts), not the test cluster's.
  const cluster = await startCluster(SERVER_SETTINGS);
  return { url: cluster.url, where: `a throw-away PostgreSQL cluster with production settings (${cluster.url})`, drop: async () => cluster.stop() };
}

/** The postmaster of the database at `url` when it runs on this machine (lib/cpu.ts reads its processes), else null. */
export async function postmasterPid(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return postmasterOf(rows[0].pid);
  } finally {
    await client.end();
  }
}

/**
 * Writes back what the database holds in memory (CHECKPOINT) before a scenario, so none pays for
 * the writes of the one before it or of the start: copying the template, seeding, the bookings and
 * checkouts of the write scenarios leave gigabytes of WAL whose checkpoint otherwise fell on the next
 * list's load run (its own SQL alone ran half again as slow). Needs a superuser or pg_checkpoint;
 * without either it is skipped.
 */
export async function quietDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('checkpoint').catch(() => undefined);
  } finally {
    await client.end();
  }
}

interface Captured {
  sql: string;
  parameters: readonly unknown[];
}

/** The in-process twin of the server: same database, same settings; records the SQL of one request. */
export class SqlCapture {
  #recording: Captured[] | null = null;
  readonly #db;
  readonly #dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-sql-'));
  #app: FastifyInstance | null = null;
  readonly #tokens = new Map<string, string>();

  constructor(readonly url: string) {
    this.#db = kyselyOverPostgres(url, 2, (event) => {
      if (event.level === 'query') this.#recording?.push({ sql: event.query.sql, parameters: event.query.parameters });
    });
  }

  async #ready(): Promise<FastifyInstance> {
    this.#app ??= await buildApp({
      db: this.#db,
      config: loadConfig({ DATABASE_URL: this.url, DATA_DIR: this.#dir, NODE_ENV: 'production', ANSWER_CACHE: 'off', JWT_SECRET: 'bench-sql-capture-0123456789abcdef', LOG_LEVEL: 'warn' }),
      logger: false,
    });
    return this.#app;
  }

  /** The queries of GET `url` as `username`, after two warm-up requests (reference caches filled as on the server). */
  async capture(url: string, username: string, password = DEMO_PASSWORD): Promise<Captured[]> {
    const app = await this.#ready();
    let token = this.#tokens.get(username);
    if (!token) {
      const res = await app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { username, password } });
      token = (res.json() as { access: string }).access;
      this.#tokens.set(username, token);
    }
    const request = () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    await request();
    await request();
    this.#recording = [];
    const res = await request();
    const captured = this.#recording;
    this.#recording = null;
    if (res.statusCode !== 200) throw new Error(`GET ${url} in process: HTTP ${res.statusCode} ${res.body}`);
    return captured;
  }

  async close(): Promise<void> {
    await this.#app?.close();
    await this.#db.destroy();
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

/** Replays the queries in order on one connection, as the server sends them. */
async function replayer(url: string, queries: readonly Captured[]): Promise<{ run: () => Promise<void>; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    // Prepared as the server prepares them (server/db/preparedStatements.ts), so both sides of the
    // ratio parse and plan alike.
    run: async () => {
      for (const q of queries) {
        const values = q.parameters as unknown[];
        await (preparable(q.sql) ? client.query({ name: statementName(q.sql), text: q.sql, values }) : client.query(q.sql, values));
      }
    },
    close: () => client.end(),
  };
}

/**
 * GET `url` on one kept-alive connection, through node:http, as the SQL side goes through one `pg`
 * connection: `fetch` (undici) spent about 1 ms of its own per request here, which counted against
 * the API in the ratio.
 */
function getter(url: string, access: string): { run: () => Promise<void>; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const run = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers: { authorization: `Bearer ${access}` } }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`GET ${url}: HTTP ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  return { run, close: () => agent.destroy() };
}

/**
 * Runs `a` and `b` in turn, one at a time, a few times unmeasured, then for `seconds` (at least 20
 * times each): each one's times in ms, ascending. In turn rather than one after the other, so a
 * slower stretch of a shared machine weighs on both sides of the ratio alike.
 */
async function timedInTurn(a: () => Promise<void>, b: () => Promise<void>, seconds: number): Promise<[number[], number[]]> {
  for (let i = 0; i < 5; i++) {
    await a();
    await b();
  }
  const times: [number[], number[]] = [[], []];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || times[0].length < 20) {
    for (const [i, run] of [a, b].entries()) {
      const t0 = performance.now();
      await run();
      times[i].push(performance.now() - t0);
    }
  }
  return [times[0].sort((x, y) => x - y), times[1].sort((x, y) => x - y)];
}

/**
 * The captured SQL alone, replayed by `connections` clients at once (each on its own connection, in
 * a closed loop as the load generator's connections) for `seconds`: what a request costs the
 * database, with no HTTP and no API around it. When this misses a latency target at the target's
 * connections, no API over the same statements can meet it on this machine.
 */
async function sqlUnderLoad(ctx: BenchContext, url: string, queries: readonly Captured[], connections: number, seconds: number): Promise<{ perSecond: number; latencies: number[]; postgresMs: number | null }> {
  const clients = await Promise.all(Array.from({ length: connections }, () => replayer(url, queries)));
  try {
    await Promise.all(clients.map((c) => c.run()));
    const latencies: number[] = [];
    const before = ctx.cpu?.().postgres ?? null;
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await c.run();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const perSecond = (latencies.length * 1000) / (performance.now() - started);
    const after = ctx.cpu?.().postgres ?? null;
    const postgresMs = before === null || after === null ? null : (after - before) / latencies.length;
    return { perSecond, latencies: latencies.sort((x, y) => x - y), postgresMs };
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
}

/**
 * For PostgreSQL runs: the API's p50 for GET `url`, one request at a time, against the p50 of the
 * same SQL run through `pg` on the same database, one replay at a time, the two taken in turn
 * (goal: at most 2×). With `connections`, also the same SQL alone at that many connections.
 */
export async function apiToSqlRatio(ctx: BenchContext, label: string, url: string, username: string, connections?: number): Promise<Metric[]> {
  if (!ctx.sql) return [];
  const queries = await ctx.sql.capture(url, username);
  const seconds = Math.max(4, Math.min(ctx.duration, 10));
  const access = username === 'admin' ? ctx.adminAccess : (await login(ctx.baseURL, username)).access;
  const sqlSide = await replayer(ctx.sql.url, queries);
  const apiSide = getter(`${ctx.baseURL}${url}`, access);
  const metrics: Metric[] = [];
  try {
    const [apiTimes, sqlTimes] = await timedInTurn(apiSide.run, sqlSide.run, seconds);
    const [api, sql] = [percentile(apiTimes, 50), percentile(sqlTimes, 50)];
    metrics.push(
      { name: `${label}: API p50, one request at a time`, value: round(api, 2), unit: 'ms' },
      { name: `${label}: the same SQL through pg p50 (${queries.length} statements)`, value: round(sql, 2), unit: 'ms' },
      { name: `${label}: API p50 / SQL p50`, value: round(api / Math.max(sql, 0.01), 2), unit: '×', target: { op: '<=', value: 2 } },
    );
  } finally {
    apiSide.close();
    await sqlSide.close();
  }
  if (connections) {
    const alone = await sqlUnderLoad(ctx, ctx.sql.url, queries, connections, seconds);
    metrics.push(
      { name: `${label}: the same SQL alone through pg, ${connections} connections, replays/s`, value: round(alone.perSecond), unit: 'replays/s' },
      { name: `${label}: the same SQL alone through pg, ${connections} connections, p99`, value: round(percentile(alone.latencies, 99)), unit: 'ms' },
    );
    if (alone.postgresMs !== null) metrics.push({ name: `${label}: the same SQL alone, PostgreSQL CPU per replay`, value: round(alone.postgresMs, 2), unit: 'ms' });
  }
  return metrics;
}
