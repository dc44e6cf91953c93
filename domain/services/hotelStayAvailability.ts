/**
 * A hotel's nights as the search keeps them (server hotelSales/stayAvailability.ts): per block of
 * BLOCK_DAYS days, each room type's mode and rooms left night by night, in typed arrays; and the
 * rule that sums a stay up from them (StayAvailability): a room type qualifies when every night
 * exists, none is stop_sale and each cupon_sales night has a room left; it carries its fewest rooms
 * left on a cupon_sales night and whether a night is on request (docs/api-hotels.md 'availability').
 */
import { AVAILABILITY_MODES, type AvailabilityMode, type StayAvailability } from './hotels.ts';
import { dayNumber } from './hotelStay.ts';

/** Days of one block; a block starts on a multiple of it, counted from 1970-01-01. */
export const BLOCK_DAYS = 32;

/** A night's mode as a number: 0 is no night (the room type has no row that day). */
const MODE_CODE: Readonly<Record<AvailabilityMode, number>> = Object.fromEntries(AVAILABILITY_MODES.map((m, i) => [m, i + 1])) as Record<AvailabilityMode, number>;
const NO_NIGHT = 0;
const CUPON_SALES = MODE_CODE.cupon_sales;
const ON_REQUEST = MODE_CODE.on_request;
const STOP_SALE = MODE_CODE.stop_sale;

export interface AvailabilityBlock {
  /** The room types with a night in the block. */
  readonly types: readonly number[];
  /** types.length × BLOCK_DAYS, type by type: rooms left (allotment − sold). */
  readonly free: Int32Array;
  /** The same layout: the night's mode code, NO_NIGHT where there is none. */
  readonly mode: Uint8Array;
}

export const blockOf = (day: number): number => Math.floor(day / BLOCK_DAYS);

/** The blocks a stay of `nights` from day `first` reads, in order. */
export function stayBlocks(first: number, nights: number): number[] {
  const out: number[] = [];
  for (let b = blockOf(first); b <= blockOf(first + Math.max(nights, 1) - 1); b++) out.push(b);
  return out;
}

/** One night of a room type as read: [room type, day within the block, rooms left, mode]. */
export type BlockNight = readonly [number, number, number, AvailabilityMode];

export function availabilityBlock(nights: readonly BlockNight[]): AvailabilityBlock {
  const types = [...new Set(nights.map((n) => n[0]))].sort((a, b) => a - b);
  const free = new Int32Array(types.length * BLOCK_DAYS);
  const mode = new Uint8Array(types.length * BLOCK_DAYS);
  for (const [type, day, left, m] of nights) {
    const at = types.indexOf(type) * BLOCK_DAYS + day;
    free[at] = left;
    mode[at] = MODE_CODE[m];
  }
  return { types, free, mode };
}

/**
 * The stay of `nights` from `checkin` summed up per room type from `blocks`, the blocks
 * stayBlocks gives for it, in that order.
 */
export function summedStay(checkin: string, nights: number, blocks: readonly AvailabilityBlock[]): StayAvailability {
  const first = dayNumber(checkin);
  const firstBlock = blockOf(first);
  const roomTypes = new Map<number, { free: number; onRequest: boolean }>();
  const head = blocks[0];
  types: for (let t = 0; t < head.types.length; t++) {
    const type = head.types[t];
    let free = Infinity;
    let onRequest = false;
    for (let n = 0; n < nights; n++) {
      const day = first + n;
      const block = blocks[blockOf(day) - firstBlock];
      const row = block === head ? t : block.types.indexOf(type);
      if (row < 0) continue types;
      const at = row * BLOCK_DAYS + (day - blockOf(day) * BLOCK_DAYS);
      const mode = block.mode[at];
      if (mode === NO_NIGHT || mode === STOP_SALE) continue types;
      if (mode === CUPON_SALES) free = Math.min(free, block.free[at]);
      else if (mode === ON_REQUEST) onRequest = true;
    }
    if (free >= 1) roomTypes.set(type, { free, onRequest });
  }
  return { checkin, nights, roomTypes };
}
