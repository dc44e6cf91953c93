/**
 * Reading payment evidences: the list with its filters and ordering, and one evidence with its
 * files, history and next statuses, always inside the caller's tenant scope (an agency user sees
 * its own agency's evidences and those below it; the provider's staff see all).
 */
import { sql, type Kysely } from 'kysely';
import type { PaymentType } from '../../../domain/deposits/fields.ts';
import type { EvidenceFileKind } from '../../../domain/evidences/files.ts';
import { nextEvidenceStatuses, type EvidenceStatus } from '../../../domain/evidences/statuses.ts';
import type { EvidenceDetailRecord, EvidenceRecord } from '../../../domain/records/evidences.ts';
import type { EvidenceListQuery } from '../../../domain/schemas/evidences.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { paginate, type OrderingSpec } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;
type Filters = Omit<EvidenceListQuery, 'page' | 'page_size' | 'ordering'>;

const nameOf = (alias: string) =>
  sql<string | null>`coalesce(nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), ''), ${sql.ref(`${alias}.username`)})`;
const dayStart = (date: string) => sql<Date>`${date}::date::timestamptz`;

/** The evidences the actor sees, with every column of a record. */
export function evidenceRows(db: Db, actor: AuthActor) {
  return db
    .selectFrom('payment_evidences as e')
    .innerJoin('agencies as g', 'g.id', 'e.agency_id')
    .leftJoin('users as cu', 'cu.id', 'e.created_by')
    .leftJoin('users as ru', 'ru.id', 'e.reviewed_by')
    .leftJoin('deposits as d', 'd.evidence_id', 'e.id')
    .where(agencyScope(actor, 'e.agency_id'))
    .select([
      'e.id',
      'e.agency_id',
      'g.name as agency_name',
      'g.currency_id as agency_currency',
      sql<string>`e.amount::text`.as('amount'),
      'e.currency_id',
      sql<string>`e.amount_usd::text`.as('amount_usd'),
      'e.operation_date',
      'e.payment_type',
      'e.notes',
      'e.file_code',
      'e.transaction_code',
      'e.status',
      'e.cause_of_denial',
      'e.language',
      'e.created_by',
      nameOf('cu').as('created_by_name'),
      'e.reviewed_by',
      nameOf('ru').as('reviewed_by_name'),
      'e.reviewed_at',
      'd.id as deposit_id',
      sql<number>`(select count(*)::int from payment_evidence_files f where f.evidence_id = e.id)`.as('files_count'),
      'e.created_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof evidenceRows>['executeTakeFirstOrThrow']>>;

function filtered(db: Db, actor: AuthActor, f: Filters) {
  let q = evidenceRows(db, actor);
  if (f.status) q = q.where('e.status', '=', f.status);
  if (f.agency !== undefined) q = q.where('e.agency_id', '=', f.agency);
  if (f.currency !== undefined) q = q.where('e.currency_id', '=', f.currency);
  if (f.payment_type) q = q.where('e.payment_type', '=', f.payment_type);
  if (f.operation_date_after) q = q.where('e.operation_date', '>=', f.operation_date_after);
  if (f.operation_date_before) q = q.where('e.operation_date', '<=', f.operation_date_before);
  if (f.created_after) q = q.where('e.created_at', '>=', dayStart(f.created_after));
  if (f.created_before) q = q.where('e.created_at', '<', sql<Date>`${dayStart(f.created_before)} + interval '1 day'`);
  if (f.amount_min !== undefined) q = q.where('e.amount', '>=', f.amount_min);
  if (f.amount_max !== undefined) q = q.where('e.amount', '<=', f.amount_max);
  if (f.search) {
    const p = containsPattern(f.search);
    q = q.where((eb) => eb.or([eb('e.file_code', 'ilike', p), eb('e.transaction_code', 'ilike', p), eb('g.name', 'ilike', p)]));
  }
  return q;
}

const ORDERING: OrderingSpec = {
  fields: {
    created: 'e.created_at',
    operation_date: 'e.operation_date',
    amount: 'e.amount',
    amount_usd: 'e.amount_usd',
    status: 'e.status',
    agency_name: sql`lower(g.name)`,
    transaction_code: sql`lower(e.transaction_code)`,
    file_code: sql`lower(e.file_code)`,
    id: 'e.id',
  },
  default: ['-created'],
  tiebreaker: 'e.id',
};

const money = (v: string) => Number(v).toFixed(2);

export function toEvidenceRecord(r: Row): EvidenceRecord {
  return {
    id: r.id,
    agency: r.agency_id,
    agency_name: r.agency_name,
    agency_currency: r.agency_currency,
    amount: money(r.amount),
    currency: r.currency_id,
    amount_usd: money(r.amount_usd),
    operation_date: r.operation_date,
    payment_type: r.payment_type as PaymentType,
    notes: r.notes,
    file_code: r.file_code,
    transaction_code: r.transaction_code,
    status: r.status as EvidenceStatus,
    cause_of_denial: r.cause_of_denial,
    created_by: r.created_by,
    created_by_name: r.created_by_name,
    reviewed_by: r.reviewed_by,
    reviewed_by_name: r.reviewed_by_name,
    reviewed_at: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
    deposit: r.deposit_id,
    files_count: Number(r.files_count),
    created: new Date(r.created_at).toISOString(),
  };
}

export async function listEvidences({ db, actor }: ServiceContext, url: string, q: EvidenceListQuery) {
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = q;
  return paginate(db, { url }, filtered(db, actor, filters), q, ORDERING, toEvidenceRecord);
}

/** One evidence in the actor's scope, 404 otherwise. */
export async function findEvidence(db: Db, actor: AuthActor, id: number): Promise<Row> {
  const row = await evidenceRows(db, actor).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const fileUrl = (evidenceId: number, fileId: number) => `/api/accounting/evidences/${evidenceId}/files/${fileId}/`;

export async function getEvidence({ db, actor }: ServiceContext, id: number): Promise<EvidenceDetailRecord> {
  const row = await findEvidence(db, actor, id);
  const [files, history] = await Promise.all([
    db.selectFrom('payment_evidence_files').select(['id', 'name', 'kind', 'content_type', 'size']).where('evidence_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('payment_evidence_history as h')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select(['h.id', 'h.status', 'h.cause', 'h.user_id', nameOf('u').as('user_name'), 'h.created_at'])
      .where('h.evidence_id', '=', id)
      .orderBy('h.id')
      .execute(),
  ]);
  const record = toEvidenceRecord(row);
  return {
    ...record,
    files: files.map((f) => ({ id: f.id, name: f.name, kind: f.kind as EvidenceFileKind, content_type: f.content_type, size: f.size, url: fileUrl(id, f.id) })),
    history: history.map((h) => ({ id: h.id, status: h.status as EvidenceStatus, cause: h.cause, user: h.user_id, user_name: h.user_name, created: new Date(h.created_at).toISOString() })),
    next_statuses: nextEvidenceStatuses(actor, record.status),
  };
}
