/**
 * What the accountants' lists share: the agency filters of their query strings (name, agency,
 * level, parent, country, currency), the tenant scope, day boundaries in UTC, money as text, and
 * the key of a row (one agency in one currency).
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { levelFromRank, levelRank, type AgencyLevel } from '../../../domain/roles.ts';
import { agencyRowScope } from '../../http/scope.ts';
import type { AuthActor } from '../../security/actor.ts';
import { containsPattern } from '../nomenclators/service.ts';

export interface AgencyFilters {
  name?: string;
  agency?: number;
  level?: AgencyLevel;
  parent?: number;
  country?: number;
}

/**
 * The conditions on an agency aliased `g` (its `path`, `name_search`, …) for the filters and the
 * actor's tenant scope, as one where-clause.
 */
export function agencyConditions(actor: AuthActor, f: AgencyFilters, alias = 'g'): RawBuilder<SqlBool> {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const parts: RawBuilder<SqlBool>[] = [agencyRowScope(actor, `${alias}.path`)];
  if (f.name) parts.push(sql<SqlBool>`${col('name_search')} like lower(${containsPattern(f.name)})`);
  if (f.agency !== undefined) parts.push(sql<SqlBool>`${col('id')} = ${f.agency}`);
  if (f.level) parts.push(sql<SqlBool>`${col('level')} = ${levelRank(f.level)}`);
  if (f.parent !== undefined) parts.push(sql<SqlBool>`${col('parent_id')} = ${f.parent}`);
  if (f.country !== undefined) parts.push(sql<SqlBool>`${col('country_id')} = ${f.country}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The first instant of a UTC day ('YYYY-MM-DD'), as timestamptz. */
export function dayStart(day: string): RawBuilder<Date> {
  return sql<Date>`(${day}::date)::timestamp at time zone 'UTC'`;
}

/** The first instant after a UTC day. */
export function dayEnd(day: string): RawBuilder<Date> {
  return sql<Date>`((${day}::date + 1)::timestamp at time zone 'UTC')`;
}

/** A numeric as a two-decimal string ('0.00' for null). */
export function moneyText(expr: Expression<unknown> | RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`coalesce(${expr}, 0)::numeric(16,2)::text`;
}

/** A row of these lists is one agency in one currency: its id is agency × 1000 + currency. */
export const ROW_KEY_FACTOR = 1000;
export function rowKey(agency: string, currency: string): RawBuilder<number> {
  return sql<number>`(${sql.ref(agency)}::bigint * ${sql.lit(ROW_KEY_FACTOR)} + ${sql.ref(currency)})`;
}

export function levelOf(rank: number): AgencyLevel {
  return levelFromRank(rank);
}

/** Today as a UTC day (the clock tests pin). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
