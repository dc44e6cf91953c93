/**
 * react-admin's `layout`: nothing of the main layout loads before the session check passes.
 * Without any session cookie the visitor goes straight to /auth/login?next=<path>, synchronously:
 * leaving it to <Authenticated> means react-admin's logout flow, which clears the query cache while
 * the layout is still mounted, so the failed check re-runs and logs out again in a loop that starves
 * the router's navigation for seconds. <Authenticated> still judges a session that looks present.
 */
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Authenticated } from 'react-admin';
import { loginPath } from '../../dataProvider/http.ts';
import { hasSessionCookies } from '../../dataProvider/session.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { MainLayout } from './lazyPages.ts';

export function ProtectedLayout({ children }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  if (!hasSessionCookies()) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  return (
    <Authenticated loading={<FullPageLoader />}>
      <Suspense fallback={<FullPageLoader />}>
        <MainLayout>{children}</MainLayout>
      </Suspense>
    </Authenticated>
  );
}
