/**
 * What the house pricing of domain/services/houses.ts needs from the database: a house's rooms,
 * seasons and supplements, the confirmed stays that hold its nights, and the caller's markup chain.
 * The search, the detail's price, the request and its confirmation all price and check through here.
 */
import type { Kysely } from 'kysely';
import { HOLDING_STATUSES } from '../../../domain/houses/statuses.ts';
import { fromMinor } from '../../../domain/money.ts';
import type { ChainStep } from '../../../domain/pricing/markupChain.ts';
import { houseSellPrice, type BreakfastMode, type HeldStay, type HousePricingData, type HousePricingError, type HouseStayPrice } from '../../../domain/services/houses.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { chainSteps, loadChain } from '../agencies/pricing.ts';
import type { HouseParts, HouseRow } from './catalog.ts';

type Db = Kysely<Database>;

/** The pricing data of one house from its row and parts (houseParts). */
export function pricingData(row: Pick<HouseRow, 'id' | 'full_house' | 'private_rooms' | 'breakfast' | 'breakfast_price' | 'min_nights'>, parts: HouseParts): HousePricingData {
  return {
    full_house: row.full_house,
    private_rooms: row.private_rooms,
    breakfast: row.breakfast as BreakfastMode,
    breakfast_price: Number(row.breakfast_price).toFixed(2),
    min_nights: row.min_nights,
    rooms: (parts.rooms.get(row.id) ?? []).map((r) => ({ id: r.id, name: r.name, capacity: r.capacity })),
    seasons: (parts.seasons.get(row.id) ?? []).map((s) => ({
      id: s.id,
      start_date: s.start_date,
      end_date: s.end_date,
      full_house_price: s.full_house_price === null ? null : Number(s.full_house_price).toFixed(2),
      room_price: s.room_price === null ? null : Number(s.room_price).toFixed(2),
      min_nights: s.min_nights,
    })),
    supplements: (parts.supplements.get(row.id) ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      mandatory: s.mandatory,
      per: s.per as 'person' | 'booking',
      frequency: s.frequency as 'night' | 'stay',
      amount: Number(s.amount).toFixed(2),
    })),
  };
}

/** Confirmed (or processed) stays of these houses that touch [from, to), by house; `except` leaves one request out. */
export async function heldStays(db: Db, houseIds: readonly number[], from: string, to: string, except?: number): Promise<Map<number, HeldStay[]>> {
  const out = new Map<number, HeldStay[]>();
  if (houseIds.length === 0) return out;
  let q = db
    .selectFrom('house_requests')
    .select(['id', 'house_id', 'checkin', 'checkout', 'full_house', 'rooms'])
    .where('house_id', 'in', houseIds)
    .where('status', 'in', HOLDING_STATUSES)
    .where('checkin', '<', to)
    .where('checkout', '>', from);
  if (except !== undefined) q = q.where('id', '<>', except);
  for (const r of await q.execute()) {
    const rooms = ((r.rooms ?? []) as { id: number }[]).map((x) => x.id);
    out.set(r.house_id, [...(out.get(r.house_id) ?? []), { checkin: r.checkin, checkout: r.checkout, full_house: r.full_house, rooms }]);
  }
  return out;
}

/** The caller's markup chain for houses (the staff of the first level: no steps). */
export async function houseChain(ctx: ServiceContext): Promise<ChainStep[]> {
  return chainSteps(await loadChain(ctx.db, ctx.actor.agency.path, 'houses'));
}

export function sellAmount(price: HouseStayPrice, chain: readonly ChainStep[]): string {
  return fromMinor(houseSellPrice(price, chain).sellMinor);
}

/** A pricing error as the API answers it: 409 `{detail, code}` in the caller's language. */
export function pricingConflict(error: HousePricingError): ApiError {
  const { code, ...params } = error;
  return new ApiError(409, { key: `houses.pricing.${code}`, params }, code);
}
