/** The flight reports (issue 10): app strings under `app.reports.`, their resources under `resources.`. */
import type { reportsEs, reportsResourcesEs } from '../es/reports.ts';

const filters = {
  created_start_date: 'Booked from',
  created_end_date: 'Booked until',
  departure_date_start: 'Departure from',
  departure_date_end: 'Departure until',
  agency: 'Agency',
  route: 'Route',
  flight: 'Flight',
  reservation_status: 'Reservation status',
  commercial_status: 'Commercial status',
  currency: 'Currency',
  month_of: 'Month of',
  group_by: 'Group by',
};
const sales = {
  label: 'Group',
  reservations: 'Reservations',
  cancelled: 'Cancelled',
  passengers: 'Passengers',
  total: 'Sold',
  paid: 'Collected',
  pending: 'Pending',
};
const accounting = {
  reservations: 'Reservations',
  passengers: 'Passengers',
  total: 'Sold',
  net: 'Net',
  markups: 'Markups collected',
  provider: "Provider's part collected",
  paid: 'Collected',
  pending: 'Pending',
};

export const reportsEn: typeof reportsEs = {
  export: 'Export XLSX',
  totals: 'Totals of the filter',
  chart_all: 'The whole filter.',
  chart_others: "The whole filter: the largest groups (or the last months) and the rest summed as 'Others'.",
  empty: 'No flight reservations match these filters.',
  groups: { month: 'By month', agency: 'By agency', route: 'By route' },
  month_of: { created: 'Booking', departure: 'Departure' },
  reservation_status: { reserved: 'Reserved', cancelled: 'Cancelled' },
  help: {
    sales: 'Sold: the total of the reservations not cancelled. Collected: what the ledger records as paid (markups and the provider’s part; refunds subtract). Pending: sold and not yet collected.',
    passengers: 'Passengers of the reservations not cancelled, by type; those of cancelled reservations apart.',
    accounting: 'Per booking agency: what was sold and its net, what the ledger says was collected (the agencies’ markups and the provider’s part) and what is pending.',
    flights: 'Per outbound flight: a round trip counts on its outbound flight, with its whole price.',
  },
  charts: {
    others: 'Others',
    sales: 'Sold, collected and pending per group',
    passengers: 'Passengers per type and group',
    agencies: 'Sold and collected per agency',
    flights: 'Sold and collected per flight',
    adults: 'Adults',
    children: 'Children',
    infants: 'Infants',
    total: 'Sold',
    paid: 'Collected',
    pending: 'Pending',
  },
};

export const reportsResourcesEn: typeof reportsResourcesEs = {
  'report-sales-month': { name: 'Sales per month', fields: { ...filters, ...sales, label: 'Month' } },
  'report-sales-agency': { name: 'Sales per agency', fields: { ...filters, ...sales, label: 'Agency' } },
  'report-sales-route': { name: 'Sales per route', fields: { ...filters, ...sales, label: 'Route' } },
  'report-passengers': {
    name: 'Passengers summary',
    fields: { ...filters, label: 'Group', reservations: 'Reservations', adults: 'Adults', children: 'Children', infants: 'Infants', passengers: 'Passengers', cancelled_passengers: 'Cancelled passengers' },
  },
  'report-accounting-agencies': { name: 'Accounting per agency', fields: { ...filters, ...accounting, name: 'Agency', level: 'Level' } },
  'report-accounting-flights': { name: 'Accounting per flight', fields: { ...filters, ...accounting, number: 'Flight', airline: 'Airline', route: 'Route' } },
};
