/**
 * One place where a gateway's word about an order changes a payment request, whether it came by
 * signed webhook or by reading the order on the customer's return: each (order, event) is applied
 * once (its key in gateway_webhook_events), and `completed` is final — a late `failed` for an order
 * already captured changes nothing.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { OperationStatus } from '../../../db/schemaGateways.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'unknown_order' | 'ignored';

export async function applyGatewayEvent(
  tx: Transaction<Database>,
  input: { provider: string; orderId: string; event: string; status: OperationStatus },
): Promise<EventOutcome> {
  const fresh = await tx
    .insertInto('gateway_webhook_events')
    .values({ provider: input.provider, event_key: `${input.orderId}:${input.event}` })
    .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
    .returning('event_key')
    .executeTakeFirst();
  if (!fresh) return 'duplicate';
  const request = await tx
    .selectFrom('payment_requests')
    .select(['id', 'status'])
    .where('provider', '=', input.provider)
    .where('gateway_order_id', '=', input.orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!request) return 'unknown_order';
  if (request.status === 'completed' || request.status === input.status) return 'ignored';
  await tx
    .updateTable('payment_requests')
    .set({ status: input.status, ...(input.status === 'completed' ? { paid_at: new Date() } : {}) })
    .where('id', '=', request.id)
    .execute();
  return 'applied';
}
