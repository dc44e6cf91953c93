/**
 * The sandbox's outgoing webhooks: stored in the same transaction as the state change that causes
 * them, then delivered by a worker that claims due rows with FOR UPDATE SKIP LOCKED and a lease
 * (an instance that dies mid-send leaves the row due again: none is lost, at worst one is sent
 * twice, which the receiver's event key absorbs). Each attempt is signed afresh, with its own
 * Revolut-Request-Timestamp, as Revolut does; a non-2xx answer retries with backoff.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { createPoller, type JobBatch, type Poller } from '../../../jobs/poller.ts';
import { revolutSignature } from '../revolut/signature.ts';

type Db = Kysely<Database>;

export const WEBHOOK_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 3_600_000;
const LEASE_MS = 60_000;
const BATCH = 10;

export async function enqueueWebhook(db: Db, input: { provider: string; url: string; body: object }): Promise<void> {
  await db.insertInto('sandbox_webhook_deliveries').values({ provider: input.provider, url: input.url, body: JSON.stringify(input.body), next_attempt_at: sql<Date>`now()` }).execute();
}

export interface WebhookRun extends JobBatch {
  sent: number;
  retried: number;
  failed: number;
}

export interface WebhookWorkerOptions {
  db: Db;
  /** Signing secret per provider (only Revolut signs). */
  secrets: { revolut: string };
  clock?: () => Date;
  onError?: (err: unknown) => void;
  pollMs?: number;
}

export function createWebhookWorker(options: WebhookWorkerOptions): Poller<WebhookRun> {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());

  const run = async (): Promise<WebhookRun> => {
    const now = clock();
    const result: WebhookRun = { done: 0, sent: 0, retried: 0, failed: 0 };
    const claimed = await db
      .updateTable('sandbox_webhook_deliveries')
      .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: new Date(now.getTime() + LEASE_MS) })
      .where('id', 'in', (eb) =>
        eb.selectFrom('sandbox_webhook_deliveries').select('id').where('status', '=', 'pending').where('next_attempt_at', '<=', now).orderBy('id').limit(BATCH).forUpdate().skipLocked(),
      )
      .returning(['id', 'provider', 'url', 'body', 'attempts'])
      .execute();
    for (const row of claimed) {
      result.done++;
      const timestamp = String(clock().getTime());
      let error = '';
      try {
        const res = await fetch(row.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'revolut-request-timestamp': timestamp,
            'revolut-signature': revolutSignature(options.secrets.revolut, timestamp, row.body),
          },
          body: row.body,
          signal: AbortSignal.timeout(15_000),
        });
        if (!res.ok) error = `HTTP ${res.status}`;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      const guard = db.updateTable('sandbox_webhook_deliveries').where('id', '=', row.id).where('attempts', '=', row.attempts).where('status', '=', 'pending');
      if (!error) {
        await guard.set({ status: 'sent', last_error: '' }).execute();
        result.sent++;
      } else if (row.attempts >= WEBHOOK_MAX_ATTEMPTS) {
        await guard.set({ status: 'failed', last_error: error }).execute();
        result.failed++;
      } else {
        const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (row.attempts - 1));
        await guard.set({ last_error: error, next_attempt_at: new Date(clock().getTime() + delay) }).execute();
        result.retried++;
      }
    }
    return result;
  };

  return createPoller({ intervalMs: options.pollMs ?? 2_000, run, onError: options.onError ?? (() => undefined) });
}
