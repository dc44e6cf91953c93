/**
 * One place where a gateway's word about an order takes effect, whether it came by signed webhook
 * or by reading the order on the customer's return: each (order, event) is applied once (its key
 * in gateway_webhook_events); the payment operation moves through the core (applyResult: a
 * completed one settles the ledger and the reservation's commercial status), and the payment
 * request follows. `completed` is final — a late `failed` for a captured order changes nothing.
 */
import type { Transaction } from 'kysely';
import type { OperationStatus } from '../../../../domain/payments/statuses.ts';
import type { Database } from '../../../db/schema.ts';
import { applyResult, findByExternalId } from '../../payments/operations.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'unknown_order' | 'ignored';

export interface GatewayEvent {
  provider: string;
  /** The provider's event id (Revolut sends none: order id and event name). */
  eventId: string;
  orderId: string;
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
  const operation = await findByExternalId(tx, input.provider, input.orderId);
  const moved = operation ? (await applyResult(tx, operation.id, { status: input.status, capturedMinor: input.capturedMinor, payload: input.payload }, null)).changed : false;
  const request = await tx
    .selectFrom('payment_requests')
    .select(['id', 'status'])
    .where('provider', '=', input.provider)
    .where('gateway_order_id', '=', input.orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!operation && !request) return 'unknown_order';
  if (request && request.status !== 'completed' && request.status !== input.status) {
    await tx
      .updateTable('payment_requests')
      .set({ status: input.status, ...(input.status === 'completed' ? { paid_at: new Date() } : {}) })
      .where('id', '=', request.id)
      .execute();
    return 'applied';
  }
  return moved ? 'applied' : 'ignored';
}
