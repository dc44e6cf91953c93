/**
 * One pricing path for the search, the price calculation, the booking and its modification
 * (docs/api-flights.md 'Prices'): each leg's base price (route, or departure with 'use
 * configuration prices'), the winning price rule and promotion for the buyer's groups
 * (domain/flights/pricing.ts), then the buyer's markup chain (the agencies module's loader), plus
 * the departure airports' per-passenger supplements, passed through.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { PASSENGER_TYPES, type PassengerType } from '../../../domain/constants.ts';
import type { PassengerCounts } from '../../../domain/flights/passengers.ts';
import { basePrices, paxNetPrice, type PaxNetPrice, type PaxPrices, type PriceRule, type PricingContext, type PromotionRule, type TripType } from '../../../domain/flights/pricing.ts';
import { calculateSupplements, type Supplement } from '../../../domain/flights/supplements.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { priceThroughChain, type ChainPrice, type ChainStep } from '../../../domain/pricing/markupChain.ts';
import type { FrozenLevel, FrozenPaxPrice, FrozenPriceLevels, SupplementLineRecord } from '../../../domain/records/flightBooking.ts';
import { levelFromRank } from '../../../domain/roles.ts';
import type { Database } from '../../db/schema.ts';
import { chainSteps, loadChain, type ChainAgency } from '../agencies/pricing.ts';
import type { LegRow } from './legs.ts';

type Db = Kysely<Database>;

/** Flights are sold in the inventory's currency (docs/api-flights.md 'Prices'). */
export const FLIGHT_CURRENCY_ID = 1;

/** The agency a price is for: its groups (rules, seats) and its markup chain. */
export interface Buyer {
  agencyId: number;
  groupIds: number[];
  chain: ChainAgency[];
  steps: ChainStep[];
}

export async function loadBuyer(db: Db, agency: { id: number; path: string }): Promise<Buyer> {
  const [groups, chain] = await Promise.all([
    db.selectFrom('agency_group_members').select('group_id').where('agency_id', '=', agency.id).orderBy('group_id').execute(),
    loadChain(db, agency.path, 'flights'),
  ]);
  return { agencyId: agency.id, groupIds: groups.map((g) => g.group_id), chain, steps: chainSteps(chain) };
}

export interface Rules {
  rules: PriceRule[];
  promotions: PromotionRule[];
}

function toConditions(r: { id: number; priority: number; route_id: number | null; date_from: string | null; date_to: string | null; weekdays: number[]; passenger_type: string | null; category_id: number | null; agency_group_id: number | null; trip_type: string | null; active: boolean; kind: string; value: string }) {
  return {
    id: r.id,
    priority: r.priority,
    route_id: r.route_id,
    date_from: r.date_from,
    date_to: r.date_to,
    weekdays: r.weekdays,
    passenger_type: r.passenger_type as PassengerType | null,
    category_id: r.category_id,
    agency_group_id: r.agency_group_id,
    trip_type: r.trip_type as TripType | null,
    active: r.active,
    value: r.value,
  };
}

const RULE_COLUMNS = ['id', 'priority', 'route_id', 'date_from', 'date_to', 'weekdays', 'passenger_type', 'category_id', 'agency_group_id', 'trip_type', 'active', 'kind', 'value'] as const;

/**
 * Active rules of these routes (or of every route); promotions with a code only for that code.
 * `routeIds` null loads the rules of all routes (a rule names its route, and paxNetPrice matches it).
 */
export async function loadRules(db: Db, routeIds: readonly number[] | null, discountCode?: string): Promise<Rules> {
  const code = discountCode?.trim().toUpperCase() || null;
  const onRoutes = (eb: ExpressionBuilder<Database, 'flight_price_rules' | 'promotion_price_rules'>) =>
    routeIds === null ? eb.val(true) : eb.or([eb('route_id', 'is', null), eb('route_id', 'in', [...routeIds, 0])]);
  const [rules, promotions] = await Promise.all([
    db.selectFrom('flight_price_rules').select(RULE_COLUMNS).where('active', '=', true).where(onRoutes).execute(),
    db
      .selectFrom('promotion_price_rules')
      .select(RULE_COLUMNS)
      .where('active', '=', true)
      .where(onRoutes)
      .where((eb) => (code ? eb.or([eb('code', 'is', null), eb(eb.fn('upper', ['code']), '=', code)]) : eb('code', 'is', null)))
      .execute(),
  ]);
  return {
    rules: rules.map((r) => ({ ...toConditions(r), kind: r.kind as PriceRule['kind'] })),
    promotions: promotions.map((r) => ({ ...toConditions(r), kind: r.kind as PromotionRule['kind'] })),
  };
}

/** Per-passenger supplements of the departure airports (null: of every airport), in the flights' currency. */
export async function loadSupplements(db: Db, airportIds: readonly number[] | null): Promise<Map<number, Supplement[]>> {
  const rows = await db
    .selectFrom('airport_supplements')
    .select(['id', 'airport_id', 'kind', 'passenger_type', 'luggage_category_id', 'amount', 'currency_id', 'active'])
    .where((eb) => (airportIds === null ? eb.val(true) : eb('airport_id', 'in', [...airportIds, 0])))
    .where('active', '=', true)
    .where('kind', '=', 'per_passenger')
    .where('luggage_category_id', 'is', null)
    .where('currency_id', '=', FLIGHT_CURRENCY_ID)
    .orderBy('id')
    .execute();
  const byAirport = new Map<number, Supplement[]>();
  for (const r of rows) {
    const list = byAirport.get(r.airport_id) ?? [];
    list.push({ ...r, kind: 'per_passenger', passenger_type: r.passenger_type as PassengerType | null });
    byAirport.set(r.airport_id, list);
  }
  return byAirport;
}

export interface UnitPrice {
  net: PaxNetPrice;
  chain: ChainPrice;
}

/**
 * The buyer's chain price of a net, remembered per buyer: a search prices the same few nets over
 * and over (every category, trip type and passenger type of every departure, and the buyer is kept
 * a few seconds by cache.ts), and the chain depends on nothing else. The prices are only read.
 */
const chainPrices = new WeakMap<Buyer, Map<number, ChainPrice>>();

function chainPrice(netMinor: number, buyer: Buyer): ChainPrice {
  let byNet = chainPrices.get(buyer);
  if (!byNet) {
    byNet = new Map();
    chainPrices.set(buyer, byNet);
  }
  let price = byNet.get(netMinor);
  if (!price) {
    price = priceThroughChain(netMinor, buyer.steps);
    if (byNet.size < 10_000) byNet.set(netMinor, price);
  }
  return price;
}

/** The price of one seat of each passenger type on one leg, as the buyer pays it. */
export function unitPrices(leg: LegRow, trip: TripType, categoryId: number, buyer: Buyer, rules: Rules): Record<PassengerType, UnitPrice> {
  const six = (p: LegRow['route_prices']): PaxPrices => ({ adult: p.adult, child: p.child, infant: p.infant });
  const base = basePrices(
    { use_configuration_prices: leg.use_configuration_prices, one_way: six(leg.route_prices), round_trip: six(leg.route_prices_oi) },
    { one_way: six(leg.schedule_prices), round_trip: six(leg.schedule_prices_oi) },
    trip,
  );
  const ctx: PricingContext = { route_id: leg.route_id, departure_date: leg.departure_date, category_id: categoryId, agency_group_ids: buyer.groupIds, trip_type: trip };
  const out = {} as Record<PassengerType, UnitPrice>;
  for (const pax of PASSENGER_TYPES) {
    const net = paxNetPrice(base[pax], pax, ctx, rules.rules, rules.promotions);
    out[pax] = { net, chain: chainPrice(net.netMinor, buyer) };
  }
  return out;
}

/** Sell prices per passenger type of a leg, as decimal strings. */
export function sellPrices(units: Record<PassengerType, UnitPrice>): PaxPrices {
  return { adult: fromMinor(units.adult.chain.sellMinor), child: fromMinor(units.child.chain.sellMinor), infant: fromMinor(units.infant.chain.sellMinor) };
}

export interface PricedLeg {
  direction: 'outbound' | 'inbound';
  leg: LegRow;
}

/** A whole selection priced: what the answer shows and what the booking freezes. */
export interface Pricing {
  tripType: TripType;
  perPassenger: PaxPrices;
  legs: { direction: 'outbound' | 'inbound'; subcalendar: number; per_passenger: PaxPrices }[];
  supplementsMinor: number;
  supplementLines: SupplementLineRecord[];
  netMinor: number;
  totalMinor: number;
  frozen: FrozenPriceLevels;
}

export function priceSelection(legs: readonly PricedLeg[], categoryId: number, counts: PassengerCounts, buyer: Buyer, rules: Rules, supplements: Map<number, Supplement[]>): Pricing {
  const tripType: TripType = legs.length > 1 ? 'round_trip' : 'one_way';
  const pax: Record<PassengerType, number> = { adult: counts.adults, child: counts.children, infant: counts.infants };
  const perPassengerMinor: Record<PassengerType, number> = { adult: 0, child: 0, infant: 0 };
  const levels = new Map<number, FrozenLevel & { minor: [number, number, number, number] }>();
  let seatNet = 0;
  let seatSell = 0;
  let supplementsMinor = 0;
  const supplementLines: SupplementLineRecord[] = [];
  const frozenLegs: FrozenPriceLevels['legs'] = [];
  const answerLegs: Pricing['legs'] = [];

  for (const { direction, leg } of legs) {
    const units = unitPrices(leg, tripType, categoryId, buyer, rules);
    const passengers: Partial<Record<PassengerType, FrozenPaxPrice>> = {};
    for (const type of PASSENGER_TYPES) {
      const unit = units[type];
      perPassengerMinor[type] += unit.chain.sellMinor;
      const n = pax[type];
      if (n === 0) continue;
      seatNet += unit.net.netMinor * n;
      seatSell += unit.chain.sellMinor * n;
      passengers[type] = {
        count: n,
        base: fromMinor(unit.net.baseMinor),
        after_rule: fromMinor(unit.net.afterRuleMinor),
        rule: unit.net.ruleId,
        promotion: unit.net.promotionId,
        net: fromMinor(unit.net.netMinor),
        sell: fromMinor(unit.chain.sellMinor),
      };
      for (const step of unit.chain.steps) {
        const agency = buyer.chain.find((a) => a.id === step.agencyId);
        const parent = buyer.chain.find((a) => a.id === step.earnedBy);
        const entry = levels.get(step.agencyId) ?? {
          agency: step.agencyId,
          agency_name: agency?.name ?? '',
          agency_level: levelFromRank(agency?.level ?? 1),
          earned_by: step.earnedBy,
          earned_by_name: parent?.name ?? '',
          cost: '0.00',
          margin: '0.00',
          markup: '0.00',
          price: '0.00',
          minor: [0, 0, 0, 0],
        };
        entry.minor = [entry.minor[0] + step.costMinor * n, entry.minor[1] + step.marginMinor * n, entry.minor[2] + step.markupMinor * n, entry.minor[3] + step.priceMinor * n];
        levels.set(step.agencyId, entry);
      }
    }
    const legSupplements = calculateSupplements(supplements.get(leg.origin_airport_id) ?? [], { passengers: pax, bags: [] });
    for (const line of legSupplements.lines) {
      supplementsMinor += toMinor(line.amount);
      supplementLines.push({ airport: leg.origin_iata, passenger_type: line.passenger_type, amount: line.unit_amount, quantity: line.quantity, total: line.amount });
    }
    frozenLegs.push({ direction, subcalendar: leg.id, passengers });
    answerLegs.push({ direction, subcalendar: leg.id, per_passenger: sellPrices(units) });
  }

  const taxesMinor = 0; // no taxes are defined yet (docs/api-flights.md 'Prices')
  const totalMinor = seatSell + supplementsMinor + taxesMinor;
  const netMinor = seatNet + supplementsMinor + taxesMinor;
  const frozen: FrozenPriceLevels = {
    currency: FLIGHT_CURRENCY_ID,
    trip_type: tripType,
    net: fromMinor(seatNet),
    sell: fromMinor(seatSell),
    levels: [...levels.values()].map(({ minor, ...level }) => ({ ...level, cost: fromMinor(minor[0]), margin: fromMinor(minor[1]), markup: fromMinor(minor[2]), price: fromMinor(minor[3]) })),
    legs: frozenLegs,
    supplements: { total: fromMinor(supplementsMinor), lines: supplementLines },
    taxes: { total: fromMinor(taxesMinor), lines: [] },
    total: fromMinor(totalMinor),
  };
  return {
    tripType,
    perPassenger: { adult: fromMinor(perPassengerMinor.adult), child: fromMinor(perPassengerMinor.child), infant: fromMinor(perPassengerMinor.infant) },
    legs: answerLegs,
    supplementsMinor,
    supplementLines,
    netMinor,
    totalMinor,
    frozen,
  };
}
