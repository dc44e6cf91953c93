/**
 * Where hotel offers come from: our own contracted hotels (`provider = 'own'`, priced from our
 * contracts and availability) and the integrated provider's (`provider` one of
 * INTEGRATED_HOTEL_PROVIDERS with a `provider_code`, priced by its availability call in
 * providerSource.ts). The search answer stays one list whatever the source.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import { HOTEL_PROVIDER_OWN } from '../../../domain/services/hotels.ts';
import type { Database } from '../../db/schema.ts';

/** `hotels.provider` of the Hotelbeds adapter: its sandbox (demo, tests) and the real one. */
export const INTEGRATED_HOTEL_PROVIDERS = ['hotelbeds_sandbox', 'hotelbeds'] as const;

export interface SearchSource {
  /** The providers of `hotels.provider` this source sells. */
  providers: readonly string[];
  /** How its hotels are priced: our contracts and availability, or the provider's availability call. */
  priced: 'contracts' | 'provider';
}

export function searchSources(): SearchSource[] {
  return [
    { providers: [HOTEL_PROVIDER_OWN], priced: 'contracts' },
    { providers: INTEGRATED_HOTEL_PROVIDERS, priced: 'provider' },
  ];
}

/** True for a hotel sold from the integrated provider's stock rather than ours. */
export const isProviderHotel = (provider: string) => searchSources().some((s) => s.priced === 'provider' && s.providers.includes(provider));

const providersPriced = (priced?: SearchSource['priced']) => searchSources().flatMap((s) => (priced === undefined || s.priced === priced ? s.providers : []));

/**
 * Written into the statement as literals, not parameters: they are the code's constants, and with
 * them in the text PostgreSQL keeps one plan for the search's candidates (a parameter in this OR
 * made it plan every search anew, ~0.3 ms of its CPU a request).
 */
const isActive = (eb: ExpressionBuilder<Database, 'hotels'>) => eb('hotels.active', '=', sql.lit(true));
const providerIn = (eb: ExpressionBuilder<Database, 'hotels'>, providers: readonly string[]) =>
  eb(
    'hotels.provider',
    'in',
    providers.map((p) => sql.lit(p)),
  );

/** The hotels the search prices from our contracts: active, of the own source. */
export function sellableHotel(eb: ExpressionBuilder<Database, 'hotels'>) {
  return eb.and([isActive(eb), providerIn(eb, providersPriced('contracts'))]);
}

/** Every hotel on sale (the hotel page, the cart): active, of any source above. */
export function offeredHotel(eb: ExpressionBuilder<Database, 'hotels'>) {
  return eb.and([isActive(eb), providerIn(eb, providersPriced())]);
}

/** The hotels the search prices by the provider's availability call: active, of an integrated provider, with its code. */
export function providerHotel(eb: ExpressionBuilder<Database, 'hotels'>) {
  return eb.and([isActive(eb), providerIn(eb, providersPriced('provider')), eb('hotels.provider_code', 'is not', null)]);
}
