/** Alerts for the network (/admin/alertas). */
import { lazy } from 'react';

export const alerts = {
  name: 'alerts',
  recordRepresentation: 'topic',
  list: lazy(() => import('./AlertList.tsx')),
  edit: lazy(() => import('./AlertEdit.tsx')),
  create: lazy(() => import('./AlertCreate.tsx')),
} as const;
