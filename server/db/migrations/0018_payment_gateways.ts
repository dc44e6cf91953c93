/**
 * Issue 9, card gateways: payment links (`payment_requests`), the webhook events already applied
 * (a replay finds its key and changes nothing), and the sandbox gateway's own state — its orders
 * and the signed webhooks it still has to deliver (a job with retries, so a crash loses none).
 * `order_id` points at the core's `orders` (0016) without a foreign key: this migration must not
 * depend on the order in which the branches merge.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const STATUSES = `'pending', 'processing', 'authorised', 'completed', 'cancelled', 'failed'`;

const up = [
  `create table payment_requests (
    id uuid primary key default gen_random_uuid(),
    reservation_id integer references reservations(id),
    order_id integer,
    agency_id integer not null references agencies(id),
    amount numeric(14,2) not null check (amount > 0),
    currency text not null,
    email text not null,
    language text not null default 'es',
    status text not null default 'pending' check (status in (${STATUSES})),
    provider text not null default 'revolut',
    gateway_order_id text,
    created_by integer references users(id),
    created_at timestamptz not null default now(),
    paid_at timestamptz,
    check (reservation_id is not null or order_id is not null)
  )`,
  `create index payment_requests_reservation on payment_requests (reservation_id)`,
  `create unique index payment_requests_gateway_order on payment_requests (provider, gateway_order_id)`,
  `create table gateway_webhook_events (
    provider text not null,
    event_key text not null,
    received_at timestamptz not null default now(),
    primary key (provider, event_key)
  )`,
  `create table sandbox_gateway_orders (
    id text primary key,
    provider text not null,
    token text not null unique,
    amount_minor bigint not null check (amount_minor > 0),
    currency text not null,
    description text not null default '',
    reference text not null default '',
    redirect_url text not null default '',
    failure_url text not null default '',
    state text not null default 'pending' check (state in (${STATUSES})),
    refunded_minor bigint not null default 0 check (refunded_minor >= 0 and refunded_minor <= amount_minor),
    idempotency_key text,
    created_at timestamptz not null default now(),
    unique (provider, idempotency_key)
  )`,
  `create table sandbox_webhook_deliveries (
    id bigserial primary key,
    provider text not null,
    url text not null,
    body text not null,
    status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    last_error text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create index sandbox_webhook_deliveries_due on sandbox_webhook_deliveries (next_attempt_at) where status = 'pending'`,
];

const down = [
  'drop table sandbox_webhook_deliveries',
  'drop table sandbox_gateway_orders',
  'drop table gateway_webhook_events',
  'drop table payment_requests',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
