/**
 * Issue 9: POST payments/payment-requests/reservation-payment-request/ accepts `Idempotency-Key`.
 * The request keeps the key (per user, as the cart's orders do) and the hash of the body it came
 * with: the same key again answers the first request (no second link, no second e-mail), another
 * body with it is a 409. The unique index makes two racing twins meet.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  'alter table payment_requests add column idempotency_key varchar(200)',
  'alter table payment_requests add column request_hash text',
  'create unique index payment_requests_idempotency on payment_requests (created_by, idempotency_key) where idempotency_key is not null',
];

const down = ['drop index payment_requests_idempotency', 'alter table payment_requests drop column request_hash', 'alter table payment_requests drop column idempotency_key'];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
