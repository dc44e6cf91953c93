/** Currencies of spec §3 with their fixed ids. 1 (USD) is the default everywhere. */
export const CURRENCIES = [
  { id: 1, abbreviation: 'USD', symbol: '$' },
  { id: 2, abbreviation: 'EUR', symbol: '€' },
  { id: 3, abbreviation: 'MXN', symbol: 'MX$' },
  { id: 36, abbreviation: 'CAD', symbol: 'CA$' },
] as const;
export type CurrencyId = (typeof CURRENCIES)[number]['id'];
export const DEFAULT_CURRENCY_ID: CurrencyId = 1;

export function currencyById(id: number) {
  return CURRENCIES.find((c) => c.id === id);
}
