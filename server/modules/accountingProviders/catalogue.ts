/**
 * The accounting providers' catalogue (/agencias/accounting-provider): suppliers found by a code
 * that never changes once created (the reservations and the ledger account carry it). A provider
 * with reservations, costs or ledger movements is deactivated, never deleted.
 */
import { sql, type Kysely } from 'kysely';
import type { ProviderRecord } from '../../../domain/records/accountingProviders.ts';
import type { ProviderCreateBody, ProviderListQuery, ProviderUpdateBody } from '../../../domain/schemas/accountingProviders.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, fieldError, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import type { Db } from '../ledger/accounts.ts';
import { containsPattern } from '../nomenclators/service.ts';

function providers(db: Kysely<Database>) {
  return db
    .selectFrom('accounting_providers as p')
    .select([
      'p.id',
      'p.code',
      'p.name',
      'p.tax_id',
      'p.email',
      'p.phone',
      'p.country_id',
      'p.active',
      'p.notes',
      'p.created_at',
      sql<string[]>`array(select distinct c.service_type from accounting_provider_configurations c where c.provider_id = p.id and c.active order by 1)`.as('service_types'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof providers>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): ProviderRecord => ({
  id: r.id,
  code: r.code,
  name: r.name,
  tax_id: r.tax_id,
  email: r.email,
  phone: r.phone,
  country: r.country_id,
  active: r.active,
  notes: r.notes,
  service_types: r.service_types ?? [],
  created: new Date(r.created_at).toISOString(),
});

export async function listProviders(ctx: ServiceContext, url: string, q: ProviderListQuery) {
  let query = providers(ctx.db);
  if (q.search) {
    const p = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('p.name', 'ilike', p), eb('p.code', 'ilike', p), eb('p.tax_id', 'ilike', p)]));
  }
  if (q.active !== undefined) query = query.where('p.active', '=', q.active);
  if (q.id__in) query = query.where('p.id', 'in', q.id__in);
  if (q.service_type) {
    const service = q.service_type;
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('accounting_provider_configurations as c').select('c.id').whereRef('c.provider_id', '=', 'p.id').where('c.service_type', '=', service).where('c.active', '=', true)),
    );
  }
  const fields = { name: sql`lower(p.name)`, code: 'p.code', active: 'p.active', created: 'p.created_at' };
  return paginate(ctx.db, { url }, query, q, { fields, default: ['name'], tiebreaker: 'p.id' }, toRecord);
}

export async function getProvider(ctx: ServiceContext, id: number): Promise<ProviderRecord> {
  const row = await providers(ctx.db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

async function checkCountry(db: Db, country: number | null | undefined): Promise<void> {
  if (country == null) return;
  if (!(await db.selectFrom('countries').select('id').where('id', '=', country).executeTakeFirst())) throw fieldError('country', 'validation.invalid_choice');
}

function fieldsOf(body: ProviderUpdateBody) {
  const { country, ...rest } = body;
  return { ...rest, ...(country !== undefined ? { country_id: country } : {}) };
}

export async function createProvider(ctx: ServiceContext, body: ProviderCreateBody): Promise<ProviderRecord> {
  await checkCountry(ctx.db, body.country);
  try {
    const { id } = await ctx.db.insertInto('accounting_providers').values(fieldsOf(body) as ProviderCreateBody & { name: string; code: string }).returning('id').executeTakeFirstOrThrow();
    return getProvider(ctx, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('code', 'accounting_providers.code_taken');
    throw err;
  }
}

export async function updateProvider(ctx: ServiceContext, id: number, body: ProviderUpdateBody): Promise<ProviderRecord> {
  await getProvider(ctx, id);
  await checkCountry(ctx.db, body.country);
  if (Object.keys(body).length > 0) await ctx.db.updateTable('accounting_providers').set({ ...fieldsOf(body), updated_at: new Date() }).where('id', '=', id).execute();
  return getProvider(ctx, id);
}

/** 409 when anything refers to the provider's code; its configurations go with it. */
export async function deleteProvider(ctx: ServiceContext, id: number): Promise<void> {
  const provider = await getProvider(ctx, id);
  const used = await ctx.db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('reservations').select('id').where('accounting_provider', '=', provider.code)).as('reservations'),
      eb.exists(eb.selectFrom('reservation_provider_costs').select('id').where('provider_code', '=', provider.code)).as('costs'),
      eb.exists(eb.selectFrom('ledger_accounts').select('id').where('kind', '=', 'accounting_provider').where('provider', '=', provider.code)).as('ledger'),
      eb.exists(eb.selectFrom('accounting_provider_payouts').select('id').where('provider_id', '=', id)).as('payouts'),
    ])
    .executeTakeFirstOrThrow();
  if (used.reservations || used.costs || used.ledger || used.payouts) throw new ApiError(409, { key: 'accounting_providers.in_use' }, 'in_use');
  await ctx.db.deleteFrom('accounting_providers').where('id', '=', id).execute();
}

/** The active provider of `code`, or a 400 on `field`. */
export async function activeProvider(db: Db, code: string, field = 'accounting_provider'): Promise<{ id: number; code: string; name: string }> {
  const row = await db.selectFrom('accounting_providers').select(['id', 'code', 'name']).where('code', '=', code).where('active', '=', true).executeTakeFirst();
  if (!row) throw fieldError(field, 'accounting_providers.unknown');
  return row;
}
