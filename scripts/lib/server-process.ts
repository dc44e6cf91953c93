/**
 * Starts server/main.ts as a child process on a free port with its own fresh database, waits for
 * /api/health/, and stops it again. Used by the Playwright harness (tests/e2e/fixtures/) and the
 * benchmarks (tests/bench/). The child is `node --import tsx server/main.ts`: the server itself, or
 * with WEB_CONCURRENCY the primary of its instances, which the benchmarks find as its children
 * (/proc) to read their memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, childrenOf, commandOf, freePort, stopGroup, waitForHttp } from './proc.ts';

export interface ServerOptions {
  /** Extra environment for the server (ACCESS_TOKEN_TTL, SEED, MAINTENANCE …); wins over the defaults. */
  env?: Record<string, string>;
  /** How long to wait for /api/health/ (a new PGlite data dir takes a few seconds). */
  startTimeoutMs?: number;
  /** Prefix of the temp dir holding the data dir and the server log. */
  name?: string;
  /**
   * A PGlite data dir to start from (copied, never used in place) instead of an empty one: the
   * server then finds its database migrated and seeded and starts in a few seconds.
   */
  dataTemplate?: string;
}

export interface RunningServer {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  baseURL: string;
  port: number;
  pid: number;
  /** Temp dir: `data/` (the PGlite database) and `server.log`. Removed by stop(). */
  dir: string;
  logFile: string;
  child: ChildProcess;
  /** The server's output so far (stdout and stderr). */
  log(): string;
  stop(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), `${options.name ?? 'portal-server'}-`));
  const logFile = path.join(dir, 'server.log');
  if (options.dataTemplate) cpSync(options.dataTemplate, path.join(dir, 'data', 'pglite'), { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    JWT_SECRET: 'e2e-secret-not-for-production-0123456789abcdef',
    ...options.env,
  };
  // A DATABASE_URL inherited from the shell would point every server at one database.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  // The server writes its output to the log file itself. Piped through this process, every line
  // woke the test runner or the load generator and cost it a read and a write: at 'info' the server
  // logs two lines a request, so a benchmark's client relayed two lines for each answer it timed.
  const out = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', out, out],
    });
  } finally {
    closeSync(out);
  }
  const log = (): string => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await stopGroup(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseURL}/api/health/`, options.startTimeoutMs ?? 60_000, child);
  } catch (err) {
    await new Promise((r) => setTimeout(r, 100)); // let the last output reach the log
    const tail = log().slice(-4_000);
    await stop();
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n--- server output ---\n${tail}`);
  }
  if (child.pid === undefined) throw new Error('server has no pid');
  return { baseURL, port, pid: child.pid, dir, logFile, child, log, stop };
}

/**
 * The instances a server started with WEB_CONCURRENCY runs (its node children: tsx's esbuild
 * service is a child too); none when it serves alone.
 */
export function serverInstances(serverPid: number): number[] {
  return childrenOf(serverPid).filter((pid) => commandOf(pid) === 'node');
}
