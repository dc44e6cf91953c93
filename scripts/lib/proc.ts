/**
 * Child-process helpers shared by the scripts, the Playwright harness and the benchmarks.
 * Children are started in their own process group (`detached`) so that stopping one also stops
 * whatever it started itself (tsx watch, esbuild, Chromium …).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (scripts/lib/ is two levels below it). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Path of an executable installed by npm in node_modules/.bin. */
export function bin(name: string): string {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/** Asks the kernel for a free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface RunResult {
  code: number;
  signal: NodeJS.Signals | null;
  ms: number;
}

/** Sends a signal to a child's whole process group; ignores children that are already gone. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Resolves when the child has exited (immediately if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM the group, then SIGKILL after `graceMs` if it is still there. */
export async function stopGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/**
 * Children started by `run` that are still alive. While there are any, a signal to this process is
 * passed on to them (they run in their own process groups) and remembered for `interrupted()`.
 */
const live = new Set<ChildProcess>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let interruptedBy: NodeJS.Signals | null = null;

/** The signal that interrupted this script, if any: callers stop starting new stages. */
export function interrupted(): NodeJS.Signals | null {
  return interruptedBy;
}

function onSignal(signal: NodeJS.Signals): void {
  interruptedBy = signal;
  for (const child of live) killGroup(child, signal);
  // Let the awaiting code see the child exit and clean up; exit hard if the child does not stop.
  setTimeout(() => process.exit(130), 10_000).unref();
}

function track(child: ChildProcess): void {
  if (live.size === 0) for (const signal of SIGNALS) process.on(signal, onSignal);
  live.add(child);
}

function untrack(child: ChildProcess): void {
  live.delete(child);
  if (live.size === 0) for (const signal of SIGNALS) process.off(signal, onSignal);
}

/**
 * Runs a command to completion with inherited stdio (or the given options) and resolves with its
 * exit code. Never rejects for a non-zero exit: callers decide what a failure means.
 */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', detached: true, ...options });
    track(child);
    let settled = false;
    const finish = (code: number, signal: NodeJS.Signals | null): void => {
      if (settled) return;
      settled = true;
      untrack(child);
      resolve({ code, signal, ms: Date.now() - started });
    };
    child.on('error', (err) => {
      console.error(`Could not start ${cmd}: ${err.message}`);
      if (child.pid === undefined) finish(127, null);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1), signal));
  });
}

/** Polls `url` until it answers 2xx, the child dies, or `timeoutMs` passes. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`server exited (code ${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (last: ${last})`);
}

/** "12.3 s" / "840 ms" */
export function formatMs(ms: number): string {
  return ms >= 1_000 ? `${(ms / 1_000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/**
 * Fields 3 onwards of /proc/<pid>/stat (Linux), `field(n)` as numbered by proc(5), or null when the
 * process has ended. The command name (field 2) may hold spaces and parentheses: fields are
 * counted after its last ')'.
 */
export function procStat(pid: number): ((n: number) => number) | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (n) => Number(rest[n - 3]);
}

/** The processes `parent` started that are still running. */
export function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && procStat(Number(entry))?.(4) === parent)
    .map(Number);
}

/** A process's command name (/proc/<pid>/comm), or null when it has ended. */
export function commandOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}
