/** Hotel availability administration's pages (issue 11, slice "havail"), each its own chunk. */
import { lazy } from 'react';

export const hotelAvailabilityPages = {
  grid: lazy(() => import('./AvailabilityPage.tsx')),
  logs: lazy(() => import('./LogList.tsx')),
};
