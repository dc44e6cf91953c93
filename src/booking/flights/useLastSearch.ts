/**
 * The user's last flight search (route, dates, passengers), kept in local storage under the user's
 * id, so that the next booking starts from it, also after a logout and a new sign-in on the same
 * computer. Not in react-admin's store: its store.reset() at logout clears every key (issue 8).
 */
import { useCallback, useState } from 'react';
import { PERSIST_KEY_PREFIX } from '../../../domain/constants.ts';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { rollForward, type FlightSearchValues } from './draft.ts';

export const LAST_SEARCH_KEY = `${PERSIST_KEY_PREFIX}flights.lastSearch`;

export const lastSearchKey = (userId: number) => `${LAST_SEARCH_KEY}.${userId}`;

const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isId = (value: unknown) => value === null || (typeof value === 'number' && Number.isInteger(value));

/** What was stored, when it still has the search's shape (an older version or a hand edit is ignored). */
export function readLastSearch(userId: number): FlightSearchValues | null {
  let value: unknown;
  try {
    value = JSON.parse(localStorage.getItem(lastSearchKey(userId)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const shaped =
    isId(v.origin) &&
    isId(v.destination) &&
    isId(v.category) &&
    (v.trip === 'round_trip' || v.trip === 'one_way') &&
    typeof v.departure_date === 'string' &&
    typeof v.return_date === 'string' &&
    isCount(v.adults) &&
    isCount(v.children) &&
    isCount(v.infants) &&
    Array.isArray(v.child_ages) &&
    v.child_ages.every(isCount);
  return shaped ? (value as FlightSearchValues) : null;
}

export function useLastSearch(): [FlightSearchValues | null, (values: FlightSearchValues) => void] {
  const user = useSessionUser();
  const userId = user?.id ?? 0;
  const [last, setLast] = useState(() => readLastSearch(userId));
  const remember = useCallback(
    (values: FlightSearchValues) => {
      try {
        localStorage.setItem(lastSearchKey(userId), JSON.stringify(values));
      } catch {
        // A full or disabled storage: the next booking starts empty, this one goes on.
      }
      setLast(values);
    },
    [userId],
  );
  const today = new Date().toISOString().slice(0, 10);
  return [last ? rollForward(last, today) : null, remember];
}
