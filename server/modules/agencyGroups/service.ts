/**
 * Agency groups (docs/api.md 'Agency groups'): named sets of agencies the provider uses for seat
 * allocation and price rules. First-level tools (canManageAgencyGroups), so no tenant scope
 * applies: their managers see the whole network.
 */
import { sql, type Kysely } from 'kysely';
import type { AgencyGroupRecord } from '../../../domain/records/network.ts';
import type { agencyGroupBody, agencyGroupListQuery, agencyGroupUpdateBody } from '../../../domain/schemas/markups.ts';
import type { z } from '../../../domain/validation.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import { containsPattern } from '../nomenclators/service.ts';
import { invalidationBus, TOPICS } from '../../http/invalidation.ts';

type Db = Kysely<Database>;
type Body = z.infer<typeof agencyGroupBody>;
type UpdateBody = z.infer<typeof agencyGroupUpdateBody>;
type ListQuery = z.infer<typeof agencyGroupListQuery>;

const membersOf = sql<number[]>`coalesce((select array_agg(gm.agency_id order by gm.agency_id) from agency_group_members gm where gm.group_id = g.id), '{}')`;
const countOf = sql<number>`(select count(*)::int from agency_group_members gm where gm.group_id = g.id)`;

function groups(db: Db) {
  return db.selectFrom('agency_groups as g').select(['g.id', 'g.name', 'g.description', 'g.created_at', membersOf.as('agencies'), countOf.as('agencies_count')]);
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof groups>['executeTakeFirstOrThrow']>>;

const toRecord = (r: GroupRow): AgencyGroupRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  agencies: r.agencies,
  agencies_count: r.agencies_count,
  created: r.created_at.toISOString(),
});

export async function listGroups({ db }: ServiceContext, url: string, q: ListQuery) {
  let query = groups(db);
  if (q.search) query = query.where('g.name', 'ilike', containsPattern(q.search));
  const member = q.agency;
  if (member !== undefined) {
    query = query.where((eb) => eb.exists(eb.selectFrom('agency_group_members as m').select('m.group_id').whereRef('m.group_id', '=', 'g.id').where('m.agency_id', '=', member)));
  }
  const fields = { name: sql`lower(g.name)`, agencies_count: countOf, created: 'g.created_at' };
  return paginate(db, { url }, query, q, { fields, default: ['name'], tiebreaker: 'g.id' }, toRecord);
}

export async function getGroup(db: Db, id: number): Promise<AgencyGroupRecord> {
  const row = await groups(db).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

/** Agency ids that exist; 400 naming the others. */
async function checkAgencies(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = new Set((await db.selectFrom('agencies').select('id').where('id', 'in', unique).execute()).map((a) => a.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldError('agencies', 'validation.unknown_ids', { ids: missing.slice(0, 20).join(', ') });
  return unique;
}

async function nameTaken(db: Db, name: string, except?: number): Promise<boolean> {
  let q = db.selectFrom('agency_groups').select('id').where(sql<boolean>`lower(name) = lower(${name})`);
  if (except !== undefined) q = q.where('id', '<>', except);
  return (await q.executeTakeFirst()) !== undefined;
}

async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'agency_groups_name_lower_idx')) throw fieldError('name', 'validation.name_taken');
    throw err;
  }
}

async function setMembers(db: Db, groupId: number, agencies: number[]): Promise<void> {
  await db.deleteFrom('agency_group_members').where('group_id', '=', groupId).execute();
  // In slices: a group may hold thousands of agencies, a statement has at most 65 535 parameters.
  for (let i = 0; i < agencies.length; i += 5000) {
    await db.insertInto('agency_group_members').values(agencies.slice(i, i + 5000).map((agency_id) => ({ group_id: groupId, agency_id }))).execute();
  }
}

export async function createGroup({ db }: ServiceContext, body: Body): Promise<AgencyGroupRecord> {
  if (await nameTaken(db, body.name)) throw fieldError('name', 'validation.name_taken');
  const agencies = await checkAgencies(db, body.agencies ?? []);
  const id = await withUniqueName(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('agency_groups').values({ name: body.name, description: body.description ?? '' }).returning('id').executeTakeFirstOrThrow();
      await setMembers(trx, row.id, agencies);
      return row.id;
    }),
  );
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
  return getGroup(db, id);
}

export async function updateGroup({ db }: ServiceContext, id: number, body: UpdateBody): Promise<AgencyGroupRecord> {
  await getGroup(db, id);
  if (body.name !== undefined && (await nameTaken(db, body.name, id))) throw fieldError('name', 'validation.name_taken');
  const agencies = body.agencies !== undefined ? await checkAgencies(db, body.agencies) : undefined;
  await withUniqueName(() =>
    db.transaction().execute(async (trx) => {
      const fields = { ...(body.name !== undefined ? { name: body.name } : {}), ...(body.description !== undefined ? { description: body.description } : {}) };
      if (Object.keys(fields).length > 0) await trx.updateTable('agency_groups').set(fields).where('id', '=', id).execute();
      if (agencies !== undefined) await setMembers(trx, id, agencies);
    }),
  );
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
  return getGroup(db, id);
}

export async function deleteGroup({ db }: ServiceContext, id: number): Promise<void> {
  const deleted = await db.deleteFrom('agency_groups').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
}
