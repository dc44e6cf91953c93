/** The hotel catalogue's pages (issue 11), each its own chunk. */
import { lazy } from 'react';

export const hotelPages = {
  list: lazy(() => import('./HotelList.tsx')),
  create: lazy(() => import('./HotelCreate.tsx')),
  edit: lazy(() => import('./HotelEdit.tsx')),
};
