/**
 * A background worker that polls for due jobs (ARCHITECTURE.md 'Background work'). The jobs live in
 * PostgreSQL and each kind claims its own with FOR UPDATE SKIP LOCKED, so any number of instances
 * can run one; this is only the loop: run a batch, run again at once while batches come back full
 * of work, else sleep. `stop()` lets the batch in flight finish, so shutdown loses nothing.
 * Tests drive `runOnce()` directly and never start the loop.
 */
export interface JobBatch {
  /** Jobs handled in this run (0 when nothing was due). */
  done: number;
}

export interface PollerOptions<R extends JobBatch> {
  intervalMs: number;
  run: () => Promise<R>;
  /** A failed run (the database is down, …) is logged and retried at the next tick. */
  onError: (err: unknown) => void;
}

export interface Poller<R extends JobBatch> {
  start(): void;
  /** Resolves once the run in flight (if any) has finished; no run starts afterwards. */
  stop(): Promise<void>;
  runOnce(): Promise<R>;
}

export function createPoller<R extends JobBatch>(options: PollerOptions<R>): Poller<R> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<R> | null = null;
  let stopped = true;

  // One run at a time per poller: a tick that finds the previous run still going waits for it.
  const runOnce = (): Promise<R> => {
    running ??= options.run().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delay);
  };

  const tick = async () => {
    timer = null;
    let busy = false;
    try {
      busy = (await runOnce()).done > 0;
    } catch (err) {
      options.onError(err);
    }
    schedule(busy ? 0 : options.intervalMs);
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
