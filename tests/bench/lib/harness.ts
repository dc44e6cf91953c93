/**
 * Shared harness of the benchmarks: what a scenario module exports, the context it gets (a running
 * server on a fresh demo database, an admin token), an autocannon helper with warm-up, and targets.
 *
 * A scenario is a file in tests/bench/scenarios/ (run in file-name order; the NN- prefix orders them)
 * whose default export is a `Scenario`. Add one by adding a file; the harness finds it.
 */
import { readFileSync } from 'node:fs';
import autocannon, { type Options, type RequestSpec, type Result } from 'autocannon';
import { serverInstances, type RunningServer } from '../../../scripts/lib/server-process.ts';
import { cpuMetrics, type CpuSnapshot, type CpuSpent } from './cpu.ts';
import type { SqlCapture } from './postgres.ts';

export interface Target {
  /** '=' for counts that must come out exact (the bookings of a race for the last seats). */
  op: '<' | '<=' | '>' | '>=' | '=';
  value: number;
}

export interface Metric {
  name: string;
  value: number;
  unit: string;
  /** Absent for figures we only report. */
  target?: Target;
}

export interface BenchContext {
  server: RunningServer;
  baseURL: string;
  /** Repository root; the Vite build is in `${root}/dist`. */
  root: string;
  /** Access token of the demo admin (logged in once before the scenarios). */
  adminAccess: string;
  /** Seconds of each measured load run (BENCH_DURATION, default 10) and of its warm-up (BENCH_WARMUP, default 2). */
  duration: number;
  warmup: number;
  /** On PostgreSQL runs (--pg): the server's database, to run an API request's SQL directly (postgres.ts). */
  sql?: SqlCapture;
  /** CPU time so far of the server, the PostgreSQL cluster and the bench (lib/cpu.ts), for "CPU per request". */
  cpu?: () => CpuSnapshot;
}

export interface Scenario {
  name: string;
  description: string;
  /** Needs the Vite build in dist/ (the runner builds only when a selected scenario says so). */
  needsBuild?: boolean;
  /**
   * Needs the large network of SEED=bench-network (10 000 agencies, 50 000 users) in the server's
   * database, or SEED=bench (that network plus a year of flight schedules, over 50 000 departures,
   * and 100 000 flight reservations); when a selected scenario says so, the server starts with it
   * for the whole run ('bench' when any asks for it, as it holds the network too).
   */
  seed?: 'bench-network' | 'bench' | 'bench-ledger';
  run(ctx: BenchContext): Promise<Metric[]>;
}

export interface MetricResult extends Metric {
  scenario: string;
  pass: boolean | null;
}

export function meets(value: number, target: Target): boolean {
  switch (target.op) {
    case '<':
      return value < target.value;
    case '<=':
      return value <= target.value;
    case '>':
      return value > target.value;
    case '>=':
      return value >= target.value;
    case '=':
      return value === target.value;
  }
}

export const DEMO_PASSWORD = 'demo1234';

export async function login(baseURL: string, username: string, password = DEMO_PASSWORD): Promise<{ access: string; refresh: string }> {
  const res = await fetch(`${baseURL}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as { access: string; refresh: string };
}

/** A load run's autocannon result, with the CPU spent during the measured part when the context can read it. */
export type LoadResult = Result & { cpu?: CpuSpent };

/** Runs autocannon for `ctx.warmup` seconds (discarded), then for `ctx.duration` seconds. */
export async function load(ctx: BenchContext, options: Omit<Options, 'duration'>): Promise<LoadResult> {
  if (ctx.warmup > 0) await autocannon({ ...options, duration: ctx.warmup });
  const before = ctx.cpu?.();
  const result: LoadResult = await autocannon({ ...options, duration: ctx.duration });
  if (before && ctx.cpu) result.cpu = { before, after: ctx.cpu() };
  return result;
}

/** A load run with every latency kept (autocannon's histogram has no p95) and the answers counted by status. */
export interface SampledRun {
  result: LoadResult;
  /** Response times in ms of the measured run, ascending. */
  latencies: number[];
  statuses: Map<number, number>;
}

/**
 * Like `load`, but each request's path comes from `nextPath()` (varied queries), and every response
 * time of the measured run is kept for exact percentiles. `everyPathOnce`: asked once each at the
 * run's connections before the warm-up, so that every instance of the server (WEB_CONCURRENCY) has
 * served them, as a server in use has: what an instance keeps (the hotel search's catalogues) is
 * then read during neither the warm-up nor the run.
 */
export async function loadSampled(ctx: BenchContext, options: Omit<Options, 'duration' | 'requests'>, nextPath: () => string, everyPathOnce: readonly string[] = []): Promise<SampledRun> {
  const requests = [{ setupRequest: (request: RequestSpec) => ({ ...request, path: nextPath() }) }];
  if (everyPathOnce.length > 0) {
    let at = 0;
    await autocannon({ ...options, amount: everyPathOnce.length, requests: [{ setupRequest: (request: RequestSpec) => ({ ...request, path: everyPathOnce[at++ % everyPathOnce.length] }) }] });
  }
  if (ctx.warmup > 0) await autocannon({ ...options, requests, duration: ctx.warmup });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const before = ctx.cpu?.();
  const result: LoadResult = await autocannon({ ...options, requests, duration: ctx.duration }).on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  if (before && ctx.cpu) result.cpu = { before, after: ctx.cpu() };
  return { result, latencies: latencies.sort((a, b) => a - b), statuses };
}

/** The p-th percentile (0–100) of ascending values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))];
}

/**
 * The usual figures of a load run: throughput, p50, p99 and the count of failed answers, then the
 * CPU one answered request cost (lib/cpu.ts) when it was measured.
 */
export function loadMetrics(prefix: string, result: LoadResult, p99Target?: Target): Metric[] {
  const answered = result['2xx'] + result.non2xx;
  // No answer at all is a failure too: count every request sent as failed (at least one).
  const failed = answered === 0 ? Math.max(result.requests.sent, 1) : result.non2xx + result.errors + result.timeouts;
  return [
    { name: `${prefix} requests/s`, value: round(result.requests.average), unit: 'req/s' },
    { name: `${prefix} latency p50`, value: result.latency.p50, unit: 'ms' },
    { name: `${prefix} latency p99`, value: result.latency.p99, unit: 'ms', target: p99Target },
    // A run with failed answers measured something else (401s, throttling): it must be zero.
    { name: `${prefix} failed answers`, value: failed, unit: `of ${Math.max(result.requests.sent, answered)}`, target: { op: '<=', value: 0 } },
    ...(result.cpu ? cpuMetrics(prefix, result.cpu, answered) : []),
  ];
}

/**
 * Waits until the server answers /api/health/ within 100 ms (or 15 s pass): requests still queued
 * from a load run must not be counted against the next scenario.
 */
export async function settle(baseURL: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const t0 = Date.now();
    try {
      await (await fetch(`${baseURL}/api/health/`, { signal: AbortSignal.timeout(5_000) })).text();
      if (Date.now() - t0 < 100) return;
    } catch {
      // busy; try again
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The processes that serve the API: the instances the server started (WEB_CONCURRENCY, bench on
 * PostgreSQL), or the server itself when it serves alone. Memory is a figure of each of them.
 */
export function instancePids(ctx: BenchContext): number[] {
  const instances = serverInstances(ctx.server.pid);
  return instances.length > 0 ? instances : [ctx.server.pid];
}

/** Resident memory of a process in MB (Linux /proc), or null when unreadable. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
