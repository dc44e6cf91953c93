/**
 * Alerts written by the provider's staff (docs/api.md 'Alerts and release notes') for everyone,
 * one agency level, one agency or one user. Users read theirs at notifications/user-alerts/,
 * which resolves the audience; here staff see how many have read each.
 */
import { sql, type Kysely } from 'kysely';
import type { AlertLevel } from '../../../domain/constants.ts';
import type { AlertRecord } from '../../../domain/records/network.ts';
import { levelFromRank, levelRank } from '../../../domain/roles.ts';
import type { alertBody, alertListQuery, alertUpdateBody } from '../../../domain/schemas/notices.ts';
import type { z } from '../../../domain/validation.ts';
import type { Database } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { paginate } from '../../http/pagination.ts';
import type { AuthActor } from '../../security/actor.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;

const readCount = sql<number>`(select count(*)::int from alert_reads r where r.alert_id = al.id)`;
const nameOf = (alias: string) => sql<string | null>`nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), '')`;

function alerts(db: Db) {
  return db
    .selectFrom('alerts as al')
    .leftJoin('agencies as ag', 'ag.id', 'al.agency_id')
    .leftJoin('users as au', 'au.id', 'al.user_id')
    .leftJoin('users as cb', 'cb.id', 'al.created_by')
    .select([
      'al.id',
      'al.level',
      'al.topic',
      'al.body',
      'al.audience',
      'al.audience_level',
      'al.agency_id',
      'ag.name as agency_name',
      'al.user_id',
      'au.username as user_username',
      nameOf('au').as('user_name'),
      'al.active',
      readCount.as('read_count'),
      nameOf('cb').as('created_by_name'),
      'cb.username as created_by_username',
      'al.created_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof alerts>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): AlertRecord => ({
  id: r.id,
  level: r.level as AlertLevel,
  topic: r.topic,
  body: r.body,
  audience: r.audience as AlertRecord['audience'],
  audience_level: r.audience_level === null ? null : levelFromRank(r.audience_level),
  audience_agency: r.agency_id,
  audience_agency_name: r.agency_name,
  audience_user: r.user_id,
  audience_user_name: r.user_name ?? r.user_username,
  active: r.active,
  read_count: r.read_count,
  created_by_name: r.created_by_name ?? r.created_by_username,
  created: r.created_at.toISOString(),
});

export async function listAlerts({ db }: ServiceContext, url: string, q: z.infer<typeof alertListQuery>) {
  let query = alerts(db);
  if (q.level) query = query.where('al.level', '=', q.level);
  if (q.audience) query = query.where('al.audience', '=', q.audience);
  if (q.active) query = query.where('al.active', '=', q.active === 'true');
  if (q.search) {
    const p = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('al.topic', 'ilike', p), eb('al.body', 'ilike', p)]));
  }
  const fields = { created: 'al.created_at', level: 'al.level', topic: sql`lower(al.topic)`, read_count: readCount };
  return paginate(db, { url }, query, q, { fields, default: ['-created'], tiebreaker: 'al.id' }, toRecord);
}

export async function getAlert(db: Db, id: number): Promise<AlertRecord> {
  const row = await alerts(db).where('al.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

export async function createAlert(db: Db, actor: AuthActor, body: z.infer<typeof alertBody>): Promise<AlertRecord> {
  // Only the target its audience names is kept (the table checks that the others are empty).
  const agencyId = body.audience === 'agency' ? (body.audience_agency ?? null) : null;
  const userId = body.audience === 'user' ? (body.audience_user ?? null) : null;
  if (agencyId !== null && !(await db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst())) {
    throw fieldError('audience_agency', 'validation.invalid_choice');
  }
  if (userId !== null && !(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) {
    throw fieldError('audience_user', 'validation.invalid_choice');
  }
  const { id } = await db
    .insertInto('alerts')
    .values({
      level: body.level,
      topic: body.topic,
      body: body.body,
      audience: body.audience,
      audience_level: body.audience === 'level' && body.audience_level ? levelRank(body.audience_level) : null,
      agency_id: agencyId,
      user_id: userId,
      active: body.active ?? true,
      created_by: actor.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getAlert(db, id);
}

export async function updateAlert(db: Db, id: number, body: z.infer<typeof alertUpdateBody>): Promise<AlertRecord> {
  await getAlert(db, id);
  if (Object.values(body).some((v) => v !== undefined)) await db.updateTable('alerts').set(body).where('id', '=', id).execute();
  return getAlert(db, id);
}

export async function deleteAlert(db: Db, id: number): Promise<void> {
  const deleted = await db.deleteFrom('alerts').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
}
