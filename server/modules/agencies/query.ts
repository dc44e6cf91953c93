/**
 * The agency list's query, shared by the page, its count, the XLSX export and the detail: the
 * caller's scope and the filters of `agencyListQuery` over `agencies as a`, then the columns of an
 * AgencyRecord. Margin visibility (spec §6) is applied when a row becomes a record.
 */
import { sql, type AliasableExpression, type AliasedSelectQueryBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Language } from '../../../domain/constants.ts';
import type { AgencyRecord } from '../../../domain/records/network.ts';
import { AGENCY_LEVELS, levelFromRank, levelRank } from '../../../domain/roles.ts';
import { canSeeGeneralMargin } from '../../../domain/rules.ts';
import type { AgencyListQuery } from '../../../domain/schemas/agencies.ts';
import { compiledOnce, isoInstant, jsonObject, type JsonMember } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderingSpec } from '../../http/pagination.ts';
import { agencyRowScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { mediaUrl } from '../accounts/session.ts';
import { containsPattern } from '../nomenclators/service.ts';

type Db = Kysely<Database>;
type AgencyDb = Database & { a: Database['agencies'] };
export type AgencyFilters = Omit<AgencyListQuery, 'page' | 'page_size' | 'ordering'>;

/** The start of a day as a UTC instant; `before` filters take the whole day. */
const dayStart = (date: string) => sql<Date>`${date}::date::timestamptz`;

/** Agencies the actor sees that pass the filters; no columns selected yet. */
export function filteredAgencies(db: Db, actor: AuthActor, f: Partial<AgencyFilters>) {
  let q = db.selectFrom('agencies as a').where(agencyRowScope(actor, 'a.path'));
  // Names are matched on their stored lower-case form with LIKE: no case folding per row. The term
  // is lower-cased by the same lower() as the column, so both fold alike in any locale.
  // lower() in a sub-select: PostgreSQL evaluates it once, where `like lower($1)` under a generic
  // plan folded the pattern again for every candidate row the trigram index returned (a quarter of
  // the statement's time).
  if (f.search) {
    const p = containsPattern(f.search);
    q = q.where((eb) => eb.or([eb('a.name_search', 'like', sql<string>`(select lower(${p}))`), eb('a.owner', 'ilike', p), eb('a.acronym', 'ilike', p), eb('a.email', 'ilike', p)]));
  }
  if (f.name) q = q.where('a.name_search', 'like', sql<string>`(select lower(${containsPattern(f.name)}))`);
  if (f.owner) q = q.where('a.owner', 'ilike', containsPattern(f.owner));
  if (f.level) q = q.where('a.level', '=', levelRank(f.level));
  if (f.country !== undefined) q = q.where('a.country_id', '=', f.country);
  if (f.state === 'active') q = q.where('a.active', '=', true);
  if (f.state === 'inactive') q = q.where('a.active', '=', false);
  if (f.created_after) q = q.where('a.created_at', '>=', dayStart(f.created_after));
  if (f.created_before) q = q.where('a.created_at', '<', sql<Date>`${dayStart(f.created_before)} + interval '1 day'`);
  if (f.parent !== undefined) q = q.where('a.parent_id', '=', f.parent);
  if (f.id__in) q = q.where('a.id', 'in', f.id__in);
  const { service, group } = f;
  if (service) {
    q = q.where((eb) =>
      eb.exists(eb.selectFrom('markups as m').select('m.id').whereRef('m.agency_id', '=', 'a.id').where('m.service_type', '=', service).where('m.active', '=', true)),
    );
  }
  if (group !== undefined) {
    q = q.where((eb) =>
      eb.exists(eb.selectFrom('agency_group_members as gm').select('gm.agency_id').whereRef('gm.agency_id', '=', 'a.id').where('gm.group_id', '=', group)),
    );
  }
  return q;
}

/** A 'contains' filter: the page's statement reads every match for the count anyway (its index cannot say how many). */
export function readsEveryMatch(f: Partial<AgencyFilters>): boolean {
  return Boolean(f.search || f.name || f.owner);
}

/**
 * How many agencies the actor sees that pass the filters, as a sub-select for the page's own
 * statement (`paginate`'s `total`): the page and its count in one round trip. With the indexes of
 * migration 0012 both are index lookups, a subtree and a 'contains' filter included.
 */
export function agencyTotal(db: Db, actor: AuthActor, f: Partial<AgencyFilters>): AliasableExpression<number> {
  // Counted over the page's own rows, they are read once, not once for the count and again for the page.
  if (readsEveryMatch(f)) return sql<number>`count(*) over ()`;
  return filteredAgencies(db, actor, f).select(sql<number>`count(*)::int`.as('total')).$asScalar();
}

const countryName = (lang: Language) => (lang === 'en' ? 'c.name_en' : 'c.name_es');

/** The filtered agencies with every column an AgencyRecord needs. */
export function agencyRows(db: Db, actor: AuthActor, lang: Language, f: Partial<AgencyFilters>) {
  return withColumns(filteredAgencies(db, actor, f), lang);
}

/**
 * The filtered agencies' ids, for `paginateJsonByKeys`: the page is chosen on these narrow rows. The
 * country is joined for its ordering by name (unused, the database leaves the join out).
 */
export function agencyKeys(db: Db, actor: AuthActor, f: Partial<AgencyFilters>) {
  return filteredAgencies(db, actor, f).leftJoin('countries as c', 'c.id', 'a.country_id').select('a.id');
}

/** The columns of an AgencyRecord over `a`, an agency row. */
function withColumns(q: SelectQueryBuilder<AgencyDb, 'a', object>, lang: Language) {
  return q
    .leftJoin('countries as c', 'c.id', 'a.country_id')
    .leftJoin('agencies as p', 'p.id', 'a.parent_id')
    .select([
      'a.id',
      'a.name',
      'a.level',
      'a.parent_id',
      'a.path',
      'p.name as parent_name',
      'a.owner',
      'a.email',
      'a.country_id',
      `${countryName(lang)} as country_name`,
      'a.bank_code',
      'a.acronym',
      'a.address',
      'a.administrative_email',
      'a.informative_email',
      'a.currency_id',
      'a.phone',
      'a.domain',
      'a.active',
      'a.general_margin',
      'a.can_see_daughters',
      'a.logo',
      'a.created_at',
      'a.updated_at',
      sql<number>`(select count(*)::int from agencies ch where ch.parent_id = a.id)`.as('children_count'),
      sql<number[]>`coalesce((select array_agg(gm.group_id order by gm.group_id) from agency_group_members gm where gm.agency_id = a.id), '{}')`.as('groups'),
    ]);
}

/**
 * The page's agencies chosen by `agencyKeys` (`__page`) with the joins `agencyRecordJson` reads:
 * the agency `a`, its country `c` and its parent `p`.
 */
export function agencyPageFrom(db: Db, page: AliasedSelectQueryBuilder<{ id: number }, '__page'>) {
  return db
    .selectFrom(page)
    .innerJoin('agencies as a', 'a.id', '__page.id')
    .leftJoin('countries as c', 'c.id', 'a.country_id')
    .leftJoin('agencies as p', 'p.id', 'a.parent_id');
}

/** `mediaUrl` of server/modules/accounts/session.ts over a stored file name. */
const mediaUrlOf = (file: string) => sql<string | null>`'/media/' || nullif(${sql.ref(file)}, '')`;

/**
 * An AgencyRecord of `a` (with `c` and `p` of agencyPageFrom) as JSON written by the database: the
 * same text as JSON.stringify(toAgencyRecord(actor, row)) (listJson.test.ts compares them), the
 * general margin last and only on the rows whose level the actor may see it of.
 */
export function agencyRecordJson(db: Db, actor: AuthActor, lang: Language) {
  const margin = AGENCY_LEVELS.filter((l) => canSeeGeneralMargin(actor, l)).map(levelRank);
  return compiledOnce(db, `agency-record|${lang}|${margin.join(',')}`, () => agencyRecordSql(lang, margin));
}

function agencyRecordSql(lang: Language, marginRanks: readonly number[]) {
  const level = sql`case a.level ${sql.join(AGENCY_LEVELS.map((l) => sql`when ${sql.lit(levelRank(l))} then ${sql.lit(l)}`), sql` `)} end`;
  const members: JsonMember[] = [
    ['id', sql`a.id`],
    ['name', sql`a.name`],
    ['level', level],
    ['parent', sql`a.parent_id`],
    ['parent_name', sql`p.name`],
    ['owner', sql`a.owner`],
    ['email', sql`a.email`],
    ['country', sql`a.country_id`],
    ['country_name', sql.ref(countryName(lang))],
    ['bank_code', sql`a.bank_code`],
    ['acronym', sql`a.acronym`],
    ['address', sql`a.address`],
    ['administrative_email', sql`a.administrative_email`],
    ['informative_email', sql`a.informative_email`],
    ['currency', sql`a.currency_id`],
    ['phone', sql`a.phone`],
    ['domain', sql`a.domain`],
    ['active', sql`a.active`],
    ['can_see_daughters', sql`a.can_see_daughters`],
    ['groups', sql`coalesce((select array_agg(gm.group_id order by gm.group_id) from agency_group_members gm where gm.agency_id = a.id), '{}')`],
    ['logo', mediaUrlOf('a.logo')],
    ['children_count', sql`(select count(*)::int from agencies ch where ch.parent_id = a.id)`],
    ['created', isoInstant(sql`a.created_at`)],
    ['updated', isoInstant(sql`a.updated_at`)],
  ];
  if (marginRanks.length === 0) return jsonObject(members);
  // toAgencyRecord adds the margin last, when the actor may see it.
  return sql`case when a.level in (${sql.join(marginRanks.map((rank) => sql.lit(rank)))})
    then left((${jsonObject(members)})::text, -1) || ',"general_margin":' || to_json(a.general_margin::text)::text || '}'
    else (${jsonObject(members)})::text end`;
}

export type AgencyRow = Awaited<ReturnType<ReturnType<typeof agencyRows>['executeTakeFirstOrThrow']>>;

/** Orderings of `agencyOrderingFields`; names sort case-insensitively, none of them is null. */
export function agencyOrdering(lang: Language): OrderingSpec {
  return {
    fields: {
      name: sql`lower(a.name)`,
      level: 'a.level',
      owner: sql`lower(a.owner)`,
      created: 'a.created_at',
      country: sql`coalesce(${sql.ref(countryName(lang))}, '')`,
      active: 'a.active',
      acronym: sql`lower(a.acronym)`,
    },
    default: ['name'],
    tiebreaker: 'a.id',
  };
}

export function toAgencyRecord(actor: AuthActor, row: AgencyRow): AgencyRecord {
  const level = levelFromRank(row.level);
  const record: AgencyRecord = {
    id: row.id,
    name: row.name,
    level,
    parent: row.parent_id,
    parent_name: row.parent_name,
    owner: row.owner,
    email: row.email,
    country: row.country_id,
    country_name: row.country_name,
    bank_code: row.bank_code,
    acronym: row.acronym,
    address: row.address,
    administrative_email: row.administrative_email,
    informative_email: row.informative_email,
    currency: row.currency_id,
    phone: row.phone,
    domain: row.domain,
    active: row.active,
    can_see_daughters: row.can_see_daughters,
    groups: row.groups,
    logo: mediaUrl(row.logo),
    children_count: row.children_count,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
  if (canSeeGeneralMargin(actor, level)) record.general_margin = row.general_margin;
  return record;
}

/** One agency in the actor's scope, or undefined (the caller answers 404). */
export async function findAgency(db: Db, actor: AuthActor, lang: Language, id: number): Promise<AgencyRow | undefined> {
  return agencyRows(db, actor, lang, { id__in: [id] }).executeTakeFirst();
}
