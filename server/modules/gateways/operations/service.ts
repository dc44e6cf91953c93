/**
 * The staff's lists of payment operations (spec §6 Revolut View, Payfacto View; TPV Payment for
 * the card terminal's; finance staff for custom payments and deposits): filtered, paged, tenant
 * scoped (the operation's agency in the caller's scope), with the totals of the filter, exported.
 */
import { sql, type Kysely } from 'kysely';
import { OPERATION_LIST_PROVIDERS, TPV_STATUSES, type OperationList, type TpvStatus } from '../../../../domain/gateways.ts';
import { fromMinor, toMinor } from '../../../../domain/money.ts';
import type { GatewayOperationListQuery, GatewayOperationRecord, OperationTotals } from '../../../../domain/schemas/gatewayOperations.ts';
import type { Database } from '../../../db/schema.ts';
import type { ServiceContext } from '../../../http/context.ts';
import { paginate } from '../../../http/pagination.ts';
import { agencyScope } from '../../../http/scope.ts';
import type { AuthActor } from '../../../security/actor.ts';

type Filters = Omit<GatewayOperationListQuery, 'page' | 'page_size' | 'ordering'>;

/** The filtered operations of a list, before any column is chosen (rows and totals share it). */
function filtered(db: Kysely<Database>, actor: AuthActor, list: OperationList, f: Filters) {
  let q = db
    .selectFrom('payment_operations as o')
    .innerJoin('agencies as a', 'a.id', 'o.agency_id')
    .innerJoin('currencies as c', 'c.id', 'o.currency_id')
    .leftJoin('reservations as r', 'r.id', 'o.reservation_id')
    .where('o.provider', 'in', OPERATION_LIST_PROVIDERS[list])
    .where(agencyScope(actor, 'o.agency_id'));
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.kind) q = q.where('o.kind', '=', f.kind);
  if (f.agency) q = q.where('o.agency_id', '=', f.agency);
  if (f.reservation) {
    const reservation = f.reservation;
    // A payment made for the reservation's whole order is one of its payments too.
    q = q.where((eb) =>
      eb.or([
        eb('o.reservation_id', '=', reservation),
        eb.and([eb('o.reservation_id', 'is', null), eb('o.order_id', 'in', eb.selectFrom('reservations').select('order_id').where('id', '=', reservation))]),
      ]),
    );
  }
  if (f.locator) {
    const pattern = `${f.locator.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // An order's payment is found by the locator of any of its reservations.
    q = q.where((eb) =>
      eb.or([
        eb('r.locator', 'like', pattern),
        eb.and([eb('o.reservation_id', 'is', null), eb('o.order_id', 'in', eb.selectFrom('reservations').select('order_id').where('locator', 'like', pattern))]),
      ]),
    );
  }
  if (f.created_after) q = q.where('o.created_at', '>=', sql<Date>`${f.created_after}::date`);
  if (f.created_before) q = q.where('o.created_at', '<', sql<Date>`${f.created_before}::date + 1`);
  return q;
}

export function operationRows(db: Kysely<Database>, actor: AuthActor, list: OperationList, f: Filters) {
  return filtered(db, actor, list, f).select([
    'o.id',
    'o.kind',
    'o.status',
    'o.provider',
    'o.amount',
    'o.captured_amount',
    'o.refunded_amount',
    'c.abbreviation as currency',
    'o.agency_id',
    'a.name as agency_name',
    'o.reservation_id',
    'o.order_id',
    'r.locator',
    'o.external_id',
    'o.payload',
    'o.created_at',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof operationRows>['executeTakeFirstOrThrow']>>;

function payloadText(payload: unknown, key: string): string | null {
  const value = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
}

function terminalStatus(r: Row): TpvStatus | null {
  const value = payloadText(r.payload, 'terminal_status');
  if (r.provider !== 'tpv') return null;
  // A terminal charge recorded without a status was recorded as paid (the default).
  return TPV_STATUSES.find((s) => s === value) ?? 'paid';
}

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
  provider: r.provider,
  order: r.order_id,
  terminal_status: terminalStatus(r),
  reference: payloadText(r.payload, 'reference'),
});

export const OPERATION_ORDERING = {
  fields: { id: 'o.id', created_at: 'o.created_at', amount: 'o.amount', status: 'o.status', kind: 'o.kind' },
  default: ['-id'],
  tiebreaker: 'o.id',
};

/** Per currency: how many, the payments' amount and capture, and what was refunded. */
async function totalsOf(db: Kysely<Database>, actor: AuthActor, list: OperationList, f: Filters): Promise<OperationTotals> {
  const rows = await filtered(db, actor, list, f)
    .select((eb) => [
      'c.abbreviation as currency',
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<string>(eb.case().when('o.kind', '<>', 'refund').then(eb.ref('o.amount')).end()), eb.val('0')).as('paid'),
      eb.fn.coalesce(eb.fn.sum<string>(eb.case().when('o.kind', '<>', 'refund').then(eb.ref('o.captured_amount')).end()), eb.val('0')).as('captured'),
      eb.fn.coalesce(eb.fn.sum<string>(eb.case().when('o.kind', '<>', 'refund').then(eb.ref('o.refunded_amount')).end()), eb.val('0')).as('refunded'),
    ])
    .groupBy('c.abbreviation')
    .orderBy('c.abbreviation')
    .execute();
  const money = (v: unknown) => fromMinor(toMinor(String(v)));
  return rows.map((r) => ({ currency: r.currency, count: Number(r.count), paid: money(r.paid), captured: money(r.captured), refunded: money(r.refunded) }));
}

export async function listGatewayOperations({ db, actor }: ServiceContext, url: string, list: OperationList, q: GatewayOperationListQuery) {
  const { page: _p, page_size: _s, ordering: _o, ...filters } = q;
  const [page, totals] = await Promise.all([paginate(db, { url }, operationRows(db, actor, list, filters), q, OPERATION_ORDERING, toOperationRecord), totalsOf(db, actor, list, filters)]);
  return { ...page, totals };
}
