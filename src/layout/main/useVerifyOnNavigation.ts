/**
 * Spec §7: after each navigation to a protected route the token is checked. The answer is
 * otherwise ignored; a 401 has cleared the session (spec §4), so react-admin's checkAuth then
 * sends the user to the login page with ?next=.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCheckAuth } from 'ra-core';
import { verifyToken } from '../../../authProvider/index.ts';

export function useVerifyOnNavigation(): void {
  const { pathname, search } = useLocation();
  const checkAuth = useCheckAuth();
  useEffect(() => {
    let active = true;
    verifyToken().then((valid) => {
      if (!valid && active) checkAuth().catch(() => undefined);
    });
    return () => {
      active = false;
    };
  }, [pathname, search, checkAuth]);
}
