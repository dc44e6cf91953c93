/**
 * The agencies' passenger directory (spec §7 passengers/, passenger/{id}): one row per agency and
 * passport, filled by each booking; read and edited within the caller's scope.
 */
import { sql, type Kysely } from 'kysely';
import type { Gender } from '../../../domain/constants.ts';
import type { PassengerDirectoryRecord } from '../../../domain/records/flightBooking.ts';
import type { PassengerListQuery, PassengerUpdateBody } from '../../../domain/schemas/flightBooking.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { agencyScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;

function rows(db: Db, actor: AuthActor) {
  return db
    .selectFrom('passengers as p')
    .innerJoin('agencies as a', 'a.id', 'p.agency_id')
    .selectAll('p')
    .select('a.name as agency_name')
    .where(agencyScope(actor, 'p.agency_id'));
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

function toRecord(p: Row): PassengerDirectoryRecord {
  return {
    id: p.id,
    agency: p.agency_id,
    agency_name: p.agency_name,
    first_name: p.first_name,
    middle_name: p.middle_name,
    last_name: p.last_name,
    date_of_birth: p.date_of_birth,
    gender: p.gender as Gender,
    nationality: p.nationality_id,
    passport: p.passport,
    passport_expiry: p.passport_expiry,
    passport_country: p.passport_country_id,
    email: p.email,
    phone: p.phone,
    address: p.address,
    zip_code: p.zip_code,
    country: p.country_id,
    primary_document: p.primary_document,
    secondary_document: p.secondary_document,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

export function listPassengers({ db, actor }: ServiceContext, url: string, q: PassengerListQuery) {
  let query = rows(db, actor);
  if (q.search) {
    const p = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb(sql<string>`p.first_name || ' ' || p.last_name`, 'ilike', p), eb('p.passport', 'ilike', p), eb('p.email', 'ilike', p)]));
  }
  if (q.agency !== undefined) query = query.where('p.agency_id', '=', q.agency);
  if (q.passport) query = query.where(sql<string>`upper(p.passport)`, '=', q.passport.toUpperCase());
  if (q.id__in) query = query.where('p.id', 'in', q.id__in);
  return paginate(db, { url }, query, q, { fields: { last_name: sql`lower(p.last_name)`, first_name: sql`lower(p.first_name)`, created: 'p.created_at', updated: 'p.updated_at' }, default: ['last_name', 'first_name'], tiebreaker: 'p.id' }, toRecord);
}

export async function getPassenger({ db, actor }: ServiceContext, id: number): Promise<PassengerDirectoryRecord> {
  const row = await rows(db, actor).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

export async function updatePassenger(ctx: ServiceContext, id: number, body: PassengerUpdateBody): Promise<PassengerDirectoryRecord> {
  await getPassenger(ctx, id);
  const set: Record<string, unknown> = { updated_at: new Date() };
  const direct = ['first_name', 'middle_name', 'last_name', 'date_of_birth', 'gender', 'passport_expiry', 'email', 'phone', 'address', 'zip_code'] as const;
  for (const key of direct) if (body[key] !== undefined) set[key] = body[key];
  if (body.passport !== undefined) set.passport = body.passport.toUpperCase();
  if (body.nationality !== undefined) set.nationality_id = body.nationality;
  if (body.country !== undefined) set.country_id = body.country;
  if (body.passport_country !== undefined) set.passport_country_id = body.passport_country;
  if (body.primary_document !== undefined) set.primary_document = JSON.stringify(body.primary_document);
  if (body.secondary_document !== undefined) set.secondary_document = JSON.stringify(body.secondary_document);
  try {
    await ctx.db.updateTable('passengers').set(set).where('id', '=', id).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('passport', 'validation.document_repeated');
    throw err;
  }
  return getPassenger(ctx, id);
}
