/**
 * Issue 9, card payments (slice "cardpay"): a payment through a card gateway is recorded before the
 * gateway is called and completed afterwards (docs/api-payments.md 'Gateways outside the
 * transaction'), so an operation carries what the payer's browser needs between the two steps:
 * `public_id`, the unguessable id of its return and result pages (no login), `redirect_url`, the
 * gateway's hosted page (a retry with the same Idempotency-Key answers it again), and the payment
 * link it pays, if any. The reconciliation job finds operations still open by `updated_at`.
 * `card_gateway` says which gateway the provider 'card' pays through.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `alter table payment_operations
     add column public_id uuid,
     add column redirect_url text,
     add column payment_request_id uuid references payment_requests(id) on delete restrict`,
  // Payment-link attempts recorded before this migration: linked through the gateway order they paid.
  `update payment_operations o set payment_request_id = r.id
     from payment_requests r where r.provider = o.provider and r.gateway_order_id = o.external_id and o.kind = 'payment_request'`,
  `create index payment_operations_payment_request_idx on payment_operations (payment_request_id) where payment_request_id is not null`,
  `create unique index payment_operations_public_id on payment_operations (public_id) where public_id is not null`,
  `create index payment_operations_open_idx on payment_operations (updated_at) where status in ('pending', 'processing', 'authorised')`,
  `insert into configurations (key, value, description)
     select 'card_gateway', '"revolut"'::jsonb, 'Card gateway of card payments: revolut or payfacto'
     where not exists (select 1 from configurations where key = 'card_gateway')`,
];

const down = [
  `delete from configurations where key = 'card_gateway'`,
  'drop index payment_operations_open_idx',
  'drop index payment_operations_public_id',
  'drop index payment_operations_payment_request_idx',
  'alter table payment_operations drop column payment_request_id, drop column redirect_url, drop column public_id',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
