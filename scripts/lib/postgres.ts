/**
 * A throw-away PostgreSQL cluster on loopback for `npm run test:pg`: Debian's binaries, a temp
 * directory, trust auth, a free port. As root, initdb and pg_ctl run as the `postgres` user
 * (PostgreSQL refuses to run as root), so the temp directory is handed to that user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './proc.ts';
import { pgMajors } from './system-packages.ts';

export interface Cluster {
  url: string;
  port: number;
  dir: string;
  logFile: string;
  stop(): void;
}

/** Newest /usr/lib/postgresql/<major>/bin that has initdb, or PG_BIN when set. */
export function findPgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const [newest] = pgMajors();
  // test-pg.ts installs PostgreSQL first when it can (system-packages.ts): this is the last resort.
  if (newest === undefined) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql), or set PG_BIN');
  return path.join('/usr/lib/postgresql', newest, 'bin');
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function pgUserIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function pgExec(binDir: string, tool: string, args: string[]): void {
  const exe = path.join(binDir, tool);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: tmpdir() });
}

/**
 * Settings of the test cluster: its data is thrown away, so durability is off (no fsync, no full
 * page writes, commits not waited for) — the tests run faster and lose nothing that matters.
 */
export const TEST_SETTINGS: Readonly<Record<string, string>> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '200',
};

/**
 * Settings of the benchmark's cluster: what a production server of the bench's size (2 cores,
 * 8 GB, SSD) would run, so its figures are ones a deployment can have. Durability stays at
 * PostgreSQL's defaults (fsync, full page writes, synchronous commit). Memory: shared_buffers a
 * quarter of the RAM's share we assume for the database, the planner told the OS caches the rest
 * and that random reads are SSD-cheap. JIT off, as for OLTP: compiling a plan costs more than the
 * short list statements it would speed up (jit_above_cost is reached by a count's estimate).
 * 200 connections: several instances, each with its pool.
 */
export const SERVER_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '1GB',
  effective_cache_size: '6GB',
  work_mem: '16MB',
  maintenance_work_mem: '512MB',
  random_page_cost: '1.1',
  effective_io_concurrency: '200',
  jit: 'off',
  max_connections: '200',
};

export async function startCluster(settings: Readonly<Record<string, string>> = TEST_SETTINGS): Promise<Cluster> {
  const binDir = findPgBin();
  const root = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const dir = path.join(root, 'data');
  const sockDir = path.join(root, 'sock');
  const logFile = path.join(root, 'postgres.log');
  mkdirSync(sockDir);
  if (isRoot) {
    const { uid, gid } = pgUserIds();
    chownSync(root, uid, gid);
    chownSync(sockDir, uid, gid);
  }
  const port = await freePort();
  let started = false;
  const stop = (): void => {
    if (started) {
      try {
        pgExec(binDir, 'pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      started = false;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    pgExec(binDir, 'initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const settingArgs = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
    const opts = [`-p ${port} -k ${sockDir} -c listen_addresses=127.0.0.1`, ...settingArgs].join(' ');
    pgExec(binDir, 'pg_ctl', ['-D', dir, '-o', opts, '-l', logFile, '-w', '-t', '60', 'start']);
    started = true;
  } catch (err) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2_000) : '';
    const stderr = isObject(err) && 'stderr' in err ? String(err.stderr) : '';
    stop();
    throw new Error(`Could not start PostgreSQL: ${err instanceof Error ? err.message : String(err)}\n${stderr}\n${log}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, logFile, stop };
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
