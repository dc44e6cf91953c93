/** Answers of the quotes API (docs/api-quotes.md), serialised by these schemas. */
import { z } from '../validation.ts';
import { cartItemRecord, priceChangeRecord } from './cart.ts';

const int = z.number().int();

/** A rate a quote was converted with, as it was that day. */
export const quoteRateRecord = z.object({ currency: int, currency_code: z.string(), rate: z.string(), effective_from: z.string().nullable() });

export const quoteRecord = z.object({
  id: int,
  name: z.string(),
  currency: int,
  currency_code: z.string(),
  /** Sum of the items' converted prices, in the quote's currency. */
  total: z.string(),
  item_count: int,
  /** The items' descriptions, for the list ('CUN → HAV → CUN'). */
  summary: z.string(),
  owner: int,
  owner_name: z.string(),
  agency: int,
  agency_name: z.string(),
  /** The caller may rename, delete and convert it (its owner). */
  can_change: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuoteRecord = z.infer<typeof quoteRecord>;

export const quoteItemRecord = z.object({
  id: int,
  position: int,
  service_type: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  passengers: z.object({ adults: int, children: int, infants: int }),
  /** The price when the quote was saved, in the item's own currency. */
  price: z.string(),
  currency: int,
  /** The same price in the quote's currency. */
  converted_price: z.string(),
});
export type QuoteItemRecord = z.infer<typeof quoteItemRecord>;

export const quoteDetailRecord = quoteRecord.extend({
  items: z.array(quoteItemRecord),
  rates: z.array(quoteRateRecord),
});
export type QuoteDetailRecord = z.infer<typeof quoteDetailRecord>;

export const quoteConvertRecord = z.object({ items: z.array(cartItemRecord) });
export type QuoteConvertRecord = z.infer<typeof quoteConvertRecord>;

/** One item of a conversion's 409 `price_changed`: checkout's old and new price, and what the item is. */
export const quotePriceChangeRecord = priceChangeRecord.extend({ description: z.string(), currency: int });
export type QuotePriceChangeRecord = z.infer<typeof quotePriceChangeRecord>;

/** One item of a conversion's 409 `unavailable`: a stay that can no longer be sold, with its reason (translated). */
export const quoteUnavailableRecord = z.object({ id: int, description: z.string(), code: z.string(), detail: z.string() });
export type QuoteUnavailableRecord = z.infer<typeof quoteUnavailableRecord>;
