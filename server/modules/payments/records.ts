/** Rows to answers (domain/records/payments.ts). */
import type { OperationRecord } from '../../../domain/records/payments.ts';
import type { OperationKind, OperationStatus } from '../../../domain/payments/statuses.ts';
import { exchangeRecord } from './exchange.ts';
import type { OperationRow } from './operations.ts';

const money = (v: string | number) => Number(v).toFixed(2);

export function toOperationRecord(o: OperationRow): OperationRecord {
  return {
    id: o.id,
    kind: o.kind as OperationKind,
    status: o.status as OperationStatus,
    provider: o.provider,
    amount: money(o.amount),
    currency: o.currency_id,
    agency: o.agency_id,
    reservation: o.reservation_id,
    order: o.order_id,
    parent: o.parent_id,
    external_id: o.external_id,
    captured_amount: money(o.captured_amount),
    refunded_amount: money(o.refunded_amount),
    created_by: o.created_by,
    created_at: new Date(o.created_at).toISOString(),
    updated_at: new Date(o.updated_at).toISOString(),
    exchange: exchangeRecord(o),
  };
}
