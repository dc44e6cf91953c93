/**
 * The outbox for the provider's admins: every mail with its delivery state, the failures first
 * among what they filter for, and a retry for a failed one. Bodies stay out of the answers: a
 * password link in them would let whoever reads the list into the recipient's account.
 */
import { sql, type Kysely } from 'kysely';
import type { OutboxRecord, outboxListQuery } from '../../../domain/schemas/outbox.ts';
import type { z } from '../../../domain/validation.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;

function mails(db: Db) {
  return db
    .selectFrom('outbox as o')
    .select(['o.id', 'o.to', 'o.subject', 'o.kind', 'o.status', 'o.attempts', 'o.created_at', 'o.next_attempt_at', 'o.last_attempt_at', 'o.sent_at', 'o.last_error']);
}

type Row = Awaited<ReturnType<ReturnType<typeof mails>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const toRecord = (r: Row): OutboxRecord => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  kind: r.kind,
  status: r.status,
  attempts: r.attempts,
  created_at: r.created_at.toISOString(),
  // Only a pending mail has a next attempt; for the others the column is a leftover.
  next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
  last_attempt_at: iso(r.last_attempt_at),
  sent_at: iso(r.sent_at),
  last_error: r.last_error,
});

const ORDERING = {
  fields: {
    id: 'o.id',
    created_at: 'o.created_at',
    next_attempt_at: 'o.next_attempt_at',
    sent_at: 'o.sent_at',
    attempts: 'o.attempts',
    status: 'o.status',
    to: sql`lower(o.to)`,
    kind: 'o.kind',
  },
  default: ['-id'],
  tiebreaker: 'o.id',
};

export async function listOutbox({ db }: ServiceContext, url: string, q: z.infer<typeof outboxListQuery>) {
  let query = mails(db);
  if (q.status) query = query.where('o.status', '=', q.status);
  if (q.kind) query = query.where('o.kind', '=', q.kind);
  if (q.id__in) query = query.where('o.id', 'in', q.id__in);
  if (q.search) {
    const p = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('o.to', 'ilike', p), eb('o.subject', 'ilike', p)]));
  }
  return paginate(db, { url }, query, q, ORDERING, toRecord);
}

export async function getOutboxMail(db: Db, id: number): Promise<OutboxRecord> {
  const row = await mails(db).where('o.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

/** A failed mail gets a fresh series of attempts, the first one at the worker's next run. */
export async function retryOutboxMail(db: Db, id: number): Promise<OutboxRecord> {
  const updated = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    await getOutboxMail(db, id);
    throw new ApiError(409, { key: 'api.mail_not_failed' }, 'not_failed');
  }
  return getOutboxMail(db, id);
}
