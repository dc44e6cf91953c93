/** The hotel chains' pages (issue 11, slice "hcat"), each its own chunk. */
import { lazy } from 'react';

export const hotelChainPages = {
  list: lazy(() => import('./ChainList.tsx')),
  create: lazy(() => import('./ChainCreate.tsx')),
  edit: lazy(() => import('./ChainEdit.tsx')),
};
