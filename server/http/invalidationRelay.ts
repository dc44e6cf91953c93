/**
 * The PostgreSQL back end of the invalidation bus (invalidation.ts): one dedicated connection per
 * process LISTENs on one channel; a publish clears this instance's caches at once, NOTIFYs the
 * others through the pool, and waits (at most ECHO_WAIT_MS) until its own message comes back on
 * the listening connection. PostgreSQL hands a notification to every listening session at the same
 * commit, so once the echo is here the other instances have it too (within the socket's latency)
 * and the write's answer may go out.
 *
 * A lost connection is reopened with a growing delay; since messages sent meanwhile are lost, every
 * cache of this instance is cleared when the connection drops and again once it listens again. The
 * caches' TTLs stay as the last safety net.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.ts';
import { invalidationBus } from './invalidation.ts';

export const INVALIDATION_CHANNEL = 'portal_invalidation';
const ECHO_WAIT_MS = 2_000;
const RECONNECT_MIN_MS = 200;
const RECONNECT_MAX_MS = 5_000;

interface Message {
  /** The sending instance. */
  o: string;
  /** Its sequence number, to match the echo. */
  n: number;
  t: string;
  k?: string;
}

export interface InvalidationRelay {
  /** True while the listening connection is up. */
  readonly listening: boolean;
  stop(): Promise<void>;
}

type Log = (message: string, err?: unknown) => void;

function parse(payload: string | undefined): Message | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Message>;
    return typeof value.o === 'string' && typeof value.n === 'number' && typeof value.t === 'string' ? (value as Message) : null;
  } catch {
    return null;
  }
}

/** Starts relaying the bus of `db` through the PostgreSQL at `url` (the database `db` uses). */
export async function relayThroughPostgres(db: Kysely<Database>, url: string, log: Log = () => {}): Promise<InvalidationRelay> {
  const bus = invalidationBus(db);
  const origin = randomUUID();
  const echoes = new Map<number, () => void>();
  let sequence = 0;
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== INVALIDATION_CHANNEL) return;
    const m = parse(message.payload);
    if (!m) return;
    if (m.o === origin) echoes.get(m.n)?.();
    else bus.deliver(m.t, m.k);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotification);
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, null));
    try {
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (err) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
  };

  const reconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        // What others published while we did not listen is lost: start afresh.
        () => bus.deliverAll(),
        (err: unknown) => {
          log('invalidation listener: reconnect failed', err);
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          reconnect();
        },
      );
    }, delay);
    timer.unref();
  };

  function lost(which: pg.Client, err: unknown): void {
    if (client !== which) return;
    client = null;
    which.removeAllListeners('end');
    which.end().catch(() => {});
    for (const release of echoes.values()) release();
    echoes.clear();
    if (stopped) return;
    log('invalidation listener: connection lost, reconnecting', err);
    bus.deliverAll();
    reconnect();
  }

  bus.relay = async (topic, key) => {
    bus.deliver(topic, key);
    const n = ++sequence;
    const payload = JSON.stringify({ o: origin, n, t: topic, ...(key !== undefined ? { k: key } : {}) } satisfies Message);
    // Without a listening connection no echo comes back: send, and do not wait.
    const echo = client
      ? new Promise<void>((resolve) => {
          const done = setTimeout(resolve, ECHO_WAIT_MS);
          echoes.set(n, () => {
            clearTimeout(done);
            resolve();
          });
        })
      : Promise.resolve();
    try {
      await sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`.execute(db);
      await echo;
    } catch (err) {
      // The write has committed; the other instances catch up within their TTLs.
      log('invalidation: NOTIFY failed', err);
    } finally {
      echoes.delete(n);
    }
  };

  await connect();
  return {
    get listening() {
      return client !== null;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (bus.relay) bus.relay = null;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
