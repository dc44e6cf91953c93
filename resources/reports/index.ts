/** The flight reports' pages (issue 10), below /reports in the route table (domain/menu.ts). */
import { lazy } from 'react';

export const reportPages = {
  sales: lazy(() => import('./SalesSummaryPage.tsx')),
  passengers: lazy(() => import('./PassengersSummaryPage.tsx')),
  agencies: lazy(() => import('./AccountingPerAgencyPage.tsx')),
  flights: lazy(() => import('./AccountingPerFlightPage.tsx')),
} as const;
