/**
 * /agencias/accounting-provider-configuration: which service type and business line each provider
 * serves, the currency it bills in and its payment terms. One row per (provider, service type,
 * business line, currency); '' is "every business line".
 */
import { sql } from 'kysely';
import type { ConfigurationRecord } from '../../../domain/records/accountingProviders.ts';
import type { ConfigurationCreateBody, ConfigurationListQuery, ConfigurationUpdateBody } from '../../../domain/schemas/accountingProviders.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ServiceContext } from '../../http/context.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import type { Db } from '../ledger/accounts.ts';

function configurations(db: Db) {
  return db
    .selectFrom('accounting_provider_configurations as c')
    .innerJoin('accounting_providers as p', 'p.id', 'c.provider_id')
    .select([
      'c.id',
      'c.provider_id',
      'p.name as provider_name',
      'p.code as provider_code',
      'c.service_type',
      'c.business_line',
      'c.currency_id',
      'c.payment_terms_days',
      'c.active',
      'c.notes',
      'c.created_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof configurations>['executeTakeFirstOrThrow']>>;

const toRecord = (r: Row): ConfigurationRecord => ({
  id: r.id,
  provider: r.provider_id,
  provider_name: r.provider_name,
  provider_code: r.provider_code,
  service_type: r.service_type,
  business_line: r.business_line,
  currency: r.currency_id,
  payment_terms_days: r.payment_terms_days,
  active: r.active,
  notes: r.notes,
  created: new Date(r.created_at).toISOString(),
});

export async function listConfigurations(ctx: ServiceContext, url: string, q: ConfigurationListQuery) {
  let query = configurations(ctx.db);
  if (q.provider !== undefined) query = query.where('c.provider_id', '=', q.provider);
  if (q.service_type) query = query.where('c.service_type', '=', q.service_type);
  if (q.business_line !== undefined && q.business_line !== '') query = query.where('c.business_line', '=', q.business_line);
  if (q.currency !== undefined) query = query.where('c.currency_id', '=', q.currency);
  if (q.active !== undefined) query = query.where('c.active', '=', q.active);
  const fields = {
    provider_name: sql`lower(p.name)`,
    service_type: 'c.service_type',
    business_line: 'c.business_line',
    currency: 'c.currency_id',
    payment_terms_days: 'c.payment_terms_days',
    active: 'c.active',
    created: 'c.created_at',
  };
  return paginate(ctx.db, { url }, query, q, { fields, default: ['provider_name', 'service_type'], tiebreaker: 'c.id' }, toRecord);
}

export async function getConfiguration(ctx: ServiceContext, id: number): Promise<ConfigurationRecord> {
  const row = await configurations(ctx.db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRecord(row);
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('non_field_errors', 'accounting_providers.configuration_taken');
    throw err;
  }
}

function columns(body: ConfigurationUpdateBody) {
  const { currency, ...rest } = body;
  return { ...rest, ...(currency !== undefined ? { currency_id: currency } : {}) };
}

export async function createConfiguration(ctx: ServiceContext, body: ConfigurationCreateBody): Promise<ConfigurationRecord> {
  if (!(await ctx.db.selectFrom('accounting_providers').select('id').where('id', '=', body.provider).executeTakeFirst())) throw fieldError('provider', 'validation.invalid_choice');
  const { provider, currency, ...rest } = body;
  const { id } = await guarded(() =>
    ctx.db.insertInto('accounting_provider_configurations').values({ ...rest, provider_id: provider, currency_id: currency }).returning('id').executeTakeFirstOrThrow(),
  );
  return getConfiguration(ctx, id);
}

export async function updateConfiguration(ctx: ServiceContext, id: number, body: ConfigurationUpdateBody): Promise<ConfigurationRecord> {
  await getConfiguration(ctx, id);
  if (Object.keys(body).length > 0) await guarded(() => ctx.db.updateTable('accounting_provider_configurations').set({ ...columns(body), updated_at: new Date() }).where('id', '=', id).execute());
  return getConfiguration(ctx, id);
}

export async function deleteConfiguration(ctx: ServiceContext, id: number): Promise<void> {
  await getConfiguration(ctx, id);
  await ctx.db.deleteFrom('accounting_provider_configurations').where('id', '=', id).execute();
}

/**
 * The active configuration of a provider for a reservation's service: the one of its business
 * line before the one for every line, in the reservation's currency first.
 */
export async function configurationFor(db: Db, providerCode: string, r: { service_type: string; business_line: string; currency_id: number }) {
  return db
    .selectFrom('accounting_provider_configurations as c')
    .innerJoin('accounting_providers as p', 'p.id', 'c.provider_id')
    .select(['c.currency_id', 'c.payment_terms_days'])
    .where('p.code', '=', providerCode)
    .where('c.active', '=', true)
    .where('c.service_type', '=', r.service_type)
    .where('c.business_line', 'in', [r.business_line, ''])
    .orderBy(sql`c.business_line = ''`)
    .orderBy(sql`c.currency_id <> ${r.currency_id}`)
    .orderBy('c.id')
    .executeTakeFirst();
}
