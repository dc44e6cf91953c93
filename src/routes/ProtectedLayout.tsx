/**
 * react-admin's `layout`: nothing of the main layout loads before the session check passes;
 * without a session react-admin's logout flow goes to /auth/login?next=<path>.
 */
import { Suspense, type ReactNode } from 'react';
import { Authenticated } from 'react-admin';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { MainLayout } from './lazyPages.ts';

export function ProtectedLayout({ children }: { children?: ReactNode }) {
  return (
    <Authenticated loading={<FullPageLoader />}>
      <Suspense fallback={<FullPageLoader />}>
        <MainLayout>{children}</MainLayout>
      </Suspense>
    </Authenticated>
  );
}
