/**
 * One place where a gateway's word about an order takes effect, by signed webhook: each (order,
 * event) is applied once (its key in gateway_webhook_events); the payment operation — found by
 * its order id, or by our reference when the order id was never recorded — moves through the core
 * (applyResult: a completed one settles the ledger and the reservation's commercial status, and a
 * payment link follows its attempt, follow.ts). `completed` is final — a late `failed` for a
 * captured order changes nothing.
 */
import type { Transaction } from 'kysely';
import type { OperationStatus } from '../../../../domain/payments/statuses.ts';
import type { Database } from '../../../db/schema.ts';
import { applyResult, findGatewayOperation } from '../../payments/operations.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'unknown_order' | 'ignored';

export interface GatewayEvent {
  provider: string;
  /** The provider's event id (Revolut sends none: order id and event name). */
  eventId: string;
  orderId: string;
  /** Our reference sent with the order (`operation-{id}`). */
  reference?: string;
  status: OperationStatus;
  capturedMinor?: number;
  payload?: unknown;
}

export async function applyGatewayEvent(tx: Transaction<Database>, input: GatewayEvent): Promise<EventOutcome> {
  const fresh = await tx
    .insertInto('gateway_webhook_events')
    .values({ provider: input.provider, event_key: input.eventId })
    .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
    .returning('event_key')
    .executeTakeFirst();
  if (!fresh) return 'duplicate';
  const operation = await findGatewayOperation(tx, input.provider, input.orderId, input.reference);
  if (!operation) return 'unknown_order';
  const moved = await applyResult(tx, operation.id, { status: input.status, externalId: input.orderId, capturedMinor: input.capturedMinor, payload: input.payload }, null);
  return moved.changed ? 'applied' : 'ignored';
}
