/** Agencies (/agencias): pages load as their own chunks. */
import { lazy } from 'react';

export const agencies = {
  name: 'agencies',
  recordRepresentation: 'name',
  list: lazy(() => import('./AgencyList.tsx')),
  edit: lazy(() => import('./AgencyDetail.tsx')),
  create: lazy(() => import('./AgencyCreate.tsx')),
} as const;
