/** Tables of migration 0016: the double-entry ledger, payment operations and orders. */
import type { ColumnType, Generated } from 'kysely';
import type { OperationKind, OperationStatus } from '../../domain/payments/statuses.ts';
import type { Json, Numeric } from './schema.ts';

export const ACCOUNT_KINDS = ['agency_funds', 'markup_earnings', 'provider_revenue', 'gateway_clearing', 'accounting_provider', 'opening_balance', 'custom'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: AccountKind;
  agency_id: number | null;
  /** Gateway or accounting provider code; '' for the others. */
  provider: Defaulted<string>;
  currency_id: number;
  /** The sum of the account's entries, kept by a trigger (migration 0016); never written by code. */
  balance: ColumnType<string, never, never>;
  created_at: Generated<Date>;
  /** How many entries the account holds, kept by the same trigger (migration 0043b). */
  entries: ColumnType<string, never, never>;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: string;
  reference: Defaulted<string>;
  reservation_id: number | null;
  order_id: number | null;
  payment_operation_id: number | null;
  reverses_id: number | null;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: Numeric;
  currency_id: number;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  agency_id: number;
  currency_id: number;
  total: ColumnType<string, string | number | undefined, string | number>;
  created_by: number | null;
  created_at: Generated<Date>;
  /** The checkout's Idempotency-Key and the sha256 of its body (migration 0024). */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  idempotency_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentOperationsTable {
  id: Generated<number>;
  kind: OperationKind;
  status: Defaulted<OperationStatus>;
  provider: string;
  amount: Numeric;
  currency_id: number;
  agency_id: number;
  reservation_id: number | null;
  order_id: number | null;
  /** The payment a refund gives back. */
  parent_id: number | null;
  external_id: string | null;
  idempotency_key: string | null;
  /** sha256 of the body that first used the idempotency key. */
  request_hash: string | null;
  captured_amount: ColumnType<string, string | number | undefined, string | number>;
  refunded_amount: ColumnType<string, string | number | undefined, string | number>;
  /** The provider's raw answers and webhooks, for support. */
  payload: ColumnType<unknown, string | undefined, string>;
  error: Defaulted<string>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Migration 0028: the unguessable id of a card payment's return and result pages. */
  public_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0028: the gateway's hosted page the payer was sent to. */
  redirect_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0028: the payment link (payment_requests) this operation pays. */
  payment_request_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Paid from (refunded to) funds in another currency (migration 0035): the conversion used; all null otherwise. */
  funds_currency_id: ColumnType<number | null, number | null | undefined, number | null>;
  funds_amount: ColumnType<string | null, string | null | undefined, string | null>;
  /** The RateTable (currency id → rate against USD) of the two currencies on `rate_date`. */
  exchange_rates: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  rate_date: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LedgerBalanceDriftView {
  id: number;
  balance: string;
  total: string;
}

export type { Json };
