/**
 * Flight price rules and promotion price rules (docs/api-flights.md; conditions and effect in
 * domain/flights/pricing.ts): by route, date range, weekday, passenger type, seat category, agency
 * group and trip type, with priorities. Both tables share their columns; promotions add a code.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { PassengerType } from '../../../domain/constants.ts';
import type { TripType } from '../../../domain/flights/pricing.ts';
import { ruleValueIssue, type priceRuleUpdateBody, type promotionRuleUpdateBody, type ruleListQuery } from '../../../domain/schemas/flightAdmin.ts';
import type { z } from '../../../domain/validation.ts';
import { fieldError } from '../../http/errors.ts';
import { checkRefs, entityService, pick, type Db } from '../flightAdmin/crud.ts';
import { nameIn } from '../../db/catalogNames.ts';
import { containsPattern } from '../nomenclators/service.ts';

type RuleQuery = z.infer<typeof ruleListQuery>;
type PromotionBody = z.infer<typeof promotionRuleUpdateBody>;
type PriceRuleBody = z.infer<typeof priceRuleUpdateBody>;

const COLUMNS = [
  'p.id',
  'p.name',
  'p.name_en',
  'p.priority',
  'p.route_id',
  'r.name as route_name',
  'p.date_from',
  'p.date_to',
  'p.weekdays',
  'p.passenger_type',
  'p.category_id',
  'p.agency_group_id',
  'g.name as agency_group_name',
  'p.trip_type',
  'p.kind',
  'p.value',
  'p.active',
  'p.created_at',
  'p.updated_at',
] as const;

interface RuleRow {
  id: number;
  name: string;
  name_en: string | null;
  priority: number;
  route_id: number | null;
  route_name: string | null;
  date_from: string | null;
  date_to: string | null;
  weekdays: number[];
  passenger_type: string | null;
  category_id: number | null;
  category_name: string | null;
  agency_group_id: number | null;
  agency_group_name: string | null;
  trip_type: string | null;
  kind: string;
  value: string;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

const toRecord = (r: RuleRow) => ({
  id: r.id,
  name: r.name,
  name_en: r.name_en,
  priority: r.priority,
  route: r.route_id,
  route_name: r.route_name,
  date_from: r.date_from,
  date_to: r.date_to,
  weekdays: r.weekdays,
  passenger_type: r.passenger_type as PassengerType | null,
  category: r.category_id,
  category_name: r.category_name,
  agency_group: r.agency_group_id,
  agency_group_name: r.agency_group_name,
  trip_type: r.trip_type as TripType | null,
  kind: r.kind,
  value: r.value,
  active: r.active,
  created: r.created_at.toISOString(),
  updated: r.updated_at.toISOString(),
});
type RuleRecord = ReturnType<typeof toRecord>;

/** The filters of both lists, as conditions on the alias `p`. */
function conditions(q: RuleQuery, promotion: boolean): RawBuilder<SqlBool>[] {
  const out: RawBuilder<SqlBool>[] = [];
  if (q.search) out.push(sql<SqlBool>`(p.name ilike ${containsPattern(q.search)} or p.name_en ilike ${containsPattern(q.search)})`);
  if (q.route !== undefined) out.push(sql<SqlBool>`p.route_id = ${q.route}`);
  if (q.active !== undefined) out.push(sql<SqlBool>`p.active = ${q.active}`);
  if (q.kind) out.push(sql<SqlBool>`p.kind = ${q.kind}`);
  if (q.passenger_type) out.push(sql<SqlBool>`p.passenger_type = ${q.passenger_type}`);
  if (q.category !== undefined) out.push(sql<SqlBool>`p.category_id = ${q.category}`);
  if (q.agency_group !== undefined) out.push(sql<SqlBool>`p.agency_group_id = ${q.agency_group}`);
  if (q.trip_type) out.push(sql<SqlBool>`p.trip_type = ${q.trip_type}`);
  if (q.valid_on) out.push(sql<SqlBool>`(p.date_from is null or p.date_from <= ${q.valid_on}) and (p.date_to is null or p.date_to >= ${q.valid_on})`);
  if (promotion && q.code) out.push(sql<SqlBool>`p.code ilike ${containsPattern(q.code)}`);
  return out;
}

const ordering = {
  fields: { id: 'p.id', priority: 'p.priority', name: sql`lower(p.name)`, name_en: sql`lower(p.name_en)`, date_from: 'p.date_from', created: 'p.created_at' },
  default: ['-priority'],
  tiebreaker: 'p.id',
};

/** Body → columns, checking references and the rules that span fields on the merged record. */
async function ruleColumns(db: Db, body: PriceRuleBody | PromotionBody, current: RuleRecord | null, promotion: boolean) {
  await checkRefs(db, { route: ['flight_routes', body.route], category: ['seat_categories', body.category], agency_group: ['agency_groups', body.agency_group] });
  const from = body.date_from !== undefined ? body.date_from : (current?.date_from ?? null);
  const to = body.date_to !== undefined ? body.date_to : (current?.date_to ?? null);
  if (from && to && from > to) throw fieldError('date_to', 'validation.date_order');
  const kind = body.kind ?? current?.kind;
  const value = body.value ?? current?.value;
  const issue = kind && value !== undefined ? ruleValueIssue(promotion, kind, value) : null;
  if (issue) throw fieldError('value', issue);
  return pick(body as PromotionBody, {
    name: 'name',
    name_en: 'name_en',
    priority: 'priority',
    route: 'route_id',
    date_from: 'date_from',
    date_to: 'date_to',
    weekdays: 'weekdays',
    passenger_type: 'passenger_type',
    category: 'category_id',
    agency_group: 'agency_group_id',
    trip_type: 'trip_type',
    kind: 'kind',
    value: 'value',
    active: 'active',
    code: 'code',
  });
}

export const priceRules = entityService({
  entity: 'flight_price_rule',
  table: 'flight_price_rules',
  idColumn: 'p.id',
  base: (db, lang) =>
    db
      .selectFrom('flight_price_rules as p')
      .leftJoin('flight_routes as r', 'r.id', 'p.route_id')
      .leftJoin('seat_categories as sc', 'sc.id', 'p.category_id')
      .leftJoin('agency_groups as g', 'g.id', 'p.agency_group_id')
      .select(COLUMNS)
      .select(nameIn(lang, 'sc').as('category_name')),
  toRecord,
  filter: (query, q: RuleQuery) => conditions(q, false).reduce((acc, c) => acc.where(c), query),
  ordering,
  columns: (db, body: PriceRuleBody, current) => ruleColumns(db, body, current, false),
  touch: true,
});

export const promotionRules = entityService({
  entity: 'promotion_price_rule',
  table: 'promotion_price_rules',
  idColumn: 'p.id',
  base: (db, lang) =>
    db
      .selectFrom('promotion_price_rules as p')
      .leftJoin('flight_routes as r', 'r.id', 'p.route_id')
      .leftJoin('seat_categories as sc', 'sc.id', 'p.category_id')
      .leftJoin('agency_groups as g', 'g.id', 'p.agency_group_id')
      .select([...COLUMNS, 'p.code'])
      .select(nameIn(lang, 'sc').as('category_name')),
  toRecord: (r) => ({ ...toRecord(r), code: r.code }),
  filter: (query, q: RuleQuery) => conditions(q, true).reduce((acc, c) => acc.where(c), query),
  ordering,
  columns: (db, body: PromotionBody, current) => ruleColumns(db, body, current, true),
  touch: true,
});
