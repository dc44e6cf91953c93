/** Reference lists (spec §7 'Nomenclators and settings'), as DRF pages, names in the caller's language. */
import type { Language } from '../../../domain/constants.ts';
import { isType } from '../../../domain/rules.ts';
import type { ServiceContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { paginate, type ListQuery } from '../../http/pagination.ts';

/** Reference lists are public or read by anyone signed in: the database and the language are enough. */
type ReadContext = Pick<ServiceContext, 'db' | 'lang'>;

export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const nameColumn = (lang: Language) => (lang === 'en' ? 'name_en' : 'name_es');

export async function listCountries({ db, lang }: ReadContext, url: string, q: ListQuery & { search?: string }) {
  const name = nameColumn(lang);
  let query = db.selectFrom('countries').select(['id', `${name} as name`, 'code']);
  if (q.search) {
    const pattern = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('name_es', 'ilike', pattern), eb('name_en', 'ilike', pattern), eb('code', 'ilike', pattern)]));
  }
  return paginate(db, { url }, query, q, { fields: { id: 'id', name, code: 'code' }, default: ['name'], tiebreaker: 'id' }, (r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
  }));
}

export async function getCountry({ db, lang }: ReadContext, id: number) {
  const country = await db.selectFrom('countries').select(['id', `${nameColumn(lang)} as name`, 'code']).where('id', '=', id).executeTakeFirst();
  if (!country) throw notFound();
  const provinces = await db.selectFrom('provinces').select(['id', 'name']).where('country_id', '=', id).orderBy('name').orderBy('id').execute();
  return { ...country, provinces };
}

export async function listProvinces({ db }: ReadContext, url: string, q: ListQuery & { search?: string; country?: number }) {
  let query = db.selectFrom('provinces').select(['id', 'name', 'country_id']);
  if (q.country !== undefined) query = query.where('country_id', '=', q.country);
  if (q.search) query = query.where('name', 'ilike', containsPattern(q.search));
  return paginate(db, { url }, query, q, { fields: { id: 'id', name: 'name', country: 'country_id' }, default: ['name'], tiebreaker: 'id' }, (r) => ({
    id: r.id,
    name: r.name,
    country: r.country_id,
  }));
}

export async function listHotelChains({ db }: ReadContext, url: string, q: ListQuery & { search?: string; id__in?: number[] }) {
  // Issue 11: inactive chains are no longer offered; getMany (`id__in`) still finds them for old records.
  let query = db.selectFrom('hotel_chains').select(['id', 'name', 'code']);
  if (q.id__in) query = query.where('id', 'in', q.id__in);
  else query = query.where('active', '=', true);
  if (q.search) query = query.where('name', 'ilike', containsPattern(q.search));
  return paginate(db, { url }, query, q, { fields: { id: 'id', name: 'name' }, default: ['name'], tiebreaker: 'id' }, (r) => r);
}

export async function listAvailablePrices({ db }: ReadContext, url: string, q: ListQuery & { search?: string }) {
  let query = db.selectFrom('available_prices').select(['id', 'name', 'code', 'description']);
  if (q.search) query = query.where((eb) => eb.or([eb('name', 'ilike', containsPattern(q.search ?? '')), eb('code', 'ilike', containsPattern(q.search ?? ''))]));
  return paginate(db, { url }, query, q, { fields: { id: 'id', name: 'name', code: 'code' }, default: ['name'], tiebreaker: 'id' }, (r) => r);
}

export async function listCurrencies({ db, lang }: ReadContext, url: string, q: ListQuery) {
  const query = db.selectFrom('currencies').select(['id', 'abbreviation', 'symbol', `${nameColumn(lang)} as name`]);
  return paginate(db, { url }, query, q, { fields: { id: 'id', abbreviation: 'abbreviation' }, default: ['id'], tiebreaker: 'id' }, (r) => r);
}

/** Public settings for everyone; the provider's admins also see the internal ones. */
export async function listConfigurations({ db, actor }: ServiceContext, url: string, q: ListQuery & { search?: string }) {
  let query = db.selectFrom('configurations').select(['id', 'key', 'value', 'description']);
  if (!(isType(actor, 'admin') && actor.agency.level === 'agency_1st_level')) query = query.where('is_public', '=', true);
  if (q.search) query = query.where('key', 'ilike', containsPattern(q.search));
  return paginate(db, { url }, query, q, { fields: { id: 'id', key: 'key' }, default: ['key'], tiebreaker: 'id' }, (r) => r);
}

export async function listCancellationPolicies({ db }: ReadContext, url: string, q: ListQuery, serviceType: string) {
  const query = db
    .selectFrom('cancellation_policies')
    .select(['id', 'name', 'description', 'discount_type', 'value', 'currency_id', 'min_days', 'max_days'])
    .where('service_type', '=', serviceType);
  return paginate(
    db,
    { url },
    query,
    q,
    { fields: { id: 'id', name: 'name', min_days: 'min_days', max_days: 'max_days' }, default: ['min_days'], tiebreaker: 'id' },
    (r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      discount_type: r.discount_type as 'percent' | 'fixed' | 'nights',
      value: r.value,
      currency: r.currency_id,
      min_days: r.min_days,
      max_days: r.max_days,
    }),
  );
}

export async function listTermConditions({ db }: ReadContext, url: string, q: ListQuery, serviceType: string) {
  const query = db.selectFrom('term_conditions').select(['id', 'name', 'description']).where('service_type', '=', serviceType);
  return paginate(db, { url }, query, q, { fields: { id: 'id', name: 'name' }, default: ['id'], tiebreaker: 'id' }, (r) => r);
}
