/** The accountants' area (issue 10): app strings under `app.accounting.`, its resources under `resources.`. */
import type { accountingEs, accountingResourcesEs } from '../es/accounting.ts';

const money = {
  funds: 'Funds',
  credit_limit: 'Credit limit',
  available: 'Available',
  debt_1_7: 'Debt 1–7 days',
  debt_7_15: 'Debt 7–15 days',
  debt_15_plus: 'Debt 15+ days',
  debt_total: 'Total debt',
};

export const accountingEn: typeof accountingEs = {
  tabs: { balances: 'Balances and debt', breakdown: 'Breakdown by levels' },
  totals: 'Totals of the filter',
  totals_currency: 'Totals in %{currency} (%{count} rows)',
  as_of: 'Debt as of',
  as_of_help: 'Debt: what non-cancelled reservations still owe, overdue since their payment deadline or, without one, since the service date.',
  in_debt: 'In debt',
  export: 'Export XLSX',
  statement_link: 'Statement of %{name}',
  empty: 'No agency matches these filters.',
  statement: {
    title: 'Statement',
    exchange: 'Booking: %{amount} · 1 %{from} = %{rate} %{to} (%{date})',
    account: 'Account',
    opening: 'Opening balance',
    closing: 'Closing balance',
    empty: 'No movements in this period.',
    no_account: 'The agency does not have this account yet.',
    accounts: { agency_funds: 'Funds', markup_earnings: 'Markup earnings' },
  },
  historic: {
    period: 'End of',
    periods: { day: 'Each day', month: 'Each month' },
    empty: 'No agency matches these filters.',
    latest_only: 'Showing the latest %{shown} of %{total} period ends; the export has them all.',
  },
  breakdown: {
    empty: 'No earnings in this period.',
    help: "Markups each level earned and the provider's net on each agency's reservations, from the period's payments.",
  },
  review: {
    button: 'Accounting review',
    label: 'Set accounting status to',
    none: 'The chosen reservations have no common accounting status to go to.',
    confirm_title: 'Change the accounting status',
    confirm: 'Set %{count} reservations to “%{status}”? Each change is kept in its history.',
    done: 'Accounting status changed on %{count} reservations.',
  },
  kinds: {
    opening: 'Opening balance',
    deposit: 'Deposit',
    payment: 'Payment',
    refund: 'Refund',
    cancellation: 'Cancellation',
    adjustment: 'Adjustment',
    custom: 'Other',
  },
};

export const accountingResourcesEn: typeof accountingResourcesEs = {
  'accounting-balances': {
    name: 'Agency balance |||| Agency balances',
    fields: { id: 'No.', agency: 'Agency', name: 'Agency', level: 'Level', parent: 'Parent agency', parent_name: 'Parent agency', country: 'Country', currency: 'Currency', ...money, as_of: 'Debt as of', in_debt: 'In debt' },
  },
  'accounting-statement': {
    name: 'Movement |||| Movements',
    fields: { id: 'Transaction', created_at: 'Date', kind: 'Kind', reference: 'Reference', locator: 'Locator', debit: 'Debit', credit: 'Credit', balance: 'Balance', date_start: 'From', date_end: 'To', currency: 'Currency', account: 'Account' },
  },
  'accounting-historic': {
    name: 'Historical balance |||| Historical balances',
    fields: { id: 'No.', name: 'Agency', level: 'Level', currency: 'Currency', period: 'End of', date_start: 'From', date_end: 'To', parent: 'Parent agency', country: 'Country' },
  },
  'accounting-breakdown': {
    name: 'Breakdown |||| Breakdowns',
    fields: {
      id: 'No.',
      name: 'Agency',
      level: 'Level',
      currency: 'Currency',
      level_1: 'First level',
      level_2: 'Second level',
      level_3: 'Third level',
      provider: 'Provider (net)',
      total: 'Total',
      date_start: 'From',
      date_end: 'To',
      parent: 'Parent agency',
      country: 'Country',
    },
  },
};
