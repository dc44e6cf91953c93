/** Quotes (/cart/cotizaciones): the cart saved under a name in a currency (docs/api-quotes.md). */
import { lazy } from 'react';

export const quotes = {
  name: 'quotes',
  recordRepresentation: 'name',
  list: lazy(() => import('./QuoteList.tsx')),
  show: lazy(() => import('./QuoteShow.tsx')),
} as const;
