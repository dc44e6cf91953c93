/** Our own Spanish strings, under `app.` (and react-admin's `resources.`). */
import { catalogueNamesEs } from './es/catalogueNames.ts';
import { flightAdminEs } from './es/flightAdmin.ts';
import { flightAdminResourcesEs } from './es/flightAdminResources.ts';
import { flightsEs } from './es/flights.ts';
import { flightsResourcesEs } from './es/flightsResources.ts';
import { menuEs } from './es/menu.ts';
import { networkEs } from './es/network.ts';
import { networkResourcesEs } from './es/networkResources.ts';
import { outboxEs, outboxResourcesEs } from './es/outbox.ts';
import { pagesEs } from './es/pages.ts';
import { quickBookingEs } from './es/quickBooking.ts';
import { resourcesEs } from './es/resources.ts';
import { shellEs } from './es/shell.ts';
import { cartEs } from './es/cart.ts';
import { checkoutEs, checkoutResourcesEs } from './es/checkout.ts';
import { cardpayEs } from './es/cardpay.ts';

export const appEs = { ...shellEs, ...pagesEs, menu: menuEs, network: networkEs, flightAdmin: flightAdminEs, flights: flightsEs, outbox: outboxEs, quickBooking: quickBookingEs, catalogueNames: catalogueNamesEs, cartPage: cartEs, checkout: checkoutEs, ...quotesAppEs, resumen: resumenEs, documents: documentsEs, accounting: accountingEs, cardpay: cardpayEs, deposits: depositsEs, evidences: evidencesEs, reports: reportsEs, accountingProviders: accountingProvidersEs, hotels: hotelsEs, hotelCatalog: hotelCatalogEs, havail: havailEs, hotelSales: hotelSalesEs, houses: housesEs, hotelBooking: hotelBookingEs };
export const allResourcesEs = { ...resourcesEs, ...networkResourcesEs, ...flightAdminResourcesEs, ...flightsResourcesEs, ...outboxResourcesEs, ...checkoutResourcesEs, ...quotesResourcesEs, ...resumenResourcesEs, ...accountingResourcesEs, ...evidencesResourcesEs, ...reportsResourcesEs, ...accountingProvidersResourcesEs, ...hotelsResourcesEs, ...hcatResourcesEs, ...havailResourcesEs, ...housesResourcesEs };
import { quotesAppEs, quotesResourcesEs } from './es/quotes.ts';

import { resumenEs, resumenResourcesEs } from './es/resumen.ts';

import { documentsEs } from './es/documents.ts';

import { accountingEs, accountingResourcesEs } from './es/accounting.ts';
import { reportsEs, reportsResourcesEs } from './es/reports.ts';

import { depositsEs, evidencesEs, evidencesResourcesEs } from './es/evidences.ts';
import { accountingProvidersEs, accountingProvidersResourcesEs } from './es/accountingProviders.ts';
import { hotelsEs, hotelsResourcesEs } from './es/hotels.ts';
import { hcatResourcesEs, hotelCatalogEs } from './es/hcat.ts';
import { havailEs, havailResourcesEs } from './es/havail.ts';
import { hotelSalesEs } from './es/hotelSales.ts';
import { hotelBookingEs } from './es/hotelBooking.ts';
import { housesEs, housesResourcesEs } from './es/houses.ts';

export type AppMessages = typeof appEs;
