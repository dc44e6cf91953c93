/** The mail outbox (/admin/outbox): what was sent, what waits and what failed, for first-level admins. */
import { lazy } from 'react';

export const outbox = {
  name: 'outbox',
  recordRepresentation: 'subject',
  list: lazy(() => import('./OutboxList.tsx')),
} as const;
