/**
 * The signed-in user of the userB2B cookie. It changes only at login and when the profile is
 * saved (updateStoredUser fires SESSION_USER_EVENT), so components re-read it then and only then.
 */
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../domain/session.ts';
import { COOKIE, readUser, SESSION_USER_EVENT } from '../../dataProvider/session.ts';

let cachedRaw: string | undefined;
let cachedUser: SessionUser | null = null;

/** The same object for the same cookie text, as useSyncExternalStore requires. */
function snapshot(): SessionUser | null {
  const raw = Cookies.get(COOKIE.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = readUser();
  }
  return cachedUser;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_USER_EVENT, onChange);
  return () => window.removeEventListener(SESSION_USER_EVENT, onChange);
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
