/**
 * The flight reservation draft of spec §3, kept in session storage so a reload does not lose the
 * booking in progress: the search, the chosen flights and category, the passengers, the last price
 * quote, and the Idempotency-Key generated once per draft, so that a double click or a retry of
 * the same booking never books twice.
 */
import type { TripType } from '../../../domain/flights/pricing.ts';
import { addDays } from '../../../domain/flights/schedule.ts';
import { PERSIST_KEY_PREFIX } from '../../../domain/constants.ts';
import type { FlightOptionRecord as FlightOption, PriceQuoteRecord as PriceQuote } from '../../../domain/records/flightBooking.ts';
import type { PassengerValues } from '../../components/passengers/passengerValues.ts';
import type { SettlementRecord } from '../../../domain/records/cart.ts';
import { newIdempotencyKey } from '../../../dataProvider/idempotency.ts';

export { newIdempotencyKey };

export interface FlightSearchValues {
  origin: number | null;
  destination: number | null;
  trip: TripType;
  departure_date: string;
  return_date: string;
  adults: number;
  children: number;
  /** One age per child, chosen in the search and carried to the passengers step. */
  child_ages: number[];
  infants: number;
  category: number | null;
}

export type BookingStep = 'search' | 'select' | 'passengers' | 'verify' | 'done';

export interface FlightDraft {
  version: 1;
  step: BookingStep;
  search: FlightSearchValues;
  outbound: FlightOption | null;
  inbound: FlightOption | null;
  category: number | null;
  passengers: PassengerValues[];
  discount_code: string;
  /** The last price calculation the user saw. */
  quote: PriceQuote | null;
  idempotencyKey: string;
  /** The booked reservation and how it was settled (paid, owed, deadline). */
  reservation: { id: number; locator: string; settlement?: SettlementRecord } | null;
}

export const DRAFT_STORAGE_KEY = `${PERSIST_KEY_PREFIX}flights.booking`;

export const EMPTY_SEARCH: FlightSearchValues = {
  origin: null,
  destination: null,
  trip: 'round_trip',
  departure_date: '',
  return_date: '',
  adults: 1,
  children: 0,
  child_ages: [],
  infants: 0,
  category: null,
};

export function newDraft(search: FlightSearchValues = EMPTY_SEARCH): FlightDraft {
  return {
    version: 1,
    step: 'search',
    search,
    outbound: null,
    inbound: null,
    category: search.category,
    passengers: [],
    discount_code: '',
    quote: null,
    idempotencyKey: newIdempotencyKey(),
    reservation: null,
  };
}

function isDraft(value: unknown): value is FlightDraft {
  const d = value as Partial<FlightDraft> | null;
  return !!d && d.version === 1 && typeof d.step === 'string' && !!d.search && typeof d.idempotencyKey === 'string';
}

export function loadDraft(storage: Storage = sessionStorage): FlightDraft {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    // A confirmed booking is over: coming back starts a new search (drafts stored before the
    // confirmation cleared them may still say 'done').
    if (isDraft(parsed) && parsed.step !== 'done') return parsed;
  } catch {
    // A damaged entry starts a new draft.
  }
  return newDraft();
}

export function saveDraft(draft: FlightDraft, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft lives on in memory for this page.
  }
}

export function clearDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(DRAFT_STORAGE_KEY);
}

/** Passengers that take a seat (infants travel on an adult's lap). */
export function seatedPassengers(search: Pick<FlightSearchValues, 'adults' | 'children'>): number {
  return search.adults + search.children;
}

const DAY_MS = 86_400_000;

/**
 * A remembered search for today: when its departure has passed, both dates move on by whole weeks
 * (flights keep their weekdays) to the first departure from today, the trip keeping its length.
 */
export function rollForward(search: FlightSearchValues, today: string): FlightSearchValues {
  if (!search.departure_date || search.departure_date >= today) return search;
  const behind = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${search.departure_date}T00:00:00Z`)) / DAY_MS;
  const shift = Math.ceil(behind / 7) * 7;
  return { ...search, departure_date: addDays(search.departure_date, shift), return_date: search.return_date ? addDays(search.return_date, shift) : '' };
}
