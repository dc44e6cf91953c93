/** The signed-in user of the userB2B cookie, read once per mount (the cookie changes only at login). */
import { useMemo } from 'react';
import type { SessionUser } from '../../domain/session.ts';
import { readUser } from '../../dataProvider/session.ts';

export function useSessionUser(): SessionUser | null {
  return useMemo(() => readUser(), []);
}
