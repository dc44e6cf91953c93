/**
 * `npm run test:pg`: the server's tests (vitest project `server`) against a real PostgreSQL instead
 * of PGlite. With DATABASE_URL set, that server is used as is; otherwise a throw-away PostgreSQL
 * cluster is started on loopback (Debian's binaries) and removed afterwards, also on failure or
 * Ctrl-C. PostgreSQL itself is installed first when missing (scripts/lib/system-packages.ts: apt-get
 * as root or through sudo -n; otherwise it stops at once with the command to run). The server's
 * test helper creates one database per test file. Extra arguments go to vitest.
 *
 * Without arguments the cross-cutting HTTP sweeps of tests/api (validation of every route, the
 * 401/403 matrix, tenant scope: some 1 600 requests that read the same rows either way) are left
 * to `npm test`, which runs them on PGlite — the same PostgreSQL engine, same errors — so CI stays
 * within its 30 minutes; TEST_PG_ALL=1 (or naming the files) runs them here too.
 * TEST_PG_SCOPE=engine (CI) runs only the files that need a real server: those importing
 * server/testing/engine.ts (races between connections, several instances, prepared statements);
 * everything else runs on PGlite in `npm test`, the same PostgreSQL engine in one connection.
 * The last line is `N passed, M failed`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startCluster, type Cluster } from './lib/postgres.ts';
import { formatMs, interrupted } from './lib/proc.ts';
import { summaryLines, tallyCheck } from './lib/reports.ts';
import { ensureSystemPackages, postgresNeed } from './lib/system-packages.ts';
import { runVitest } from './lib/vitest-run.ts';

/** The test files that import server/testing/engine.ts: races, several instances, prepared statements. */
function engineFiles(): string[] {
  const files = readdirSync('server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('server', file));
  return files.filter((file) => /from '[./]*\/?(testing\/)?engine\.ts'/.test(readFileSync(file, 'utf8'))).sort();
}

let cluster: Cluster | undefined;
const cleanup = (): void => {
  cluster?.stop();
  cluster = undefined;
};
process.on('exit', cleanup);
let vitestStarted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // Once vitest runs, the runner forwards the signal and we clean up after it stops.
  process.on(signal, () => {
    if (!vitestStarted) process.exit(130); // 'exit' removes the cluster
  });
}

let url = process.env.DATABASE_URL;
if (!url || url === 'memory') {
  // Before anything slow: install PostgreSQL's binaries, or stop with the command that does.
  if (!(await ensureSystemPackages([postgresNeed()]))) {
    for (const line of summaryLines(tallyCheck(false, 'PostgreSQL installed'))) console.log(line);
    process.exit(1);
  }
  const t0 = Date.now();
  try {
    cluster = await startCluster();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    for (const line of summaryLines(tallyCheck(false, 'start PostgreSQL'))) console.log(line);
    process.exit(1);
  }
  url = cluster.url;
  console.log(`PostgreSQL started on ${url} in ${formatMs(Date.now() - t0)} (log ${cluster.logFile})`);
} else {
  console.log(`Using the PostgreSQL server of DATABASE_URL.`);
}

vitestStarted = true;
const args = process.argv.slice(2);
const engineOnly = args.length === 0 && process.env.TEST_PG_SCOPE === 'engine';
const sweepsElsewhere = args.length === 0 && !process.env.TEST_PG_ALL;
const scope = engineOnly ? engineFiles() : sweepsElsewhere ? ['--exclude', 'tests/api/**'] : [];
if (engineOnly) console.log(`TEST_PG_SCOPE=engine: the ${scope.length} files that need a real server (they import server/testing/engine.ts)`);
const { tally, ms } = await runVitest(['--project', 'server', '--maxWorkers=2', ...scope, ...args], { ...process.env, DATABASE_URL: url }, 'vitest (PostgreSQL)');
cleanup();

console.log(`\nserver tests on PostgreSQL took ${formatMs(ms)}`);
for (const note of tally.notes) console.log(`! ${note}`);
const signal = interrupted();
if (signal) {
  console.log(`Interrupted by ${signal}.`);
  tally.failed = Math.max(tally.failed, 1);
}
for (const line of summaryLines(tally)) console.log(line);
process.exitCode = tally.failed > 0 ? 1 : 0;
