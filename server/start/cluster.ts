/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process is the primary of a node:cluster. It has
 * migrated and seeded the database already; it starts that many instances of the API, each a
 * process serving the same port (the primary hands the connections out in turn), and stops them
 * with itself. The instances share nothing but the database: caches are cleared on every instance
 * through LISTEN/NOTIFY and background jobs are claimed with SKIP LOCKED, as behind any load balancer.
 */
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { announceListening } from './instance.ts';

/** An instance that ends sooner than this after its start is not restarted: it would only fail again. */
const MIN_UPTIME_MS = 10_000;

export function runCluster(config: Config): void {
  // The instances run server/main.ts with this process's loader flags (tsx), whatever started us (npm start imports it).
  cluster.setupPrimary({ exec: fileURLToPath(new URL('../main.ts', import.meta.url)), execArgv: process.execArgv });
  const started = new Map<number, number>();
  let listening = 0;
  let closing = false;
  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.instances) announceListening(config, config.instances);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const uptime = Date.now() - (started.get(worker.id) ?? 0);
    console.error(`Instance ${worker.process.pid} ended (${signal ?? `exit code ${code}`}).`);
    if (uptime < MIN_UPTIME_MS) {
      console.error('It ended right after its start: stopping the others.');
      stop('SIGTERM', 1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (closing) return;
    closing = true;
    process.exitCode = exitCode;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    // Each instance closes as a single one does (mail in flight finished, requests drained).
    for (const worker of workers) worker.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < config.instances; i++) fork();
}
