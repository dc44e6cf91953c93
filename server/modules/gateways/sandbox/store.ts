/**
 * The sandbox gateway's orders (both providers): create with an optional idempotency key (a
 * retry returns the first order), pay or decline once (a guarded update from `pending`), refund
 * within what was captured (the guard is in the update and in a CHECK of migration 0018).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { OperationStatus, SandboxGatewayOrdersTable } from '../../../db/schemaGateways.ts';

type Db = Kysely<Database>;
export type SandboxOrder = Selectable<SandboxGatewayOrdersTable>;

export interface NewSandboxOrder {
  provider: string;
  amountMinor: number;
  currency: string;
  description?: string;
  reference?: string;
  redirectUrl?: string;
  failureUrl?: string;
  idempotencyKey?: string | null;
  /** A refund order keeps its parent id in `reference` and is born completed. */
  state?: OperationStatus;
}

export async function createSandboxOrder(db: Db, o: NewSandboxOrder): Promise<SandboxOrder> {
  const key = o.idempotencyKey || null;
  if (key) {
    const earlier = await findByKey(db, o.provider, key);
    if (earlier) return earlier;
  }
  const inserted = await db
    .insertInto('sandbox_gateway_orders')
    .values({
      id: randomUUID(),
      provider: o.provider,
      token: randomUUID(),
      amount_minor: o.amountMinor,
      currency: o.currency,
      description: o.description ?? '',
      reference: o.reference ?? '',
      redirect_url: o.redirectUrl ?? '',
      failure_url: o.failureUrl ?? '',
      state: o.state ?? 'pending',
      idempotency_key: key,
    })
    .onConflict((oc) => oc.columns(['provider', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  // Two retries racing with one key: the loser reads the winner's order.
  return inserted ?? (await findByKey(db, o.provider, key as string))!;
}

function findByKey(db: Db, provider: string, key: string) {
  return db.selectFrom('sandbox_gateway_orders').selectAll().where('provider', '=', provider).where('idempotency_key', '=', key).executeTakeFirst();
}

export function findSandboxOrder(db: Db, provider: string, column: 'id' | 'token', value: string) {
  return db.selectFrom('sandbox_gateway_orders').selectAll().where('provider', '=', provider).where(column, '=', value).executeTakeFirst();
}

/** pending → completed/failed/cancelled once; undefined when the order had already moved on. */
export function settleSandboxOrder(db: Db, id: string, to: OperationStatus, from: OperationStatus[] = ['pending']) {
  return db.updateTable('sandbox_gateway_orders').set({ state: to }).where('id', '=', id).where('state', 'in', from).returningAll().executeTakeFirst();
}

/** Adds a refund to a completed order; undefined when it would exceed what was captured. */
export function addSandboxRefund(db: Db, id: string, amountMinor: number) {
  return db
    .updateTable('sandbox_gateway_orders')
    .set((eb) => ({ refunded_minor: eb('refunded_minor', '+', amountMinor) }))
    .where('id', '=', id)
    .where('state', '=', 'completed')
    .where((eb) => eb(eb('refunded_minor', '+', amountMinor), '<=', eb.ref('amount_minor')))
    .returningAll()
    .executeTakeFirst();
}
