/**
 * GET reports/deposits/: the deposit report (spec §3 'Deposit report'): every deposit of the
 * agencies in the caller's scope with its bank details, filtered by created range, amount,
 * transaction number, payment type and agency name, with the totals per currency of the whole
 * filtered set (not only the page). The export (export.ts) runs the same query.
 */
import { sql, type Kysely } from 'kysely';
import type { PaymentType } from '../../../domain/deposits/fields.ts';
import type { DepositRecord, DepositTotal } from '../../../domain/records/deposits.ts';
import type { DepositReportQuery } from '../../../domain/schemas/deposits.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Filters = Omit<DepositReportQuery, 'page' | 'page_size' | 'ordering'>;

const dayStart = (date: string) => sql<Date>`${date}::date::timestamptz`;
const personName = sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`;

/** The deposits the actor sees that pass the filters; no columns selected yet. */
export function filteredDeposits(db: Kysely<Database>, actor: AuthActor, f: Filters) {
  let q = db.selectFrom('deposits as d').innerJoin('agencies as g', 'g.id', 'd.agency_id').where(agencyScope(actor, 'd.agency_id'));
  if (f.created_after) q = q.where('d.created_at', '>=', dayStart(f.created_after));
  if (f.created_before) q = q.where('d.created_at', '<', sql<Date>`${dayStart(f.created_before)} + interval '1 day'`);
  if (f.amount !== undefined) q = q.where('d.amount', '=', f.amount);
  if (f.transaction_number) q = q.where('d.transaction_number', 'ilike', containsPattern(f.transaction_number));
  if (f.payment_type) q = q.where('d.payment_type', '=', f.payment_type);
  if (f.agency_name) q = q.where('g.name', 'ilike', containsPattern(f.agency_name));
  if (f.agency !== undefined) q = q.where('d.agency_id', '=', f.agency);
  if (f.currency !== undefined) q = q.where('d.currency_id', '=', f.currency);
  return q;
}

/** The report's rows with every column of a record. */
export function depositRows(db: Kysely<Database>, actor: AuthActor, f: Filters) {
  return filteredDeposits(db, actor, f)
    .leftJoin('users as u', 'u.id', 'd.created_by')
    .select([
      'd.id',
      'd.operation_id',
      'd.agency_id',
      'g.name as agency_name',
      sql<string>`d.amount::text`.as('amount'),
      'd.currency_id',
      'd.transaction_number',
      'd.payment_type',
      'd.notes',
      'd.evidence_id',
      'd.created_by',
      sql<string | null>`coalesce(${personName}, u.username)`.as('created_by_name'),
      'd.created_at',
    ]);
}

export type DepositRow = Awaited<ReturnType<ReturnType<typeof depositRows>['executeTakeFirstOrThrow']>>;

export const DEPOSIT_ORDERING: OrderingSpec = {
  fields: {
    created: 'd.created_at',
    amount: 'd.amount',
    transaction_number: sql`coalesce(lower(d.transaction_number), '')`,
    payment_type: sql`coalesce(d.payment_type, '')`,
    agency_name: sql`lower(g.name)`,
    currency: 'd.currency_id',
    id: 'd.id',
  },
  default: ['-created'],
  tiebreaker: 'd.id',
};

export function toDepositRecord(r: DepositRow): DepositRecord {
  return {
    id: r.id,
    operation: r.operation_id,
    agency: r.agency_id,
    agency_name: r.agency_name,
    amount: Number(r.amount).toFixed(2),
    currency: r.currency_id,
    transaction_number: r.transaction_number,
    payment_type: r.payment_type as PaymentType | null,
    notes: r.notes,
    evidence: r.evidence_id,
    created_by: r.created_by,
    created_by_name: r.created_by_name,
    created: new Date(r.created_at).toISOString(),
  };
}

/** Sum and count per currency of the whole filtered set. */
export async function depositTotals(db: Kysely<Database>, actor: AuthActor, f: Filters): Promise<DepositTotal[]> {
  const rows = await filteredDeposits(db, actor, f)
    .select(['d.currency_id', sql<string>`sum(d.amount)::text`.as('amount'), sql<number>`count(*)::int`.as('count')])
    .groupBy('d.currency_id')
    .orderBy('d.currency_id')
    .execute();
  return rows.map((r) => ({ currency: r.currency_id, amount: Number(r.amount).toFixed(2), count: Number(r.count) }));
}

export async function depositReport({ db, actor }: ServiceContext, url: string, q: DepositReportQuery) {
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = q;
  const [page, totals] = await Promise.all([paginate(db, { url }, depositRows(db, actor, filters), q, DEPOSIT_ORDERING, toDepositRecord), depositTotals(db, actor, filters)]);
  return { ...page, totals };
}
