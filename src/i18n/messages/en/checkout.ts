/** Issue 9, slice "checkout": the customers page and picker, the checkout on /cart, the verify step's payment. */
import type { checkoutEs, checkoutResourcesEs } from '../es/checkout.ts';

export const checkoutEn: typeof checkoutEs = {
  customer: {
    label: 'Customer',
    hint: 'Type to search',
    show_more: 'Show more (%{shown} of %{total})',
    new: 'New customer',
    new_title: 'New customer',
    create: 'Create customer',
    cancel: 'Cancel',
    existing: 'The agency already had a customer with that document: %{name} has been chosen.',
    required: 'Choose the customer of the order.',
    empty: 'No customers yet. Create them here or when confirming an order.',
  },
  items: {
    title: 'Passengers of each service',
    item: '%{description} · %{dates}',
  },
  seller: 'Seller (optional)',
  payment: {
    deadline: 'Payment deadline: %{deadline}. If it is not paid by then, the reservation is cancelled and its seats released.',
    none: 'You can neither pay when booking nor book unpaid: ask your agency’s administrator.',
  },
  total: 'Order total',
  submit: 'Confirm the order',
  price_changed: {
    title: 'Prices have changed',
    intro: 'Some services have a new price. Confirm the order at these prices?',
    item: 'Service',
    old: 'Previous price',
    new: 'New price',
    confirm: 'Confirm at the new prices',
    cancel: 'Review the cart',
  },
  errors: {
    no_seats: 'There are no seats left for one of the services: remove it from the cart or choose another departure. Nothing was booked.',
    insufficient_funds: 'The agency’s funds (with its credit limit) do not cover this payment. Pay part of it, book unpaid or ask for a deposit. Nothing was booked.',
    fields: 'Check the fields marked in red.',
  },
  done: {
    title: 'Order confirmed',
    order: 'Order number',
    reservations: 'Reservations of the order',
    locator: 'Locator',
    status: 'Payment status',
    paid: 'Paid',
    owed: 'Still owed',
    deadline: 'Pay before %{deadline}',
    open: 'Open reservation %{locator}',
    continue: 'Continue shopping',
  },
  settlement: {
    paid: 'Paid: %{amount}',
    owed: 'Owed: %{amount}',
    deadline: 'Pay before %{deadline}, or the reservation is cancelled.',
    card_not_started: 'The card payment could not start: the reservation stays unpaid until its deadline; pay it from its detail page.',
  },
  customers: {
    title: 'Customers',
    create: 'New customer',
    edit: 'Edit customer',
    document_hint: 'Passport or DNI: at least one. They tell a customer who already exists.',
    duplicate_open: 'Open the existing customer',
  },
};

export const checkoutResourcesEn: typeof checkoutResourcesEs = {
  customers: {
    name: 'Customer |||| Customers',
    fields: {
      id: 'Id',
      full_name: 'Name',
      first_name: 'First name',
      middle_name: 'Middle name',
      last_name: 'Last name',
      dob: 'Date of birth',
      gender: 'Gender',
      email: 'E-mail',
      phone: 'Phone',
      address: 'Address',
      country: 'Country',
      country_name: 'Country',
      passport: 'Passport',
      dni: 'DNI',
      agency: 'Agency',
      agency_name: 'Agency',
      created: 'Created',
    },
  },
};
