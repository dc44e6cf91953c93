/**
 * Idempotency-Key of POST cart/checkout/ (docs/api-cart.md): the order remembers the key and the
 * hash of the body; the same key again answers that order as it stands (nothing booked or paid
 * again), with another body it is 409 idempotency_key_reused. Keys are the user's own, like the cart.
 */
import type { CheckoutRecord } from '../../../domain/records/cart.ts';
import type { ServiceContext } from '../../http/context.ts';
import { keyReused } from '../payments/operations.ts';
import { settledSummary } from './payOrder.ts';

/** Thrown inside the checkout's transaction when a concurrent twin took the key first. */
export class OrderKeyTaken extends Error {
  constructor() {
    super('order idempotency key taken');
  }
}

/** The order a key already made, answered again; null when the key is new. */
export async function replayedCheckout(ctx: ServiceContext, key: string | undefined, hash: string): Promise<CheckoutRecord | null> {
  if (!key) return null;
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'number', 'total', 'currency_id', 'idempotency_hash'])
    .where('created_by', '=', ctx.actor.id)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!order) return null;
  if (order.idempotency_hash !== hash) throw keyReused();
  const rows = await ctx.db.selectFrom('reservations').select(['id', 'customer_id']).where('order_id', '=', order.id).orderBy('id').execute();
  const summary = await settledSummary(ctx, rows.map((r) => r.id));
  return { order: { id: order.id, number: order.number, total: order.total, currency: order.currency_id }, customer: rows[0]?.customer_id ?? null, ...summary };
}
