/** Tables of migration 0025: exchange rates, quotes and the outbox's attachments. */
import type { ColumnType, Generated } from 'kysely';
import type { Json, Numeric } from './schema.ts';

export interface ExchangeRatesTable {
  id: Generated<number>;
  currency_id: number;
  /** numeric(13,6): units of the currency per 1 USD. */
  rate: ColumnType<string, string, never>;
  /** 'YYYY-MM-DD'. */
  effective_from: ColumnType<string, string, never>;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface QuotesTable {
  id: Generated<number>;
  user_id: number;
  agency_id: number;
  name: string;
  currency_id: number;
  total: Numeric;
  /** The rates the items were converted with: [{currency, rate, effective_from}]. */
  rates: Json;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface QuoteItemsTable {
  id: Generated<number>;
  quote_id: number;
  position: number;
  service_type: string;
  /** The cart item's data as it was (cart/items.ts FlightItemData for flights). */
  data: Json;
  price: Numeric;
  currency_id: number;
  converted_price: Numeric;
}

