/** Agency groups (/admin/flights/agency-groups). */
import { lazy } from 'react';

export const agencyGroups = {
  name: 'agency-groups',
  recordRepresentation: 'name',
  list: lazy(() => import('./GroupList.tsx')),
  edit: lazy(() => import('./GroupEdit.tsx')),
  create: lazy(() => import('./GroupCreate.tsx')),
} as const;
