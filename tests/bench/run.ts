/**
 * `npm run bench [-- name …]`: builds the browser app if a selected scenario needs it, starts the server
 * (a child process) on a free port with a fresh demo database in a temp dir (plus the large network
 * of SEED=bench-network, or SEED=bench — that network, a year of flights and 100 000 reservations —
 * when a scenario asks for it; the start-up time with that seeding is reported), runs the scenarios of
 * tests/bench/scenarios/ in file-name order (or only the named ones), prints a table of every figure
 * with its target and pass/fail, writes tests/bench/results.json (a run of named scenarios keeps the
 * others' last figures there, under `kept`), and exits non-zero when a target is
 * missed or a scenario fails. BENCH_DURATION / BENCH_WARMUP (seconds) change the load-run lengths.
 *
 * `npm run bench -- --pg [name …]` runs the same on PostgreSQL (a new database on the server of
 * DATABASE_URL, or a throw-away cluster) with the answer caches off (ANSWER_CACHE=off): several
 * instances share that database, so these are the figures that count. The server runs one instance
 * per core that PostgreSQL leaves it on this machine, cores − 1 and at least one (WEB_CONCURRENCY,
 * BENCH_INSTANCES to change it), as a deployment sharing a machine with its database would
 * (docs/decisions.md 'Instances beside the database'). It adds, for the agency list,
 * the reservation list and the flight search, the API's p50 against the same SQL run directly with
 * `pg` (lib/postgres.ts), and writes tests/bench/results.postgres.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfNeeded } from '../../scripts/lib/build.ts';
import { ROOT } from '../../scripts/lib/proc.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { login, meets, round, settle, type BenchContext, type MetricResult, type Scenario } from './lib/harness.ts';
import { cpuMeter } from './lib/cpu.ts';
import { benchDatabase, postmasterPid, quietDatabase, SqlCapture, type BenchDatabase } from './lib/postgres.ts';
import { printTable } from './lib/table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const onPostgres = process.argv.includes('--pg');
const only = process.argv.slice(2).filter((arg) => arg !== '--pg');

async function loadScenarios(): Promise<{ file: string; scenario: Scenario }[]> {
  const dir = path.join(here, 'scenarios');
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const loaded = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: Scenario };
    loaded.push({ file, scenario: mod.default });
  }
  return loaded.filter(({ file, scenario }) => only.length === 0 || only.some((o) => scenario.name === o || file.includes(o)));
}

async function untilLogged(running: RunningServer, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!running.log().includes(text)) {
    if (Date.now() > deadline) throw new Error(`the server did not print '${text}' within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

const scenarios = await loadScenarios();
if (scenarios.length === 0) {
  console.error(`No scenario matches ${only.join(', ')}.`);
  process.exit(2);
}
// Only the scenarios that measure the browser bundle need a build; the API ones run without.
if (scenarios.some(({ scenario }) => scenario.needsBuild) && !(await buildIfNeeded())) process.exit(1);

// SEED=bench holds the bench network too, so it serves the scenarios that ask for either.
// SEED=bench-ledger holds SEED=bench too (issue 10).
const seed = scenarios.some(({ scenario }) => scenario.seed === 'bench-ledger')
  ? 'bench-ledger'
  : scenarios.some(({ scenario }) => scenario.seed === 'bench')
    ? 'bench'
    : scenarios.some(({ scenario }) => scenario.seed === 'bench-network')
      ? 'bench-network'
      : null;
const seedText = {
  'bench-ledger': ' with the bench network, flights and ledger (10 000 agencies, 150 000 reservations, 1 000 000 ledger transactions, 20 000 overdue debts)',
  bench: ' with the bench network and flights (10 000 agencies, 50 000 users, a year of schedules, 100 000 flight reservations and 50 000 of other services)',
  'bench-network': ' with the bench network (10 000 agencies, 50 000 users)',
};
let database: BenchDatabase | null = null;
if (onPostgres) {
  database = await benchDatabase();
  console.log(`PostgreSQL: ${database.where}; answer caches off.`);
}
const dropDatabase = async (): Promise<void> => {
  await database?.drop();
  database = null;
};
// The embedded database lives in one process; on PostgreSQL one instance per core the database leaves.
const instances = database ? Number(process.env.BENCH_INSTANCES ?? Math.max(1, os.availableParallelism() - 1)) : 1;
console.log(`Starting the server (${instances} instance${instances > 1 ? 's' : ''}) on a fresh demo database${seed ? seedText[seed] : ''} …`);
const t0Start = Date.now();
const server = await startServer({
  name: 'portal-bench',
  env: {
    NODE_ENV: 'production',
    ...(seed ? { SEED: seed } : {}),
    ...(database ? { DATABASE_URL: database.url, ANSWER_CACHE: 'off', WEB_CONCURRENCY: String(instances) } : {}),
  },
  startTimeoutMs: seed === 'bench' || seed === 'bench-ledger' ? 900_000 : seed ? 300_000 : 60_000,
}).catch(async (err: unknown) => {
  await dropDatabase();
  throw err;
});
// /api/health/ answers once the first instance listens; the primary says when all do.
if (instances > 1) await untilLogged(server, `(${instances} instances)`);
const startSeconds = (Date.now() - t0Start) / 1000;
console.log(`Server ready in ${startSeconds.toFixed(1)} s.`);
const stopServer = (): void => {
  void server
    .stop()
    .then(dropDatabase)
    .then(() => process.exit(130));
};
process.once('SIGINT', stopServer);
process.once('SIGTERM', stopServer);

const results: MetricResult[] = [];
const failures: string[] = [];
const sql = database ? new SqlCapture(database.url) : undefined;
// Migrating and seeding a fresh database is most of the start: a figure of its own for the large seeds.
if (seed) results.push({ scenario: 'startup', name: `server start with SEED=${seed} (migrations and seeding)`, value: round(startSeconds), unit: 's', pass: null });
try {
  const ctx: BenchContext = {
    server,
    baseURL: server.baseURL,
    root: ROOT,
    adminAccess: (await login(server.baseURL, 'admin')).access,
    duration: Number(process.env.BENCH_DURATION ?? 10),
    warmup: Number(process.env.BENCH_WARMUP ?? 2),
    sql,
    cpu: cpuMeter(server.pid, database ? await postmasterPid(database.url) : null),
  };
  console.log(`Server ${server.baseURL} (pid ${server.pid}); ${scenarios.length} scenarios, ${ctx.duration} s per load run after ${ctx.warmup} s warm-up.`);
  for (const { scenario } of scenarios) {
    if (database) await quietDatabase(database.url);
    await settle(server.baseURL);
    const t0 = Date.now();
    process.stdout.write(`• ${scenario.name}: ${scenario.description} … `);
    try {
      const metrics = await scenario.run(ctx);
      for (const m of metrics) results.push({ ...m, scenario: scenario.name, pass: m.target ? meets(m.value, m.target) : null });
      console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      console.log(`FAILED: ${message}`);
      failures.push(`${scenario.name}: ${message}`);
    }
  }
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
} finally {
  await sql?.close();
  await server.stop();
  await dropDatabase();
}

console.log('');
printTable(results);
const missed = results.filter((r) => r.pass === false);
for (const f of failures) console.log(`! scenario failed: ${f}`);

const out = path.join(here, onPostgres ? 'results.postgres.json' : 'results.json');
interface Report {
  date: string;
  commit: string | null;
  node: string;
  cpus: number;
  database: 'pglite' | 'postgres';
  /** API instances the server ran (WEB_CONCURRENCY). */
  instances: number;
  results: MetricResult[];
  failures: string[];
  /** When only some scenarios ran: the earlier run the figures of the others come from. */
  kept?: { date: string; commit: string | null; scenarios: string[] }[];
}
const report: Report = { date: new Date().toISOString(), commit: commit(), node: process.version, cpus: os.cpus().length, database: onPostgres ? 'postgres' : 'pglite', instances, results, failures };
// A run of some scenarios (npm run bench -- name) keeps the last figures of the others, saying where they come from.
if (only.length > 0 && existsSync(out)) {
  const previous = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const ran = new Set([...scenarios.map(({ scenario }) => scenario.name), ...(seed ? ['startup'] : [])]);
  const keep = previous.results.filter((r) => !ran.has(r.scenario));
  if (keep.length > 0) {
    report.results = [...results, ...keep];
    const earlier = (previous.kept ?? []).map((k) => ({ ...k, scenarios: k.scenarios.filter((name) => keep.some((r) => r.scenario === name)) }));
    const fromTop = [...new Set(keep.map((r) => r.scenario))].filter((name) => !earlier.some((k) => k.scenarios.includes(name)));
    report.kept = [...(fromTop.length > 0 ? [{ date: previous.date, commit: previous.commit, scenarios: fromTop }] : []), ...earlier.filter((k) => k.scenarios.length > 0)];
  }
}
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote ${path.relative(ROOT, out)}. ${missed.length} target(s) missed, ${failures.length} scenario(s) failed.`);
process.exitCode = missed.length > 0 || failures.length > 0 ? 1 : 0;
