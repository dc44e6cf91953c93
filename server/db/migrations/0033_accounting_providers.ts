/**
 * Issue 10, slice "accounting providers" (docs/api-accounting-providers.md).
 * - `accounting_providers`: the suppliers the company pays, found by `code`, the code that
 *   `reservations.accounting_provider` and the ledger's `accounting_provider` accounts carry. The
 *   four codes of the stand-in catalogue (domain/accountingProviders.ts, release note 1.2.0) are
 *   inserted, so the reservations and ledger accounts that already name them keep their provider.
 * - `accounting_provider_configurations`: which service type and business line a provider serves,
 *   in which currency it bills and after how many days (payment terms) it is paid.
 * - `reservation_provider_costs`: every provider cost price set on a reservation (release note
 *   1.3.0), newest last: the current cost is the latest row; each row names the ledger transaction
 *   that moved the difference onto the provider's account.
 * - `accounting_provider_payouts`: what the company paid a provider (a ledger transaction each),
 *   idempotent per provider by `Idempotency-Key`.
 */
import type { Kysely } from 'kysely';
import { runStatements } from './run.ts';

const up = [
  `create table accounting_providers (
    id serial primary key,
    code varchar(40) not null unique check (code ~ '^[a-z0-9_]{2,40}$'),
    name varchar(150) not null,
    tax_id varchar(40) not null default '',
    email varchar(254) not null default '',
    phone varchar(20) not null default '',
    country_id integer references countries(id),
    active boolean not null default true,
    notes varchar(1000) not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `insert into accounting_providers (code, name) values
    ('havanatur', 'Havanatur'), ('cubanacan', 'Cubanacán'), ('gaviota', 'Gaviota'), ('viajes_cuba', 'Viajes Cuba')`,
  `create table accounting_provider_configurations (
    id serial primary key,
    provider_id integer not null references accounting_providers(id) on delete cascade,
    service_type varchar(20) not null,
    business_line varchar(50) not null default '',
    currency_id integer not null references currencies(id),
    payment_terms_days integer not null default 0 check (payment_terms_days between 0 and 365),
    active boolean not null default true,
    notes varchar(1000) not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index accounting_provider_configurations_key on accounting_provider_configurations (provider_id, service_type, business_line, currency_id)`,
  `create table reservation_provider_costs (
    id serial primary key,
    reservation_id integer not null references reservations(id) on delete cascade,
    provider_code varchar(40) not null,
    currency_id integer not null references currencies(id),
    amount numeric(14,2) not null check (amount >= 0),
    reason varchar(200) not null default '',
    ledger_transaction_id integer,
    created_by integer references users(id),
    created_at timestamptz not null default now()
  )`,
  `create index reservation_provider_costs_reservation_idx on reservation_provider_costs (reservation_id, id)`,
  `create table accounting_provider_payouts (
    id serial primary key,
    provider_id integer not null references accounting_providers(id),
    currency_id integer not null references currencies(id),
    amount numeric(14,2) not null check (amount > 0),
    reference varchar(100) not null default '',
    notes varchar(500) not null default '',
    idempotency_key varchar(200),
    request_hash varchar(128),
    ledger_transaction_id integer not null,
    created_by integer references users(id),
    created_at timestamptz not null default now()
  )`,
  `create unique index accounting_provider_payouts_key on accounting_provider_payouts (provider_id, idempotency_key) where idempotency_key is not null`,
  `create index accounting_provider_payouts_provider_idx on accounting_provider_payouts (provider_id, id)`,
];

const down = [
  'drop table accounting_provider_payouts',
  'drop table reservation_provider_costs',
  'drop table accounting_provider_configurations',
  'drop table accounting_providers',
];

export const migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
