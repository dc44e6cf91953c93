/** Sellers (/agencias/vendedor). */
import { lazy } from 'react';

export const sellers = {
  name: 'sellers',
  recordRepresentation: 'code',
  list: lazy(() => import('./SellerList.tsx')),
  edit: lazy(() => import('./SellerEdit.tsx')),
  create: lazy(() => import('./SellerCreate.tsx')),
} as const;
