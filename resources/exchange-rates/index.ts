/** Exchange rates (/admin/tipos-de-cambio): the history of rates against USD, set by the finance staff. */
import { lazy } from 'react';

export const exchangeRates = {
  name: 'exchange-rates',
  recordRepresentation: 'currency_code',
  list: lazy(() => import('./ExchangeRateList.tsx')),
} as const;
