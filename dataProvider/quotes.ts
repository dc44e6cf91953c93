/**
 * Quotes and exchange rates (docs/api-quotes.md) beyond CRUD: save the cart as a quote, its PDF,
 * sending it, converting it back into the cart, and the rates in effect. The lists, the detail,
 * rename and delete are react-admin's own calls on the `quotes` resource.
 */
import type { QuoteConvertRecord, QuoteDetailRecord } from '../domain/records/quotes.ts';
import type { CurrentRatesRecord } from '../domain/schemas/exchangeRates.ts';
import type { QuoteBody, QuoteConvertBody, QuoteSendBody } from '../domain/schemas/quotes.ts';
import { downloadFile } from './flights.ts';
import { http } from './http.ts';
import type { DownloadedFile } from './network.ts';

export const quoteMethods = {
  /** POST cart/quotes/: the whole cart under a name in a currency. */
  createQuote: async (body: QuoteBody): Promise<QuoteDetailRecord> => (await http.post<QuoteDetailRecord>('cart/quotes/', body)).data,

  /** The PDF in the interface's language (the client's Accept-Language). */
  downloadQuotePdf: (id: number): Promise<DownloadedFile> => downloadFile(`cart/quotes/${id}/pdf/`, {}, `cotizacion-${id}.pdf`, 'application/pdf, application/json'),

  sendQuote: async (id: number, body: QuoteSendBody): Promise<{ detail: string }> => (await http.post<{ detail: string }>(`cart/quotes/${id}/send/`, body)).data,

  /** 409 `price_changed` (the error's body.data.items) asks to accept the new prices; 409 `no_seats`. */
  convertQuote: async (id: number, body: QuoteConvertBody = {}): Promise<QuoteConvertRecord> => (await http.post<QuoteConvertRecord>(`cart/quotes/${id}/convert/`, body)).data,

  getCurrentRates: async (): Promise<CurrentRatesRecord> => (await http.get<CurrentRatesRecord>('currency/exchange-rates/current/')).data,
};

export type QuoteMethods = typeof quoteMethods;
