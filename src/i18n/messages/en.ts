/** Our own English strings, under `app.` (and react-admin's `resources.`). */
import type { AppMessages } from './es.ts';
import { catalogueNamesEn } from './en/catalogueNames.ts';
import { flightAdminEn } from './en/flightAdmin.ts';
import { flightAdminResourcesEn } from './en/flightAdminResources.ts';
import { flightsEn } from './en/flights.ts';
import { flightsResourcesEn } from './en/flightsResources.ts';
import { menuEn } from './en/menu.ts';
import { networkEn } from './en/network.ts';
import { networkResourcesEn } from './en/networkResources.ts';
import { outboxEn, outboxResourcesEn } from './en/outbox.ts';
import { pagesEn } from './en/pages.ts';
import { quickBookingEn } from './en/quickBooking.ts';
import { resourcesEn } from './en/resources.ts';
import { shellEn } from './en/shell.ts';
import { cartEn } from './en/cart.ts';
import { checkoutEn, checkoutResourcesEn } from './en/checkout.ts';
import { cardpayEn } from './en/cardpay.ts';

export const appEn: AppMessages = { ...shellEn, ...pagesEn, menu: menuEn, network: networkEn, flightAdmin: flightAdminEn, flights: flightsEn, outbox: outboxEn, quickBooking: quickBookingEn, catalogueNames: catalogueNamesEn, cartPage: cartEn, checkout: checkoutEn, ...quotesAppEn, resumen: resumenEn, documents: documentsEn, accounting: accountingEn, cardpay: cardpayEn, deposits: depositsEn, evidences: evidencesEn, reports: reportsEn, accountingProviders: accountingProvidersEn, hotels: hotelsEn, hotelCatalog: hotelCatalogEn, havail: havailEn, hotelSales: hotelSalesEn, houses: housesEn, hotelBooking: hotelBookingEn };
export const allResourcesEn = { ...resourcesEn, ...networkResourcesEn, ...flightAdminResourcesEn, ...flightsResourcesEn, ...outboxResourcesEn, ...checkoutResourcesEn, ...quotesResourcesEn, ...resumenResourcesEn, ...accountingResourcesEn, ...evidencesResourcesEn, ...reportsResourcesEn, ...accountingProvidersResourcesEn, ...hotelsResourcesEn, ...hcatResourcesEn, ...havailResourcesEn, ...housesResourcesEn };
import { quotesAppEn, quotesResourcesEn } from './en/quotes.ts';

import { resumenEn, resumenResourcesEn } from './en/resumen.ts';

import { documentsEn } from './en/documents.ts';

import { accountingEn, accountingResourcesEn } from './en/accounting.ts';
import { reportsEn, reportsResourcesEn } from './en/reports.ts';

import { depositsEn, evidencesEn, evidencesResourcesEn } from './en/evidences.ts';
import { accountingProvidersEn, accountingProvidersResourcesEn } from './en/accountingProviders.ts';
import { hotelsEn, hotelsResourcesEn } from './en/hotels.ts';
import { hcatResourcesEn, hotelCatalogEn } from './en/hcat.ts';
import { havailEn, havailResourcesEn } from './en/havail.ts';
import { hotelSalesEn } from './en/hotelSales.ts';
import { hotelBookingEn } from './en/hotelBooking.ts';

import { housesEn, housesResourcesEn } from './en/houses.ts';
