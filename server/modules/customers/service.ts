/**
 * The agencies' customers (spec §3 'Customer'; docs/api-customers.md). A customer belongs to an
 * agency; the caller sees its own agency's and those below (staff of the first level: all). Within
 * one agency a passport or a DNI is one customer: a create that repeats one answers 409
 * `duplicate_customer` with the existing customer's id (the unique indexes settle a race the same
 * way), so the checkout picks that one instead of writing a twin.
 */
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Gender } from '../../../domain/constants.ts';
import type { CustomerRecord } from '../../../domain/records/customers.ts';
import type { CustomerCreateBody, CustomerListQuery, CustomerUpdateBody } from '../../../domain/schemas/customers.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { CustomersTable } from '../../db/schemaCustomers.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, FieldErrors, fieldError, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { agencyScope, isAgencyInScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;
type DocumentField = 'passport' | 'dni';

/** 409 of a create (or an edit) whose passport or DNI another customer of the agency has. */
export class DuplicateCustomerError extends ApiError {
  constructor(
    readonly id: number,
    readonly field: DocumentField,
  ) {
    super(409, { key: 'customers.duplicate' }, 'duplicate_customer');
    this.name = 'DuplicateCustomerError';
  }
}

function rows(db: Db, actor: AuthActor) {
  return db
    .selectFrom('customers as c')
    .innerJoin('agencies as a', 'a.id', 'c.agency_id')
    .leftJoin('countries as k', 'k.id', 'c.country_id')
    .selectAll('c')
    .select(['a.name as agency_name', 'k.name_es as country_es', 'k.name_en as country_en'])
    .where(agencyScope(actor, 'c.agency_id'));
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

const fullName = (r: Pick<Row, 'first_name' | 'middle_name' | 'last_name'>) => [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' ');

const toRecord = (lang: ServiceContext['lang']) => (r: Row): CustomerRecord => ({
    id: r.id,
    agency: r.agency_id,
    agency_name: r.agency_name,
    first_name: r.first_name,
    middle_name: r.middle_name,
    last_name: r.last_name,
    full_name: fullName(r),
    dob: r.dob,
    gender: r.gender as Gender,
    email: r.email,
    phone: r.phone,
    address: r.address,
    country: r.country_id,
    country_name: (lang === 'en' ? r.country_en || r.country_es : r.country_es) ?? '',
    passport: r.passport,
    dni: r.dni,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
});

const NAME = sql<string>`c.first_name || ' ' || c.middle_name || ' ' || c.last_name`;

export function listCustomers({ db, actor, lang }: ServiceContext, url: string, q: CustomerListQuery) {
  let query = rows(db, actor);
  if (q.search) {
    // Every word must match somewhere, so 'ana pérez' finds Ana María Pérez.
    for (const word of q.search.split(/\s+/).filter(Boolean).slice(0, 5)) {
      const p = containsPattern(word);
      query = query.where((eb) => eb.or([eb(NAME, 'ilike', p), eb('c.passport', 'ilike', p), eb('c.dni', 'ilike', p), eb('c.email', 'ilike', p)]));
    }
  }
  if (q.agency !== undefined) query = query.where('c.agency_id', '=', q.agency);
  if (q.passport) query = query.where('c.passport', '=', q.passport.toUpperCase());
  if (q.dni) query = query.where('c.dni', '=', q.dni.toUpperCase());
  if (q.email) query = query.where(sql<string>`lower(c.email)`, '=', q.email.toLowerCase());
  if (q.id__in) query = query.where('c.id', 'in', q.id__in);
  const fields = { last_name: sql`lower(c.last_name)`, first_name: sql`lower(c.first_name)`, email: sql`lower(c.email)`, agency_name: sql`lower(a.name)`, created: 'c.created_at' };
  return paginate(db, { url }, query, q, { fields, default: ['last_name', 'first_name'], tiebreaker: 'c.id' }, toRecord(lang));
}

export async function getCustomer({ db, actor, lang }: ServiceContext, id: number): Promise<CustomerRecord> {
  const row = await rows(db, actor).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(lang)(row);
}

/** Is the customer in the actor's scope? (the checkout's `customer` field). */
export async function customerInScope(db: Db, actor: AuthActor, id: number): Promise<boolean> {
  return (await db.selectFrom('customers as c').select('c.id').where('c.id', '=', id).where(agencyScope(actor, 'c.agency_id')).executeTakeFirst()) !== undefined;
}

const upper = (value: string | undefined) => (value === undefined ? undefined : value.trim().toUpperCase());

/** The agency's customer holding one of these documents (other than `except`). */
async function holderOf(db: Db, agencyId: number, docs: { passport?: string; dni?: string }, except?: number): Promise<{ id: number; field: DocumentField } | null> {
  for (const field of ['passport', 'dni'] as const) {
    const value = docs[field];
    if (!value) continue;
    let q = db.selectFrom('customers').select('id').where('agency_id', '=', agencyId).where(field, '=', value);
    if (except !== undefined) q = q.where('id', '<>', except);
    const row = await q.executeTakeFirst();
    if (row) return { id: row.id, field };
  }
  return null;
}

type Columns = Omit<Updateable<CustomersTable>, 'id' | 'agency_id' | 'created_by' | 'created_at' | 'updated_at'>;

function columnsOf(body: CustomerUpdateBody): Columns {
  const out: Columns = {};
  for (const key of ['first_name', 'middle_name', 'last_name', 'gender', 'phone', 'address'] as const) if (body[key] !== undefined) out[key] = body[key];
  if (body.dob !== undefined) out.dob = body.dob;
  if (body.email !== undefined) out.email = body.email.toLowerCase();
  if (body.country !== undefined) out.country_id = body.country;
  if (body.passport !== undefined) out.passport = upper(body.passport)!;
  if (body.dni !== undefined) out.dni = upper(body.dni)!;
  return out;
}

async function checkCountry(db: Db, country: number | null | undefined): Promise<void> {
  if (country === undefined || country === null) return;
  if (!(await db.selectFrom('countries').select('id').where('id', '=', country).executeTakeFirst())) throw fieldError('country', 'validation.invalid_choice');
}

/** A lost race for a document ends as the same 409 the check gives; a country deleted meanwhile as its 400. */
async function guarded<T>(db: Db, agencyId: number, docs: { passport?: string; dni?: string }, except: number | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) {
      const holder = await holderOf(db, agencyId, docs, except);
      if (holder) throw new DuplicateCustomerError(holder.id, holder.field);
    }
    if (isForeignKeyViolation(err)) throw fieldError('country', 'validation.invalid_choice');
    throw err;
  }
}

export async function createCustomer(ctx: ServiceContext, body: CustomerCreateBody): Promise<CustomerRecord> {
  const { db, actor } = ctx;
  const agencyId = body.agency ?? actor.agency.id;
  if (agencyId !== actor.agency.id && !(await isAgencyInScope(db, actor, agencyId))) throw fieldError('agency', 'validation.invalid_choice');
  await checkCountry(db, body.country);
  const values = columnsOf(body);
  const docs = { passport: values.passport, dni: values.dni };
  const holder = await holderOf(db, agencyId, docs);
  if (holder) throw new DuplicateCustomerError(holder.id, holder.field);
  const row = await guarded(db, agencyId, docs, undefined, () =>
    db
      .insertInto('customers')
      .values({ ...values, first_name: body.first_name, last_name: body.last_name, agency_id: agencyId, created_by: actor.id })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return getCustomer(ctx, row.id);
}

export async function updateCustomer(ctx: ServiceContext, id: number, body: CustomerUpdateBody): Promise<CustomerRecord> {
  const current = await getCustomer(ctx, id);
  await checkCountry(ctx.db, body.country);
  const values = columnsOf(body);
  const passport = values.passport ?? current.passport;
  const dni = values.dni ?? current.dni;
  if (!passport && !dni) throw new FieldErrors({ passport: [{ key: 'customers.document_required' }] });
  const docs = { passport: values.passport, dni: values.dni };
  const holder = await holderOf(ctx.db, current.agency, docs, id);
  if (holder) throw new DuplicateCustomerError(holder.id, holder.field);
  await guarded(ctx.db, current.agency, docs, id, () => ctx.db.updateTable('customers').set({ ...values, updated_at: new Date() }).where('id', '=', id).execute());
  return getCustomer(ctx, id);
}

/** Refused (409 customer_in_use) while a reservation names the customer as its client. */
export async function deleteCustomer(ctx: ServiceContext, id: number): Promise<void> {
  await getCustomer(ctx, id);
  const inUse = () => new ApiError(409, { key: 'customers.in_use' }, 'customer_in_use');
  if (await ctx.db.selectFrom('reservations').select('id').where('customer_id', '=', id).executeTakeFirst()) throw inUse();
  try {
    await ctx.db.deleteFrom('customers').where('id', '=', id).execute();
  } catch (err) {
    // A checkout that named the customer meanwhile.
    if (isForeignKeyViolation(err)) throw inUse();
    throw err;
  }
}
