/**
 * GET hotels/search/ (docs/api-hotels-booking.md 'Search'). Three steps:
 * 1. one statement finds the candidate hotels: the filters of spec §3 on `hotels`, ours with the
 *    version of their availability; their nights over the stay, kept per version
 *    (stayAvailability.ts), summed up per room type: a room type qualifies when every night exists,
 *    none is stop_sale and a cupon_sales night has a room left (docs/api-hotels.md 'availability');
 *    its fewest rooms left and whether a night is on request come with it (StayAvailability), so
 *    the pricing checks rooms asked twice without the nights;
 * 2. each candidate is priced from the kept catalogue (searchCatalogue.ts) and that summary by
 *    cheapestChoice (priceStay's net, without its itemised price), then the caller's markup chain;
 *    then the price range, the order and the page;
 * 3. the page's hotels only are itemised (lodgingOf: priceStay) for their offers and on-request flag.
 */
import { sql } from 'kysely';
import { fromMinor } from '../../../domain/money.ts';
import { priceThroughChain } from '../../../domain/pricing/markupChain.ts';
import { stayNights, type HotelPricingData } from '../../../domain/services/hotels.ts';
import { cheapestChoice, inPriceRange, lodgingOf, type LodgingChoice, type StayAsk } from '../../../domain/services/hotelBooking.ts';
import type { HotelSearchQuery } from '../../../domain/schemas/hotelSales.ts';
import type { HotelSearchResult } from '../../../domain/records/hotelSales.ts';
import type { ServiceContext } from '../../http/context.ts';
import { pageOf, type Page } from '../../http/pagination.ts';
import { searchBuyer } from './pricing.ts';
import { isProviderHotel, providerHotel, sellableHotel } from './sources.ts';
import { hotelCandidates, type HotelCandidate } from './candidates.ts';
import { hotelCatalogues } from './searchCatalogue.ts';
import { availabilityVersion, stayAvailabilities } from './stayAvailability.ts';
import { hotelResult, pageLookups, type Lookups, type Priced } from './searchResults.ts';
import { providerSearchResults } from './providerSource.ts';
import { todayUtc } from '../flightBooking/common.ts';

/**
 * Step 1: the hotels of the filters, ours with the version of their availability (migration 0055),
 * and in the same statement the integrated provider's hotels of the filters, with their codes.
 */
function candidates(ctx: ServiceContext, q: HotelSearchQuery) {
  return hotelCandidates(ctx, q)
    .select(['hotels.provider', 'hotels.provider_code', 'hotels.catalog_version', availabilityVersion(sql.ref('hotels.id')).as('availability_version')])
    .where((eb) => eb.or([sellableHotel(eb), providerHotel(eb)]));
}

type Candidate = HotelCandidate;

/** The order asked (`price`, `category`, `name`, `id`, `-` for descending), name then id as the tiebreak. */
function orderTerms(ordering: string | undefined): { field: 'price' | 'category' | 'name' | 'id'; desc: boolean }[] {
  const terms = (ordering ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => ['price', 'category', 'name', 'id'].includes(f.replace(/^-/, '')))
    .map((f) => ({ field: f.replace(/^-/, '') as 'price' | 'category' | 'name' | 'id', desc: f.startsWith('-') }));
  return terms.length > 0 ? terms : [{ field: 'price', desc: false }];
}

/** A hotel of ours in the results: its chosen lodging itemised by priceStay (step 3). */
function ownResult(row: Candidate, data: HotelPricingData, ask: StayAsk, choice: LodgingChoice, sellMinor: number, lookups: Lookups): HotelSearchResult {
  const lodging = lodgingOf(data, ask, choice);
  const plan = lookups.mealPlans.get(lodging.meal_plan_id);
  return hotelResult(row, lookups, {
    nights: lodging.price.nights,
    meal_plan: lodging.meal_plan_id,
    meal_plan_code: plan?.code ?? '',
    meal_plan_name: plan?.name ?? '',
    rooms: lodging.room_type_ids.map((id) => ({ room_type: id, room_type_name: lookups.roomNames.get(id) ?? '' })),
    price: fromMinor(sellMinor),
    currency: lodging.price.currency_id,
    on_request: lodging.price.onRequest,
    offers: [...new Set(lodging.price.rooms.flatMap((r) => r.offers.map((o) => o.name)))],
    is_hotel_integration: false,
  });
}

/**
 * A hotel of ours priced: a class rather than an object with a closure, as the search makes one
 * for each of its ~100 candidates and the closure's creation costs more than the rest (tsx names
 * every closure it creates).
 */
class OwnPriced implements Priced {
  readonly roomTypes: readonly number[];
  constructor(
    readonly row: Candidate,
    readonly sellMinor: number,
    private readonly data: HotelPricingData,
    private readonly ask: StayAsk,
    private readonly choice: LodgingChoice,
  ) {
    this.roomTypes = choice.room_type_ids;
  }

  result(lookups: Lookups): HotelSearchResult {
    return ownResult(this.row, this.data, this.ask, this.choice, this.sellMinor, lookups);
  }
}

function compare(terms: ReturnType<typeof orderTerms>) {
  return (a: Priced, b: Priced): number => {
    for (const { field, desc } of terms) {
      const d =
        field === 'price' ? a.sellMinor - b.sellMinor : field === 'category' ? a.row.category - b.row.category : field === 'name' ? a.row.name.localeCompare(b.row.name) : a.row.id - b.row.id;
      if (d !== 0) return desc ? -d : d;
    }
    return a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id;
  };
}

/**
 * Step 1 and 2 for our own hotels: each candidate priced, then only those that can reach the asked
 * page kept — the first `keep` in the asked order (the provider's hotels can only push ours further
 * down) — with how many there were. Apart from searchHotels so that the other ~100 priced
 * candidates and their rows die here, before the search waits on the provider and the page's
 * names: kept across those waits, they outlived V8's young-generation collections and were copied
 * by each one (the collections were a tenth of the server's time under load).
 */
async function ownHotels(ctx: ServiceContext, q: HotelSearchQuery, ask: StayAsk, order: (a: Priced, b: Priced) => number, keep: number) {
  const [rows, buyer] = await Promise.all([candidates(ctx, q).execute(), searchBuyer(ctx.db, ctx.actor.agency)]);
  const own = rows.filter((r) => !isProviderHotel(r.provider));
  // The provider's hotels: one availability call (providerSource.ts), while ours are priced here.
  const fromProvider = providerSearchResults(
    ctx,
    q,
    buyer,
    rows.filter((r) => isProviderHotel(r.provider)),
  );
  // Awaited by the caller, after ours are priced: a failure meanwhile is not an unhandled one.
  fromProvider.catch(() => undefined);
  const nights = stayNights(q.checkin, q.checkout).length;
  const stays = await stayAvailabilities(ctx.db, own, q.checkin, nights);
  const catalogues = await hotelCatalogues(
    ctx.db,
    own.filter((r) => stays.has(r.id)),
  );
  const plans = q.plan === undefined ? undefined : [q.plan];
  const priced: Priced[] = [];
  // Every candidate is priced before paging, so the order by price, the price range and the count
  // are exact (a candidate without a price for these guests is no result).
  for (const row of own) {
    const catalogue = catalogues.get(row.id);
    const stayAvailability = stays.get(row.id);
    if (!catalogue || !stayAvailability) continue;
    // Written out: a spread that adds a property is slow in V8 (hotelBooking.ts `lodged`).
    const { min_nights, occupancies, contracts, supplements, offers } = catalogue;
    const data: HotelPricingData = { min_nights, occupancies, contracts, supplements, offers, stayAvailability };
    const choice = cheapestChoice(data, ask, plans);
    if (!choice) continue;
    const sellMinor = priceThroughChain(choice.netMinor, buyer.steps).sellMinor;
    if (!inPriceRange(sellMinor, q.price_min, q.price_max)) continue;
    priced.push(new OwnPriced(row, sellMinor, data, ask, choice));
  }
  const count = priced.length;
  priced.sort(order);
  priced.length = Math.min(count, keep);
  return { top: priced, count, fromProvider };
}

export async function searchHotels(ctx: ServiceContext, url: string, q: HotelSearchQuery, now = new Date()): Promise<Page<HotelSearchResult>> {
  const ask: StayAsk = { checkin: q.checkin, checkout: q.checkout, bookingDate: todayUtc(now), rooms: q.rooms };
  const order = compare(orderTerms(q.ordering));
  const start = (q.page - 1) * q.page_size;
  const own = await ownHotels(ctx, q, ask, order, start + q.page_size);
  // The integrated provider's hotels in the same list.
  const listed = own.top;
  let count = own.count;
  for (const p of await own.fromProvider) {
    if (!inPriceRange(p.sellMinor, q.price_min, q.price_max)) continue;
    listed.push(p);
    count++;
  }
  listed.sort(order);
  const page = listed.slice(start, start + q.page_size);
  const lookups = await pageLookups(ctx, page);
  return pageOf({ url }, q, count, page.map((p) => p.result(lookups)));
}
