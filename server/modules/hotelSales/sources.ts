/**
 * Where hotel offers come from. Today only our own contracted hotels (`provider = 'own'`); the
 * integrated provider's adapter (another slice) plugs in here with its own search, so the search
 * answer stays one list whatever the source.
 */
import type { ExpressionBuilder } from 'kysely';
import { HOTEL_PROVIDER_OWN } from '../../../domain/services/hotels.ts';
import type { Database } from '../../db/schema.ts';

export interface SearchSource {
  /** The providers of `hotels.provider` this source sells. */
  providers: readonly string[];
}

export function searchSources(): SearchSource[] {
  return [{ providers: [HOTEL_PROVIDER_OWN] }];
}

/** The hotels the search may show: active, of a source above. */
export function sellableHotel(eb: ExpressionBuilder<Database, 'hotels'>) {
  const providers = searchSources().flatMap((s) => s.providers);
  return eb.and([eb('hotels.active', '=', true), eb('hotels.provider', 'in', providers)]);
}
