/** Tables of migration 0018 (card gateways, payment links, the sandbox gateway). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Numeric = ColumnType<string, string | number, string | number>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type OperationStatus = 'pending' | 'processing' | 'authorised' | 'completed' | 'cancelled' | 'failed';

export interface PaymentRequestsTable {
  id: Generated<string>;
  reservation_id: number | null;
  order_id: number | null;
  agency_id: number;
  amount: Numeric;
  currency: string;
  email: string;
  language: Defaulted<string>;
  status: Defaulted<OperationStatus>;
  provider: Defaulted<string>;
  gateway_order_id: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  paid_at: NullableTimestamp;
  /** Idempotency-Key of the create (per user) and the hash of its body (migration 0045). */
  idempotency_key: Defaulted<string | null>;
  request_hash: Defaulted<string | null>;
}

export interface GatewayWebhookEventsTable {
  provider: string;
  event_key: string;
  received_at: Generated<Date>;
}

export interface SandboxGatewayOrdersTable {
  id: string;
  provider: string;
  token: string;
  amount_minor: number;
  currency: string;
  description: Defaulted<string>;
  reference: Defaulted<string>;
  redirect_url: Defaulted<string>;
  failure_url: Defaulted<string>;
  state: Defaulted<OperationStatus>;
  refunded_minor: Defaulted<number>;
  idempotency_key: string | null;
  created_at: Generated<Date>;
}

export interface SandboxWebhookDeliveriesTable {
  id: Generated<number>;
  provider: string;
  url: string;
  body: string;
  status: Defaulted<'pending' | 'sent' | 'failed'>;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  last_error: Defaulted<string>;
  created_at: Generated<Date>;
}

export interface GatewayTables {
  payment_requests: PaymentRequestsTable;
  gateway_webhook_events: GatewayWebhookEventsTable;
  sandbox_gateway_orders: SandboxGatewayOrdersTable;
  sandbox_webhook_deliveries: SandboxWebhookDeliveriesTable;
}
