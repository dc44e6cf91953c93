import type { SessionUser } from '../../domain/session.ts';
import { useSessionUser } from './useSessionUser.ts';

/**
 * The signed-in user the domain rules judge. The pages are behind <Authenticated>, so it exists;
 * an empty stand-in keeps the hooks' order when the cookie vanished mid-session (every rule then
 * refuses, and the next call sends the user to the login page).
 */
const NOBODY: SessionUser = {
  id: 0,
  username: '',
  full_name: '',
  type: 'operator',
  groups: [],
  is_etg_user: false,
  agency: { id: 0, name: '', level: 'agency_3rd_level', currency: 1, balance: '0.00', logo: null },
};

export function useActor(): SessionUser {
  return useSessionUser() ?? NOBODY;
}
