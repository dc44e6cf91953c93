import type { PagesMessages } from '../es/pages.ts';

/** Public pages and the user's own pages: login, reset, password, payment, registration, information. */
export const pagesEn: PagesMessages = {
  auth: {
    login_title: 'Agency sign-in',
    login_subtitle: "Enter your agency's username and password.",
    hero_title: 'The whole Caribbean and more, in one portal.',
    hero_text:
      "Hotels, flights, cars, excursions, insurance and packages at agency rates, instant confirmation and your network's accounting in one place.",
    forgot: 'Forgot your password?',
    no_account: 'Is your agency not working with us yet?',
    register: 'Apply to join',
    reset_title: 'Reset your password',
    reset_intro: "Type your user's e-mail address and we will send you a link to create a new password.",
    send_link: 'Send link',
    new_password_title: 'Create a new password',
    new_password_intro: 'Type the new password twice. It must have at least 8 characters.',
    save_password: 'Save password',
    back_to_login: 'Back to sign-in',
  },
  password: {
    intro: 'For your security, changing the password signs you out of the sessions open on other devices.',
    submit: 'Change password',
    success: 'New password has been saved.',
  },
  payment: {
    title: 'Booking payment',
    not_found: 'This payment link does not exist or has expired.',
    locator: 'Booking %{locator}',
    amount: 'Amount to pay: %{amount} %{currency}',
    paid_of_total: 'Paid so far: %{paid} of %{total} %{currency}',
    pay_by_card: 'Pay by card',
    already_paid: 'This payment is already done.',
    gateway_error: 'The payment gateway does not answer. Try again in a few minutes.',
    reference: 'Payment reference: %{id}',
    coming: 'Online card payment will be available very soon. In the meantime, contact your agent.',
    success_title: 'Payment completed',
    success_message: 'The payment was executed correctly. You will receive the confirmation by e-mail.',
    fail_title: 'The payment was not completed',
    fail_message: 'The gateway could not complete the payment and nothing was charged. Try again or contact your agent.',
    to_bookings: 'See my bookings',
  },
  registration: {
    title: 'Agency registration',
    intro: 'Apply to register your agency on the portal. We will review your details and write to you within a few working days.',
    review_note: 'If your agency already works with us, you do not need to register again.',
    section_agency: 'Agency details',
    section_contact: 'Contact person',
    section_request: 'Request',
    accept_terms: 'I have read and accept the',
    submit: 'Send request',
    success_title: 'Request sent',
    success: 'We have received your registration request. We have sent you a confirmation e-mail and will write to you once we have reviewed it.',
    countries_error: 'The list of countries could not be loaded. Please try again later.',
    fields: {
      agency_name: "Agency's trade name",
      legal_name: 'Legal name',
      country: 'Country',
      city: 'City',
      address: 'Address',
      phone: 'Phone',
      email: "Agency's e-mail",
      website: 'Website',
      contact_first_name: 'First name',
      contact_last_name: 'Last name',
      contact_email: 'E-mail',
      contact_phone: 'Phone',
      requested_level: 'Requested level',
      message: 'Message (optional)',
    },
  },
  important_info: {
    link: 'Important information',
    title: 'Important information',
    intro: 'What every agency should know before selling with us. Read it carefully and share it with your sellers.',
    updated: 'These conditions may change; the version in force is always the one published on this page.',
    sections: {
      documents: {
        title: 'Travel documents',
        body:
          'Every passenger must travel with a passport valid for the whole stay and, depending on the destination, a visa or tourist card, medical insurance and the health or immigration form the country requires.\nThe agency is responsible for telling its customers about these requirements before confirming the booking.',
      },
      bookings: {
        title: 'Bookings and confirmations',
        body:
          'A booking is confirmed when the portal shows its locator and the status “Reserved”. Check names, dates and services before confirming: later changes may have costs.\n“On request” services are confirmed within 48 working hours at the latest.',
      },
      payments: {
        title: 'Payments and deposits',
        body:
          "Bookings are paid from the agency fund, by card or by deposit. Amounts are shown in your agency's currency.\nA booking not paid before the stated deadline may be cancelled automatically.",
      },
      cancellations: {
        title: 'Cancellations and changes',
        body:
          'Each service has its own cancellation policy, shown before booking: a percentage of the total, a fixed amount or a number of nights, depending on the days left before the start.\nRefunds are credited to the agency fund.',
      },
      flights: {
        title: 'Flights',
        body:
          'Passengers must be at the airport at least three hours before departure. The luggage allowance depends on the fare and is given in pounds.\nCheck-in and manifests close at the time set by the airline.',
      },
      support: {
        title: 'Agency support',
        body:
          'Your sales office serves you Monday to Friday from 9:00 to 18:00 (local time). For emergencies during the trip, use the assistance phone number printed on the voucher.',
      },
    },
  },
};
