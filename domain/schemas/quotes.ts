/**
 * Quotes (docs/api-quotes.md): the cart saved under a name in a currency. Bodies and filters of
 * `cart/quotes/`; the answers are in domain/records/quotes.ts.
 */
import { LANGUAGES } from '../constants.ts';
import { CURRENCIES } from '../currencies.ts';
import { z } from '../validation.ts';
import { amount } from './agencies.ts';
import { email, id, idIn, isoDate, listQuery, optionalText, text } from './common.ts';

export const QUOTE_NAME_MAX_LENGTH = 120;
/** A quote copies the whole cart; more items than this is not a quote a customer reads. */
export const MAX_QUOTE_ITEMS = 30;

const currency = id.refine((c) => CURRENCIES.some((known) => known.id === c), { error: 'validation.invalid_choice' });

export const quoteBody = z.strictObject({ name: text(QUOTE_NAME_MAX_LENGTH), currency });
export type QuoteBody = z.infer<typeof quoteBody>;

export const quoteUpdateBody = z.strictObject({ name: text(QUOTE_NAME_MAX_LENGTH) });
export type QuoteUpdateBody = z.infer<typeof quoteUpdateBody>;

export const quoteSendBody = z.strictObject({ email, language: z.enum(LANGUAGES).optional() });
export type QuoteSendBody = z.infer<typeof quoteSendBody>;

/**
 * Converting re-prices every item. An item whose price changed since the quote converts only when
 * its new price is accepted here, exactly as the 409 `price_changed` showed it.
 */
export const quoteConvertBody = z.strictObject({
  accepted_prices: z
    .array(z.strictObject({ id, price: amount }))
    .max(MAX_QUOTE_ITEMS)
    .optional(),
});
export type QuoteConvertBody = z.infer<typeof quoteConvertBody>;

export const quoteListQuery = listQuery.extend({
  /** Part of the quote's name. */
  name: optionalText(QUOTE_NAME_MAX_LENGTH),
  created_after: isoDate.optional(),
  created_before: isoDate.optional(),
  /** The owner (an agency admin sees its subtree's quotes; its own are `user=<own id>`). */
  user: id.optional(),
  currency: id.optional(),
  id__in: idIn.optional(),
});
export type QuoteListQuery = z.infer<typeof quoteListQuery>;

export const QUOTE_ORDERING_FIELDS = ['id', 'name', 'created_at', 'updated_at', 'total', 'currency', 'item_count', 'owner_name'] as const;
