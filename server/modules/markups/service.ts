/**
 * Markups per agency and service type (docs/api.md 'Markups'), on top of the agency's general
 * margin. Like the general margin (spec §6), an agency's markups are seen only from the levels
 * above it: a caller sees the markups of agencies strictly below its own level in its subtree.
 */
import { sql, type Kysely } from 'kysely';
import type { ServiceType } from '../../../domain/constants.ts';
import { canManageMarkups } from '../../../domain/networkRules.ts';
import type { MarkupKind } from '../../../domain/pricing/markupChain.ts';
import type { MarkupRecord } from '../../../domain/records/network.ts';
import { levelFromRank, levelRank } from '../../../domain/roles.ts';
import { amount, percent } from '../../../domain/schemas/agencies.ts';
import type { markupCreateBody, markupListQuery, markupUpdateBody } from '../../../domain/schemas/markups.ts';
import type { z } from '../../../domain/validation.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, fieldError, forbidden, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import { agencyRowScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { invalidationBus, TOPICS } from '../../http/invalidation.ts';

type Db = Kysely<Database>;
type CreateBody = z.infer<typeof markupCreateBody>;
type UpdateBody = z.infer<typeof markupUpdateBody>;
type ListQuery = z.infer<typeof markupListQuery>;

/** Markups of agencies in the actor's subtree and strictly below its level. */
function visibleMarkups(db: Db, actor: AuthActor) {
  return db
    .selectFrom('markups as m')
    .innerJoin('agencies as a', 'a.id', 'm.agency_id')
    .where(agencyRowScope(actor, 'a.path'))
    .where('a.level', '>', levelRank(actor.agency.level))
    .select([
      'm.id',
      'm.agency_id',
      'a.name as agency_name',
      'a.level as agency_level',
      'm.service_type',
      'm.kind',
      'm.value',
      'm.currency_id',
      'm.active',
      'm.created_at',
      'm.updated_at',
    ]);
}

type MarkupRow = Awaited<ReturnType<ReturnType<typeof visibleMarkups>['executeTakeFirstOrThrow']>>;

function toRecord(r: MarkupRow): MarkupRecord {
  return {
    id: r.id,
    agency: r.agency_id,
    agency_name: r.agency_name,
    agency_level: levelFromRank(r.agency_level),
    service_type: r.service_type as ServiceType,
    kind: r.kind as MarkupKind,
    value: r.value,
    currency: r.currency_id,
    active: r.active,
    created: r.created_at.toISOString(),
    updated: r.updated_at.toISOString(),
  };
}

export async function listMarkups({ db, actor }: ServiceContext, url: string, q: ListQuery) {
  let query = visibleMarkups(db, actor);
  if (q.agency !== undefined) query = query.where('m.agency_id', '=', q.agency);
  if (q.service_type) query = query.where('m.service_type', '=', q.service_type);
  const fields = { service_type: 'm.service_type', kind: 'm.kind', value: 'm.value', created: 'm.created_at', agency: sql`lower(a.name)` };
  return paginate(db, { url }, query, q, { fields, default: ['agency', 'service_type'], tiebreaker: 'm.id' }, toRecord);
}

async function findMarkup(db: Db, actor: AuthActor, id: number): Promise<MarkupRow> {
  const row = await visibleMarkups(db, actor).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function getMarkup(db: Db, actor: AuthActor, id: number): Promise<MarkupRecord> {
  return toRecord(await findMarkup(db, actor, id));
}

const duplicate = () => new ApiError(409, { key: 'api.duplicate' }, 'duplicate');

/** The currency a fixed markup is in: the agency's (spec: the agency sells in its currency). */
function fixedCurrency(agencyCurrency: number, asked: number | null | undefined): number {
  if (asked !== undefined && asked !== null && asked !== agencyCurrency) throw fieldError('currency', 'validation.currency_mismatch');
  return agencyCurrency;
}

/** The value checked against the kind it will have (the body may change only one of the two). */
function checkValue(kind: MarkupKind, value: string): void {
  const result = (kind === 'percent' ? percent : amount).safeParse(value);
  if (!result.success) throw fieldError('value', result.error.issues[0]?.message ?? 'validation.invalid_format');
}

async function insertOrDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    // Two creates of the same pair at once: the unique constraint decides, the loser gets 409.
    if (isUniqueViolation(err, 'markups_agency_service_key')) throw duplicate();
    throw err;
  }
}

export async function createMarkup({ db, actor }: ServiceContext, body: CreateBody): Promise<MarkupRecord> {
  const agency = await db.selectFrom('agencies as a').select(['a.id', 'a.level', 'a.currency_id']).where('a.id', '=', body.agency).where(agencyRowScope(actor, 'a.path')).executeTakeFirst();
  if (!agency) throw fieldError('agency', 'validation.invalid_choice');
  if (!canManageMarkups(actor, { id: agency.id, level: levelFromRank(agency.level) })) throw forbidden();
  const exists = await db.selectFrom('markups').select('id').where('agency_id', '=', agency.id).where('service_type', '=', body.service_type).executeTakeFirst();
  if (exists) throw duplicate();
  const currency = body.kind === 'fixed' ? fixedCurrency(agency.currency_id, body.currency) : null;
  const { id } = await insertOrDuplicate(() =>
    db
      .insertInto('markups')
      .values({ agency_id: agency.id, service_type: body.service_type, kind: body.kind, value: body.value, currency_id: currency, active: body.active ?? true })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
  return getMarkup(db, actor, id);
}

/** The markup, visible (404) and manageable (403) by the caller. */
async function manageable(db: Db, actor: AuthActor, id: number): Promise<MarkupRow> {
  const row = await findMarkup(db, actor, id);
  if (!canManageMarkups(actor, { id: row.agency_id, level: levelFromRank(row.agency_level) })) throw forbidden();
  return row;
}

export async function updateMarkup({ db, actor }: ServiceContext, id: number, body: UpdateBody): Promise<MarkupRecord> {
  const row = await manageable(db, actor, id);
  const kind = body.kind ?? (row.kind as MarkupKind);
  const value = body.value ?? row.value;
  checkValue(kind, value);
  let currency: number | null = null;
  if (kind === 'fixed') {
    const agency = await db.selectFrom('agencies').select('currency_id').where('id', '=', row.agency_id).executeTakeFirstOrThrow();
    currency = fixedCurrency(agency.currency_id, body.currency ?? row.currency_id);
  }
  if (body.service_type && body.service_type !== row.service_type) {
    const taken = await db.selectFrom('markups').select('id').where('agency_id', '=', row.agency_id).where('service_type', '=', body.service_type).executeTakeFirst();
    if (taken) throw duplicate();
  }
  await insertOrDuplicate(() =>
    db
      .updateTable('markups')
      .set({ service_type: body.service_type ?? row.service_type, kind, value, currency_id: currency, active: body.active ?? row.active, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute(),
  );
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
  return getMarkup(db, actor, id);
}

export async function deleteMarkup({ db, actor }: ServiceContext, id: number): Promise<void> {
  await manageable(db, actor, id);
  await db.deleteFrom('markups').where('id', '=', id).execute();
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
}
