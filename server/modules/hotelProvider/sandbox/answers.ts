/**
 * What the sandbox answers, computed from its inventory (inventory.ts) and what it already sold
 * (store.ts): the hotels with rooms for a stay, and a rate key's current rate.
 */
import type { Kysely } from 'kysely';
import { stayNights } from '../../../../domain/services/hotels.ts';
import type { Database } from '../../../db/schema.ts';
import type { WireOccupancy } from '../protocol.ts';
import { SANDBOX_ALLOTMENT, SANDBOX_CURRENCY, SANDBOX_HOTELS, sandboxRate, type RateKeyParts, type SandboxHotel, type SandboxRate, type SandboxRoom } from './inventory.ts';
import { soldRooms } from './store.ts';

export class SandboxFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Rooms of the room type left on every night of the stay (the smallest). */
function roomsLeft(sold: Map<string, number>, hotel: string, room: string, nights: readonly string[]): number {
  return Math.min(...nights.map((d) => SANDBOX_ALLOTMENT - (sold.get(`${hotel}|${room}|${d}`) ?? 0)));
}

const agesOf = (o: WireOccupancy) => (o.paxes ?? []).filter((p) => p.type === 'CH').map((p) => p.age ?? 0);

export interface SandboxHotelAnswer {
  code: string;
  name: string;
  categoryCode: string;
  currency: string;
  minRate: string;
  maxRate: string;
  rooms: { code: string; name: string; rates: SandboxRate[] }[];
}

export async function availabilityAnswer(db: Kysely<Database>, checkIn: string, checkOut: string, occupancies: readonly WireOccupancy[], codes: readonly string[], boards: ReadonlySet<string> | null): Promise<SandboxHotelAnswer[]> {
  const nights = stayNights(checkIn, checkOut);
  const hotels = codes.map((c) => SANDBOX_HOTELS.get(c)).filter((h): h is SandboxHotel => h !== undefined);
  if (hotels.some((h) => h.failure === 'system_error')) throw new SandboxFailure(500, 'SYSTEM_ERROR', 'Internal error, please try again later');
  const sold = await soldRooms(db, hotels.map((h) => h.code), checkIn, checkOut);
  const roomsAsked = occupancies.reduce((t, o) => t + o.rooms, 0);
  const out: SandboxHotelAnswer[] = [];
  for (const hotel of hotels) {
    if (hotel.failure === 'no_rooms' || nights.length < (hotel.minNights ?? 1)) continue;
    const rooms: SandboxHotelAnswer['rooms'] = [];
    for (const room of hotel.rooms) {
      const left = roomsLeft(sold, hotel.code, room.code, nights);
      if (left < roomsAsked || occupancies.some((o) => o.adults + o.children > room.capacity)) continue;
      const rates = hotel.boards
        .filter((b) => !boards || boards.has(b))
        .flatMap((board) =>
          occupancies.map((o) => {
            const ages = agesOf(o);
            const parts: RateKeyParts = { checkIn, checkOut, hotel: hotel.code, room: room.code, rateClass: 'NOR', board, rooms: o.rooms, adults: o.adults, children: o.children, ages };
            return sandboxRate(hotel, room, parts, left, hotel.recheck ? 'RECHECK' : 'BOOKABLE');
          }),
        );
      if (rates.length) rooms.push({ code: room.code, name: room.name, rates });
    }
    if (rooms.length === 0) continue;
    const nets = rooms.flatMap((r) => r.rates.map((x) => Number(x.net)));
    out.push({ code: hotel.code, name: hotel.name, categoryCode: '5EST', currency: SANDBOX_CURRENCY, minRate: Math.min(...nets).toFixed(2), maxRate: Math.max(...nets).toFixed(2), rooms });
  }
  return out;
}

export interface CheckedRate {
  hotel: SandboxHotel;
  room: SandboxRoom;
  parts: RateKeyParts;
  rate: SandboxRate;
}

/**
 * The current rate of each key (now BOOKABLE), all of one hotel and one stay with rooms left for
 * all of them; `today` refuses a stay already begun.
 */
export async function checkKeys(db: Kysely<Database>, keys: readonly (RateKeyParts | null)[], today: string): Promise<CheckedRate[]> {
  if (keys.length === 0 || keys.some((k) => k === null)) throw new SandboxFailure(400, 'INVALID_DATA', 'Invalid rateKey');
  const parts = keys as RateKeyParts[];
  const first = parts[0];
  if (parts.some((p) => p.hotel !== first.hotel || p.checkIn !== first.checkIn || p.checkOut !== first.checkOut)) throw new SandboxFailure(400, 'INVALID_DATA', 'All rateKeys must be of the same hotel and stay');
  if (first.checkIn < today) throw new SandboxFailure(400, 'INVALID_DATA', 'Check-in date is in the past');
  const hotel = SANDBOX_HOTELS.get(first.hotel);
  if (!hotel || hotel.failure) throw new SandboxFailure(400, 'PRODUCT_ERROR', 'Hotel not available');
  const nights = stayNights(first.checkIn, first.checkOut);
  const sold = await soldRooms(db, [hotel.code], first.checkIn, first.checkOut);
  const asked = new Map<string, number>();
  for (const p of parts) asked.set(p.room, (asked.get(p.room) ?? 0) + p.rooms);
  return parts.map((p) => {
    const room = hotel.rooms.find((r) => r.code === p.room);
    if (!room) throw new SandboxFailure(400, 'INVALID_DATA', 'Invalid rateKey');
    const left = roomsLeft(sold, hotel.code, room.code, nights);
    if (left < (asked.get(room.code) ?? 0)) throw new SandboxFailure(400, 'PRODUCT_ERROR', 'Insufficient allotment');
    return { hotel, room, parts: p, rate: sandboxRate(hotel, room, p, left, 'BOOKABLE') };
  });
}
