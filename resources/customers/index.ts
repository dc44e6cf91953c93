/** Customers (/clientes): the agencies' customers, spec §3 'Customer'. */
import { lazy } from 'react';

export const customers = {
  name: 'customers',
  recordRepresentation: 'full_name',
  list: lazy(() => import('./CustomerList.tsx')),
  edit: lazy(() => import('./CustomerEdit.tsx')),
  create: lazy(() => import('./CustomerCreate.tsx')),
} as const;
