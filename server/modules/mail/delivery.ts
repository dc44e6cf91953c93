/**
 * The outbox's delivery bookkeeping. A worker claims due mails in one statement (FOR UPDATE SKIP
 * LOCKED, so instances never claim the same row) and pushes their `next_attempt_at` a lease ahead:
 * if the instance dies while sending, the mail becomes due again when the lease ends, so none is
 * lost (at worst one is sent twice, with the same Message-ID). A mail is marked sent only after
 * the transport accepted it; a refusal schedules the next attempt with exponential backoff, and
 * after MAIL_MAX_ATTEMPTS the mail is `failed` until an admin retries it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OutgoingMail } from './transport.ts';

export const MAIL_MAX_ATTEMPTS = 8;
/** First retry after a minute, then 2, 4, 8 … capped at an hour (about 2 h in all). */
export const MAIL_BACKOFF_BASE_MS = 60_000;
export const MAIL_BACKOFF_MAX_MS = 3_600_000;
/** Longer than the slowest send the SMTP timeouts allow. */
export const MAIL_LEASE_MS = 5 * 60_000;

export interface DeliveryPolicy {
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  leaseMs: number;
}

export const DEFAULT_POLICY: DeliveryPolicy = {
  maxAttempts: MAIL_MAX_ATTEMPTS,
  backoffBaseMs: MAIL_BACKOFF_BASE_MS,
  backoffMaxMs: MAIL_BACKOFF_MAX_MS,
  leaseMs: MAIL_LEASE_MS,
};

/** Delay before attempt `attempts + 1`, after `attempts` failed ones (1 → base, 2 → 2 × base …). */
export function backoffMs(attempts: number, policy: Pick<DeliveryPolicy, 'backoffBaseMs' | 'backoffMaxMs'> = DEFAULT_POLICY): number {
  return Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

export interface ClaimedMail extends OutgoingMail {
  /** Attempts including this one. */
  attempts: number;
  /** `{name, params}` while the mail is still to be rendered (compose.ts), else null. */
  template: unknown;
}

type Db = Kysely<Database>;

export async function claimDueMails(db: Db, now: Date, limit: number, policy: DeliveryPolicy): Promise<ClaimedMail[]> {
  const leaseEnd = new Date(now.getTime() + policy.leaseMs);
  const claimed = await db
    .updateTable('outbox')
    .set({ attempts: sql<number>`attempts + 1`, last_attempt_at: now, next_attempt_at: leaseEnd })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'to', 'subject', 'body', 'kind', 'created_at', 'attempts', 'template'])
    .execute();
  return claimed;
}

/**
 * The guard on `attempts` leaves the row alone when this claim's lease ran out and another
 * instance claimed the mail again: that instance owns the outcome now.
 */
export async function markSent(db: Db, mail: ClaimedMail, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, last_error: '' })
    .where('id', '=', mail.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', mail.attempts)
    .execute();
}

/** Returns the new status: 'pending' with a later attempt, or 'failed' after the last one. */
export async function markRefused(db: Db, mail: ClaimedMail, now: Date, error: string, policy: DeliveryPolicy): Promise<'pending' | 'failed'> {
  const failed = mail.attempts >= policy.maxAttempts;
  await db
    .updateTable('outbox')
    .set({
      status: failed ? 'failed' : 'pending',
      next_attempt_at: new Date(now.getTime() + (failed ? 0 : backoffMs(mail.attempts, policy))),
      last_error: error.slice(0, 2000),
    })
    .where('id', '=', mail.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', mail.attempts)
    .execute();
  return failed ? 'failed' : 'pending';
}
