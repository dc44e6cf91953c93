/**
 * A protected custom route (ARCHITECTURE.md: custom routes are not protected by react-admin):
 * the session check, then canAccess with the route's resource, else the access-denied page.
 */
import type { ReactNode } from 'react';
import { Authenticated, CanAccess } from 'react-admin';
import { PageLoader } from '../components/PageLoader.tsx';
import { AccessDeniedPage } from './lazyPages.ts';

export function Guarded({ resource, action = 'list', children }: { resource: string; action?: string; children: ReactNode }) {
  return (
    <Authenticated loading={<PageLoader />}>
      <CanAccess resource={resource} action={action} loading={<PageLoader />} accessDenied={<AccessDeniedPage />}>
        {children}
      </CanAccess>
    </Authenticated>
  );
}
