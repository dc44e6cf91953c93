/**
 * Agencies (docs/api.md 'Agencies'): list, detail, create, edit, delete. Every query is scoped to
 * the caller's subtree (404 outside it); the rules of domain/networkRules.ts decide what the caller
 * may do with an agency it sees (403 otherwise).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { canCreateAgencyUnder, canDeleteAgency, canEditAgency, canManageAgencyGroups } from '../../../domain/networkRules.ts';
import type { AgencyRecord } from '../../../domain/records/network.ts';
import { childLevel, levelFromRank } from '../../../domain/roles.ts';
import { canSeeGeneralMargin } from '../../../domain/rules.ts';
import type { AgencyCreateBody, AgencyListQuery, AgencyUpdateBody } from '../../../domain/schemas/agencies.ts';
import { insertAgency } from '../../db/agencyTree.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { TtlCache } from '../../http/cache.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError, FieldErrors, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { paginateJsonByKeys } from '../../http/pagination.ts';
import { scopeKey } from '../../http/scope.ts';
import { agencyKeys, agencyOrdering, agencyPageFrom, agencyRecordJson, agencyTotal, findAgency, readsEveryMatch, toAgencyRecord, type AgencyRow } from './query.ts';
import { invalidationBus, TOPICS } from '../../http/invalidation.ts';

type Db = Kysely<Database>;

/**
 * A cache key holding everything a list answer depends on: what the caller sees (scope), which
 * margins it may read (its level), the language (country names) and the whole URL (filters,
 * ordering, page, and the next/previous links built from it).
 */
function listKey(kind: string, { actor, lang }: ServiceContext, url: string): string {
  return `${kind}|${scopeKey(actor)}|${actor.agency.level}|${lang}|${url}`;
}

/**
 * One page of the agency list as its JSON text. Pages are kept in the network cache: a page is
 * asked for again and again (paging back, the tree view, refetch on focus), and on the embedded
 * database every query queues behind the others. The text is cached, not the object, so a hit
 * costs neither the serialisation nor its garbage. The count is counted in the page's statement.
 */
export async function listAgenciesJson(ctx: ServiceContext, networkCache: TtlCache, url: string, q: AgencyListQuery): Promise<string> {
  const { db, actor, lang } = ctx;
  const { page: _p, page_size: _s, ordering: _o, ...filters } = q;
  return networkCache.wrap(listKey('agencies', ctx, url), async () => {
    const keys = agencyKeys(db, actor, filters);
    const from = (chosen: Parameters<typeof agencyPageFrom>[1]) => agencyPageFrom(db, chosen);
    return paginateJsonByKeys(db, { url }, keys, q, agencyOrdering(lang), from, agencyRecordJson(db, actor, lang), agencyTotal(db, actor, filters), readsEveryMatch(filters) ? 'generic' : 'per request');
  });
}

export async function getAgency({ db, actor, lang }: ServiceContext, id: number): Promise<AgencyRecord> {
  const row = await findAgency(db, actor, lang, id);
  if (!row) throw notFound();
  return toAgencyRecord(actor, row);
}

async function checkCountry(db: Db, countryId: number | undefined): Promise<void> {
  if (countryId === undefined) return;
  const found = await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
  if (!found) throw fieldError('country', 'validation.invalid_choice');
}

/** Group ids that exist; 400 naming the others. */
async function checkGroups(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = new Set((await db.selectFrom('agency_groups').select('id').where('id', 'in', unique).execute()).map((g) => g.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldError('groups', 'validation.unknown_ids', { ids: missing.join(', ') });
  return unique;
}

async function replaceGroups(db: Db, agencyId: number, groups: number[]): Promise<void> {
  await db.deleteFrom('agency_group_members').where('agency_id', '=', agencyId).execute();
  if (groups.length > 0) await db.insertInto('agency_group_members').values(groups.map((group_id) => ({ group_id, agency_id: agencyId }))).execute();
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((x) => left.has(x));
}

export async function createAgency(ctx: ServiceContext, body: AgencyCreateBody): Promise<AgencyRecord> {
  const { db, actor, lang } = ctx;
  // A parent outside the caller's subtree reads as one that does not exist.
  const parent = await findAgency(db, actor, lang, body.parent);
  if (!parent) throw fieldError('parent', 'validation.invalid_choice');
  const parentLevel = levelFromRank(parent.level);
  if (childLevel(parentLevel) === null) throw fieldError('parent', 'validation.parent_no_children');
  if (!canCreateAgencyUnder(actor, { id: parent.id, level: parentLevel })) throw forbidden();
  await checkCountry(db, body.country);
  const { parent: _parent, groups, country, currency, ...fields } = body;
  if (groups && groups.length > 0 && !canManageAgencyGroups(actor)) throw fieldError('groups', 'validation.field_not_allowed');
  const groupIds = await checkGroups(db, groups ?? []);
  const id = await db.transaction().execute(async (trx) => {
    const placed = await insertAgency(trx, { ...fields, country_id: country, currency_id: currency }, { id: parent.id, level: parent.level, path: parent.path });
    await replaceGroups(trx, placed.id, groupIds);
    return placed.id;
  });
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
  return getAgency(ctx, id);
}

/** The agency, visible (404) and editable (403) by the caller. */
export async function editableAgency({ db, actor, lang }: ServiceContext, id: number): Promise<AgencyRow> {
  const row = await findAgency(db, actor, lang, id);
  if (!row) throw notFound();
  if (!canEditAgency(actor, { id: row.id, level: levelFromRank(row.level) })) throw forbidden();
  return row;
}

export async function updateAgency(ctx: ServiceContext, id: number, body: AgencyUpdateBody): Promise<AgencyRecord> {
  const { db, actor } = ctx;
  const row = await editableAgency(ctx, id);
  const target = { id: row.id, level: levelFromRank(row.level) };
  // Deactivation follows the deletion rule: strictly below the caller's level.
  if (body.active !== undefined && body.active !== row.active && !canDeleteAgency(actor, target)) throw forbidden();
  const refused: Record<string, { key: string }[]> = {};
  if (body.general_margin !== undefined && !canSeeGeneralMargin(actor, target.level)) refused.general_margin = [{ key: 'validation.field_not_allowed' }];
  // The form sends the groups back unchanged; only a change needs the group managers' rule.
  if (body.groups !== undefined && !sameSet(body.groups, row.groups) && !canManageAgencyGroups(actor)) refused.groups = [{ key: 'validation.field_not_allowed' }];
  if (Object.keys(refused).length > 0) throw new FieldErrors(refused);
  await checkCountry(db, body.country);
  const groupIds = body.groups !== undefined ? await checkGroups(db, body.groups) : undefined;
  const { groups: _groups, country, currency, ...fields } = body;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('agencies')
      .set({
        ...fields,
        ...(country !== undefined ? { country_id: country } : {}),
        ...(currency !== undefined ? { currency_id: currency } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    if (groupIds !== undefined) await replaceGroups(trx, id, groupIds);
  });
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
  return getAgency(ctx, id);
}

/** 409 while anything still needs the agency: users, child agencies, ledger rows. */
async function inUse(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('users').select('id').where('agency_id', '=', id)).as('users'),
      eb.exists(eb.selectFrom('agencies').select('id').where('parent_id', '=', id)).as('children'),
      eb.exists(eb.selectFrom('ledger_accounts').select('id').where('agency_id', '=', id)).as('ledger'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.users) || Boolean(row.children) || Boolean(row.ledger);
}

const agencyInUse = () => new ApiError(409, { key: 'api.agency_in_use' }, 'agency_in_use');

/** `mediaDir`: where the logo files are (DATA_DIR/media). */
export async function deleteAgency({ db, actor, lang }: ServiceContext, mediaDir: string, id: number): Promise<void> {
  const row = await findAgency(db, actor, lang, id);
  if (!row) throw notFound();
  if (!canDeleteAgency(actor, { id: row.id, level: levelFromRank(row.level) })) throw forbidden();
  if (await inUse(db, id)) throw agencyInUse();
  try {
    await db.deleteFrom('agencies').where('id', '=', id).execute();
  } catch (err) {
    // A user or a ledger row added since the check: the foreign keys keep the agency.
    if (isForeignKeyViolation(err)) throw agencyInUse();
    throw err;
  }
  await invalidationBus(db).publish(TOPICS.agencyNetwork);
  if (row.logo) await rm(path.join(mediaDir, row.logo), { force: true });
}
