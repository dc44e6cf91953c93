/** Accounting providers (issue 10): app strings under `app.accountingProviders.`, resources under `resources.`. */
import type { accountingProvidersEs, accountingProvidersResourcesEs } from '../es/accountingProviders.ts';

const balanceFields = {
  id: 'No.',
  provider: 'Provider',
  code: 'Code',
  name: 'Provider',
  currency: 'Currency',
  opening_balance: 'Opening balance',
  owed: 'Costs',
  paid: 'Paid',
  collected: 'Collected by the provider',
  balance: 'Balance',
  date_start: 'From',
  date_end: 'To',
  owing: 'Owing',
};

export const accountingProvidersEn: typeof accountingProvidersEs = {
  empty: 'No accounting provider matches these filters.',
  create: 'New accounting provider',
  edit: 'Edit accounting provider',
  code_hint: 'Lower-case letters, digits or _; it never changes later.',
  any: 'Any',
  filter_label: 'Accounting provider',
  configurations: {
    empty: 'No configuration matches these filters.',
    create: 'New configuration',
    edit: 'Edit configuration',
    every_line: 'Every line',
    days: '%{days} days',
  },
  balance: {
    empty: 'No provider balance matches these filters.',
    help: 'Balance: what the company owes the provider (costs less payments and bookings it collected). Negative: the provider owes the company.',
    export: 'Export XLSX',
    statement_title: 'Statement of %{name}',
    statement: 'Statement',
    opening: 'Opening balance',
    closing: 'Closing balance',
    no_account: 'The provider has no movements in this currency yet.',
  },
  kinds: { provider_cost: 'Provider cost', provider_payout: 'Payment to the provider', payment: 'Booking collected by the provider', refund: 'Refund of a collected booking' },
  payout: {
    button: 'Record payment',
    title: 'Record a payment to the provider',
    help: 'The amount is taken off what the company owes the provider in this currency.',
    done: 'Payment of %{amount} recorded.',
  },
  cost: {
    title: 'Provider cost',
    none: 'No cost recorded.',
    no_provider: 'Give the reservation an accounting provider to record its cost.',
    due: 'Due on %{date}',
    set: 'Record cost',
    dialog: "The reservation's provider cost",
    amount: 'Cost',
    reason: 'Reason',
    saved: 'Provider cost saved.',
    history: 'Cost history',
  },
};

export const accountingProvidersResourcesEn: typeof accountingProvidersResourcesEs = {
  'accounting-providers': {
    name: 'Accounting provider |||| Accounting providers',
    fields: { id: 'No.', code: 'Code', name: 'Name', tax_id: 'Tax id', email: 'E-mail', phone: 'Phone', country: 'Country', active: 'Active', notes: 'Notes', service_types: 'Services', created: 'Created', q: 'Search', service_type: 'Service' },
  },
  'accounting-provider-configurations': {
    name: 'Configuration |||| Configurations',
    fields: {
      id: 'No.',
      provider: 'Provider',
      provider_name: 'Provider',
      service_type: 'Service',
      business_line: 'Business line',
      currency: 'Currency',
      payment_terms_days: 'Payment terms (days)',
      active: 'Active',
      notes: 'Notes',
      created: 'Created',
    },
  },
  'accounting-provider-balances': { name: 'Provider balance |||| Provider balances', fields: balanceFields },
  'accounting-provider-statement': {
    name: 'Movement |||| Movements',
    fields: { id: 'Transaction', created_at: 'Date', kind: 'Kind', reference: 'Reference', debit: 'Debit', credit: 'Credit', balance: 'Balance', date_start: 'From', date_end: 'To', currency: 'Currency' },
  },
  'accounting-provider-payouts': {
    name: 'Provider payment |||| Provider payments',
    fields: { provider: 'Provider', currency: 'Currency', amount: 'Amount', reference: 'Reference', notes: 'Notes' },
  },
};
