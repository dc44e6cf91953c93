/**
 * The user's last flight search (route, dates, passengers), kept in react-admin's store (local
 * storage, one entry per user) so that the next booking starts from it.
 */
import { useStore } from 'react-admin';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { rollForward, type FlightSearchValues } from './draft.ts';

export const LAST_SEARCH_KEY = 'flights.lastSearch';

export function useLastSearch(): [FlightSearchValues | null, (values: FlightSearchValues) => void] {
  const user = useSessionUser();
  const [last, setLast] = useStore<FlightSearchValues | null>(`${LAST_SEARCH_KEY}.${user?.id ?? 0}`, null);
  const today = new Date().toISOString().slice(0, 10);
  return [last ? rollForward(last, today) : null, setLast];
}
