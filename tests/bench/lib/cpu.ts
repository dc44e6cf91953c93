/**
 * CPU time spent per request during a load run, read from /proc (Linux): the server process (all
 * its threads, and its instances when it runs several), the PostgreSQL cluster (the postmaster
 * and every process it started — backends, WAL writer, checkpointer — counting those that ended
 * through the postmaster's reaped-children time), and the bench process itself, which is the load generator. Unlike latencies these do not
 * depend on how busy the machine is, so figures from a shared machine can be compared with a quiet
 * one's: divided by the requests the run completed they give the CPU one request costs.
 */
import { childrenOf, commandOf, procStat } from '../../../scripts/lib/proc.ts';
import type { Metric } from './harness.ts';

/** Linux's USER_HZ: /proc times are in 1/100 s on every architecture node runs on. */
const TICK_MS = 10;

/** CPU milliseconds so far; `postgres` is null when the cluster's processes cannot be read. */
export interface CpuSnapshot {
  server: number;
  postgres: number | null;
  generator: number;
}

/** utime, stime, cutime, cstime of a process, in ticks (fields 14–17 of /proc/<pid>/stat). */
function times(pid: number): { own: number; reaped: number; ppid: number } | null {
  const field = procStat(pid);
  return field && { ppid: field(4), own: field(14) + field(15), reaped: field(16) + field(17) };
}

/**
 * A process's own time, its reaped children's, and that of each child still running: the
 * PostgreSQL cluster under its postmaster, and the server with its instances (WEB_CONCURRENCY).
 */
function treeTicks(root: number): number | null {
  const main = times(root);
  if (!main) return null;
  let total = main.own + main.reaped;
  for (const child of childrenOf(root)) total += times(child)?.own ?? 0;
  return total;
}

export function cpuMeter(serverPid: number, postmasterPid: number | null): () => CpuSnapshot {
  return () => {
    const usage = process.cpuUsage();
    const postgres = postmasterPid === null ? null : treeTicks(postmasterPid);
    return {
      server: (treeTicks(serverPid) ?? Number.NaN) * TICK_MS,
      postgres: postgres === null ? null : postgres * TICK_MS,
      generator: (usage.user + usage.system) / 1000,
    };
  };
}

/**
 * The postmaster of the server `backendPid` (from `select pg_backend_pid()`) belongs to, when it
 * runs on this machine in a process namespace we can read; null otherwise.
 */
export function postmasterOf(backendPid: number): number | null {
  const backend = times(backendPid);
  if (!backend) return null;
  const comm = commandOf(backend.ppid);
  return comm !== null && (comm.startsWith('postgres') || comm.startsWith('postmaster')) ? backend.ppid : null;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** CPU spent in a run of `requests` completed requests. */
export interface CpuSpent {
  before: CpuSnapshot;
  after: CpuSnapshot;
}

/**
 * "CPU ms per request" of a run: node + PostgreSQL (the figure to compare across runs and
 * machines), then each side, and the load generator's. Reported, not targeted.
 */
export function cpuMetrics(prefix: string, spent: CpuSpent, requests: number): Metric[] {
  if (requests <= 0) return [];
  const per = (a: number, b: number) => round((b - a) / requests);
  const { before, after } = spent;
  const server = per(before.server, after.server);
  const postgres = before.postgres === null || after.postgres === null ? null : per(before.postgres, after.postgres);
  return [
    ...(postgres === null ? [] : [{ name: `${prefix} CPU per request (node + PostgreSQL)`, value: round(server + postgres), unit: 'ms' }]),
    { name: `${prefix} CPU per request: node`, value: server, unit: 'ms' },
    ...(postgres === null ? [] : [{ name: `${prefix} CPU per request: PostgreSQL`, value: postgres, unit: 'ms' }]),
    { name: `${prefix} CPU per request: load generator`, value: per(before.generator, after.generator), unit: 'ms' },
  ];
}
