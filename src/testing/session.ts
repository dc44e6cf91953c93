/** Sign a test user in (the userB2B cookie and a token) and out again. Tests only. */
import Cookies from 'js-cookie';
import { COOKIE } from '../../dataProvider/session.ts';
import { fakeJwt } from '../../dataProvider/testing.ts';
import type { SessionUser } from '../../domain/session.ts';

export function signInAs(user: SessionUser): void {
  Cookies.set(COOKIE.user, JSON.stringify(user), { path: '/' });
  Cookies.set(COOKIE.token, fakeJwt(user.username), { path: '/' });
}

export function signOut(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
