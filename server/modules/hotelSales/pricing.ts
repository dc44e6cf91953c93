/**
 * The hotel price of a stay for the caller's agency: the stay's net by priceStay (through
 * loadHotelPricingData, the one pricing path of docs/api-hotels.md), then the agency's markup chain
 * for hotels, as flights do (agencies/pricing.ts). The search, the hotel page, the cart and the
 * checkout all price here.
 */
import type { Kysely } from 'kysely';
import { fromMinor } from '../../../domain/money.ts';
import type { FrozenLevel } from '../../../domain/records/flightReservations.ts';
import type { ChainPrice, ChainStep } from '../../../domain/pricing/markupChain.ts';
import { sellPrice, type StayPrice } from '../../../domain/services/hotels.ts';
import { levelFromRank } from '../../../domain/roles.ts';
import type { Database } from '../../db/schema.ts';
import { sharedCache } from '../../http/cache.ts';
import { TOPICS } from '../../http/invalidation.ts';
import { chainSteps, loadChain, type ChainAgency } from '../agencies/pricing.ts';

type Db = Kysely<Database>;

export interface HotelBuyer {
  chain: ChainAgency[];
  steps: ChainStep[];
}

export async function loadHotelBuyer(db: Db, agency: { path: string }): Promise<HotelBuyer> {
  const chain = await loadChain(db, agency.path, 'hotels');
  return { chain, steps: chainSteps(chain) };
}

/**
 * The buyer of a search: kept a few seconds per agency like the flight search's
 * (flightSearch/cache.ts), cleared on every instance by any write of the agency network.
 */
export function searchBuyer(db: Db, agency: { id: number; path: string }): Promise<HotelBuyer> {
  const cache = sharedCache(db, { name: 'hotel-search-buyers', ttlMs: 5_000, maxEntries: 20_000, topics: [TOPICS.agencyNetwork] });
  // The path is part of the key: a moved agency has another chain.
  return cache.wrap(`${agency.id}|${agency.path}`, () => loadHotelBuyer(db, agency));
}

export function sellOf(price: StayPrice, buyer: HotelBuyer): ChainPrice {
  return sellPrice(price, buyer.steps);
}

/** The frozen chain levels of a booking (reservations.price_levels), as flights freeze theirs. */
export function frozenLevels(chainPrice: ChainPrice, buyer: HotelBuyer): FrozenLevel[] {
  const byId = new Map(buyer.chain.map((a) => [a.id, a]));
  return chainPrice.steps.map((s) => {
    const agency = byId.get(s.agencyId);
    const parent = byId.get(s.earnedBy);
    return {
      agency: s.agencyId,
      agency_name: agency?.name ?? '',
      agency_level: levelFromRank(agency?.level ?? 1),
      earned_by: s.earnedBy,
      earned_by_name: parent?.name ?? '',
      cost: fromMinor(s.costMinor),
      margin: fromMinor(s.marginMinor),
      markup: fromMinor(s.markupMinor),
      price: fromMinor(s.priceMinor),
    };
  });
}
