/**
 * The payment operations of one gateway for its staff (spec §6 Revolut View, Payfacto View):
 * filtered, paged, tenant scoped (the operation's agency in the caller's scope), and exported.
 */
import { sql, type Kysely } from 'kysely';
import type { GatewayOperationListQuery, GatewayOperationRecord } from '../../../../domain/schemas/gatewayOperations.ts';
import type { Database } from '../../../db/schema.ts';
import type { ServiceContext } from '../../../http/context.ts';
import { paginate } from '../../../http/pagination.ts';
import { agencyScope } from '../../../http/scope.ts';
import type { AuthActor } from '../../../security/actor.ts';

type Filters = Omit<GatewayOperationListQuery, 'page' | 'page_size' | 'ordering'>;

export function operationRows(db: Kysely<Database>, actor: AuthActor, gateway: string, f: Filters) {
  let q = db
    .selectFrom('payment_operations as o')
    .innerJoin('agencies as a', 'a.id', 'o.agency_id')
    .innerJoin('currencies as c', 'c.id', 'o.currency_id')
    .leftJoin('reservations as r', 'r.id', 'o.reservation_id')
    .select(['o.id', 'o.kind', 'o.status', 'o.amount', 'o.captured_amount', 'o.refunded_amount', 'c.abbreviation as currency', 'o.agency_id', 'a.name as agency_name', 'o.reservation_id', 'r.locator', 'o.external_id', 'o.created_at'])
    .where('o.provider', '=', gateway)
    .where(agencyScope(actor, 'o.agency_id'));
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.kind) q = q.where('o.kind', '=', f.kind);
  if (f.agency) q = q.where('o.agency_id', '=', f.agency);
  if (f.reservation) q = q.where('o.reservation_id', '=', f.reservation);
  if (f.created_after) q = q.where('o.created_at', '>=', sql<Date>`${f.created_after}::date`);
  if (f.created_before) q = q.where('o.created_at', '<', sql<Date>`${f.created_before}::date + 1`);
  return q;
}

type Row = Awaited<ReturnType<ReturnType<typeof operationRows>['executeTakeFirstOrThrow']>>;

export const toOperationRecord = (r: Row): GatewayOperationRecord => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  amount: r.amount,
  captured_amount: r.captured_amount,
  refunded_amount: r.refunded_amount,
  currency: r.currency,
  agency: r.agency_id,
  agency_name: r.agency_name,
  reservation: r.reservation_id,
  locator: r.locator,
  external_id: r.external_id,
  created_at: r.created_at.toISOString(),
});

export const OPERATION_ORDERING = {
  fields: { id: 'o.id', created_at: 'o.created_at', amount: 'o.amount', status: 'o.status', kind: 'o.kind' },
  default: ['-id'],
  tiebreaker: 'o.id',
};

export function listGatewayOperations({ db, actor }: ServiceContext, url: string, gateway: string, q: GatewayOperationListQuery) {
  const { page: _p, page_size: _s, ordering: _o, ...filters } = q;
  return paginate(db, { url }, operationRows(db, actor, gateway, filters), q, OPERATION_ORDERING, toOperationRecord);
}
