/**
 * The sandbox provider's own small, deterministic inventory, keyed by the `provider_code` of the
 * demo hotels on `hotelbeds_sandbox` (server/db/seed/hotelCatalog.ts), and its prices: a pure
 * function of hotel, room, board, guests and night, so the demo and the tests get the same answer
 * on any machine. Test codes: NOROOM never has rooms; ERR500 answers a SYSTEM_ERROR (HTTP 500).
 * TLP118 asks for 3 nights at least (a shorter stay gets no rooms: 'try more nights').
 */
import { createHmac } from 'node:crypto';
import { addDays } from '../../../../domain/flights/schedule.ts';
import { fromMinor } from '../../../../domain/money.ts';
import { stayNights } from '../../../../domain/services/hotels.ts';
import type { RateType, WireCancellationPolicy } from '../protocol.ts';
import { SANDBOX_HOTEL_SECRET } from '../settings.ts';

export interface SandboxRoom {
  code: string;
  name: string;
  capacity: number;
  /** Per room and night for two adults, in cents, before the hotel's factor. */
  baseMinor: number;
}

export interface SandboxHotel {
  code: string;
  name: string;
  factor: number;
  rooms: readonly SandboxRoom[];
  boards: readonly string[];
  /** Its rates must be checked (`/checkrates`) before booking. */
  recheck?: boolean;
  minNights?: number;
  failure?: 'no_rooms' | 'system_error';
}

/** Rooms each room type has on each night, before the sandbox's own bookings take them. */
export const SANDBOX_ALLOTMENT = 5;
export const SANDBOX_CURRENCY = 'EUR';

const STD = { code: 'STD', name: 'Standard room', capacity: 3, baseMinor: 7_000 };
const SUP = { code: 'SUP', name: 'Superior sea view', capacity: 4, baseMinor: 9_500 };
const JRS = { code: 'JRS', name: 'Junior suite', capacity: 4, baseMinor: 13_000 };

export const SANDBOX_HOTELS: ReadonlyMap<string, SandboxHotel> = new Map(
  [
    { code: 'RCSM01', name: 'Royalton Cayo Santa María', factor: 1.2, rooms: [STD, SUP, JRS], boards: ['AI'] },
    { code: 'HZC442', name: 'Hyatt Ziva Cancún', factor: 1.5, rooms: [STD, JRS], boards: ['AI'], recheck: true },
    { code: 'TLP118', name: 'Hotel Tulum Playa', factor: 0.8, rooms: [STD, SUP], boards: ['RO', 'BB'], minNights: 3 },
    { code: 'SCC907', name: 'Sanctuary Cap Cana', factor: 1.4, rooms: [STD, SUP, JRS], boards: ['BB', 'AI'] },
    { code: 'NOROOM', name: 'No Rooms Test Hotel', factor: 1, rooms: [STD], boards: ['RO'], failure: 'no_rooms' as const },
    { code: 'ERR500', name: 'System Error Test Hotel', factor: 1, rooms: [STD], boards: ['RO'], failure: 'system_error' as const },
  ].map((h) => [h.code, h]),
);

export const BOARD_NAMES: Record<string, string> = { RO: 'ROOM ONLY', BB: 'BED AND BREAKFAST', HB: 'HALF BOARD', FB: 'FULL BOARD', AI: 'ALL INCLUSIVE' };
/** Board per adult and night, in cents. */
const BOARD_MINOR: Record<string, number> = { RO: 0, BB: 1_000, HB: 2_500, FB: 3_500, AI: 5_000 };

/** One room of `adults` and these children on one night, in cents. */
export function nightMinor(hotel: SandboxHotel, room: SandboxRoom, board: string, adults: number, ages: readonly number[], date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 1.1 : 1;
  const base = room.baseMinor * hotel.factor * weekend * (1 + 0.5 * Math.max(0, adults - 2));
  const boardMinor = BOARD_MINOR[board] ?? 0;
  const children = ages.filter((age) => age >= 2).reduce((t) => t + 1_500 + boardMinor * 0.4, 0);
  return Math.round(base + boardMinor * adults + children);
}

/** What a rate key carries: APItude's keys are opaque to clients; ours are signed so none is forged. */
export interface RateKeyParts {
  checkIn: string;
  checkOut: string;
  hotel: string;
  room: string;
  rateClass: string;
  board: string;
  rooms: number;
  adults: number;
  children: number;
  ages: number[];
}

const compact = (date: string) => date.replaceAll('-', '');
const expand = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
const mac = (text: string) => createHmac('sha256', SANDBOX_HOTEL_SECRET).update(text).digest('hex').slice(0, 24).toUpperCase();

export function rateKeyOf(p: RateKeyParts): string {
  const body = [compact(p.checkIn), compact(p.checkOut), 'W', '1', p.hotel, p.room, p.rateClass, p.board, '', `${p.rooms}~${p.adults}~${p.children}`, p.ages.join('~')].join('|');
  return `${body}|N@${mac(body)}`;
}

export function parseRateKey(key: string): RateKeyParts | null {
  const at = key.lastIndexOf('|N@');
  if (at < 0) return null;
  const body = key.slice(0, at);
  if (key.slice(at + 3) !== mac(body)) return null;
  const f = body.split('|');
  const [rooms, adults, children] = f[9].split('~').map(Number);
  return { checkIn: expand(f[0]), checkOut: expand(f[1]), hotel: f[4], room: f[5], rateClass: f[6], board: f[7], rooms, adults, children, ages: f[10] ? f[10].split('~').map(Number) : [] };
}

export interface SandboxRate {
  rateKey: string;
  rateClass: string;
  rateType: RateType;
  net: string;
  allotment: number;
  paymentType: 'AT_WEB';
  boardCode: string;
  boardName: string;
  cancellationPolicies: WireCancellationPolicy[];
  rooms: number;
  adults: number;
  children: number;
  childrenAges?: string;
  dailyRates: { offset: number; dailyNet: string }[];
}

/**
 * A rate for `p.rooms` rooms: the nights' prices, and its cancellation: one night from 14 days
 * before the check-in, everything from 3 days before (times at midnight, so a day is a day).
 */
export function sandboxRate(hotel: SandboxHotel, room: SandboxRoom, p: RateKeyParts, allotment: number, rateType: RateType): SandboxRate {
  const nights = stayNights(p.checkIn, p.checkOut).map((date) => nightMinor(hotel, room, p.board, p.adults, p.ages, date) * p.rooms);
  const netMinor = nights.reduce((t, n) => t + n, 0);
  return {
    rateKey: rateKeyOf(p),
    rateClass: p.rateClass,
    rateType,
    net: fromMinor(netMinor),
    allotment,
    paymentType: 'AT_WEB',
    boardCode: p.board,
    boardName: BOARD_NAMES[p.board] ?? p.board,
    cancellationPolicies: [
      { amount: fromMinor(nights[0]), from: `${addDays(p.checkIn, -14)}T00:00:00+00:00` },
      { amount: fromMinor(netMinor), from: `${addDays(p.checkIn, -3)}T00:00:00+00:00` },
    ],
    rooms: p.rooms,
    adults: p.adults,
    children: p.children,
    ...(p.ages.length ? { childrenAges: p.ages.join(',') } : {}),
    dailyRates: nights.map((n, offset) => ({ offset, dailyNet: fromMinor(n) })),
  };
}

/** What cancelling costs on `today`: the latest policy already in force, per rate. */
export function cancellationAmountMinor(rates: readonly { cancellationPolicies: readonly WireCancellationPolicy[] }[], today: string): number {
  let total = 0;
  for (const rate of rates) {
    const inForce = rate.cancellationPolicies.filter((p) => p.from.slice(0, 10) <= today).sort((a, b) => a.from.localeCompare(b.from));
    const last = inForce.at(-1);
    if (last) total += Math.round(Number(last.amount) * 100);
  }
  return total;
}
