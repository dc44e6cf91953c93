/**
 * Seller data of an operator (spec §3 'Seller'): code, corporate and personal contacts, cost
 * center. The seller's agency is its operator's; codes are unique within an agency.
 */
import { sql, type Kysely } from 'kysely';
import type { SellerRecord } from '../../../domain/records/network.ts';
import type { sellerCreateBody, sellerListQuery, sellerUpdateBody } from '../../../domain/schemas/operators.ts';
import type { z } from '../../../domain/validation.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import { agencyRowScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { fullName } from '../accounts/session.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;

const operatorName = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

function visibleSellers(db: Db, actor: AuthActor) {
  return db
    .selectFrom('sellers as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('agencies as a', 'a.id', 's.agency_id')
    .where(agencyRowScope(actor, 'a.path'))
    .select([
      's.id',
      's.code',
      's.corporate_email',
      's.corporate_phone',
      's.personal_phone',
      's.cost_center',
      's.user_id',
      'u.username',
      'u.first_name',
      'u.last_name',
      's.agency_id',
      'a.name as agency_name',
      's.active',
      's.created_at',
    ]);
}

type SellerRow = Awaited<ReturnType<ReturnType<typeof visibleSellers>['executeTakeFirstOrThrow']>>;

const toRecord = (r: SellerRow): SellerRecord => ({
  id: r.id,
  code: r.code,
  corporate_email: r.corporate_email,
  corporate_phone: r.corporate_phone,
  personal_phone: r.personal_phone,
  cost_center: r.cost_center,
  operator: r.user_id,
  operator_name: fullName(r),
  agency: r.agency_id,
  agency_name: r.agency_name,
  active: r.active,
  created: r.created_at.toISOString(),
});

export async function listSellers({ db, actor }: ServiceContext, url: string, q: z.infer<typeof sellerListQuery>) {
  let query = visibleSellers(db, actor);
  if (q.search) {
    const p = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('s.code', 'ilike', p), eb('s.corporate_email', 'ilike', p), eb(operatorName, 'ilike', p), eb('u.username', 'ilike', p)]));
  }
  if (q.agency !== undefined) query = query.where('s.agency_id', '=', q.agency);
  if (q.operator !== undefined) query = query.where('s.user_id', '=', q.operator);
  if (q.cost_center) query = query.where('s.cost_center', 'ilike', containsPattern(q.cost_center));
  if (q.active) query = query.where('s.active', '=', q.active === 'true');
  const fields = { code: sql`lower(s.code)`, operator_name: sql`lower(${operatorName})`, agency_name: sql`lower(a.name)`, cost_center: sql`lower(s.cost_center)`, created: 's.created_at' };
  return paginate(db, { url }, query, q, { fields, default: ['code'], tiebreaker: 's.id' }, toRecord);
}

export async function getSeller(db: Db, actor: AuthActor, id: number): Promise<SellerRecord> {
  const row = await visibleSellers(db, actor).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

async function codeTaken(db: Db, agencyId: number, code: string, except?: number): Promise<void> {
  let q = db.selectFrom('sellers').select('id').where('agency_id', '=', agencyId).where(sql<boolean>`lower(code) = lower(${code})`);
  if (except !== undefined) q = q.where('id', '<>', except);
  if (await q.executeTakeFirst()) throw fieldError('code', 'validation.code_taken');
}

/** Lost races for a code or an operator end as the same 400 the checks give. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'sellers_agency_code_idx')) throw fieldError('code', 'validation.code_taken');
    if (isUniqueViolation(err, 'sellers_user_key')) throw fieldError('operator', 'validation.seller_exists');
    throw err;
  }
}

export async function createSeller(db: Db, actor: AuthActor, body: z.infer<typeof sellerCreateBody>): Promise<SellerRecord> {
  const operator = await db
    .selectFrom('users as u')
    .innerJoin('agencies as a', 'a.id', 'u.agency_id')
    .select(['u.id', 'u.agency_id'])
    .where('u.id', '=', body.operator)
    .where(agencyRowScope(actor, 'a.path'))
    .executeTakeFirst();
  if (!operator) throw fieldError('operator', 'validation.invalid_choice');
  if (await db.selectFrom('sellers').select('id').where('user_id', '=', operator.id).executeTakeFirst()) throw fieldError('operator', 'validation.seller_exists');
  await codeTaken(db, operator.agency_id, body.code);
  const { operator: _operator, ...fields } = body;
  const { id } = await guarded(() => db.insertInto('sellers').values({ ...fields, user_id: operator.id, agency_id: operator.agency_id }).returning('id').executeTakeFirstOrThrow());
  return getSeller(db, actor, id);
}

export async function updateSeller(db: Db, actor: AuthActor, id: number, body: z.infer<typeof sellerUpdateBody>): Promise<SellerRecord> {
  const seller = await getSeller(db, actor, id);
  if (body.code !== undefined) await codeTaken(db, seller.agency, body.code, id);
  if (Object.keys(body).length > 0) await guarded(() => db.updateTable('sellers').set(body).where('id', '=', id).execute());
  return getSeller(db, actor, id);
}

export async function deleteSeller(db: Db, actor: AuthActor, id: number): Promise<void> {
  await getSeller(db, actor, id);
  await db.deleteFrom('sellers').where('id', '=', id).execute();
}
