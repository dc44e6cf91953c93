/**
 * An Idempotency-Key names a retry of ONE user's request (as the cart's orders and the payment
 * links already keep theirs, migrations 0024 and 0045): the payment operations' keys become per
 * user too. Before, a key was unique per provider across all users, so another user sending the
 * same key got the first user's operation back (same body) or a 409 (another body). Operations
 * recorded without a user (none carry a key today) count as user 0, so they stay unique as well.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  'drop index payment_operations_idempotency',
  `create unique index payment_operations_idempotency on payment_operations (provider, coalesce(created_by, 0), idempotency_key)
     where idempotency_key is not null`,
];

const down = [
  'drop index payment_operations_idempotency',
  'create unique index payment_operations_idempotency on payment_operations (provider, idempotency_key) where idempotency_key is not null',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
