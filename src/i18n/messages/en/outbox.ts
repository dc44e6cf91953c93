import type { outboxEs, outboxResourcesEs } from '../es/outbox.ts';

/** English twin of es/outbox.ts. */
export const outboxEn: typeof outboxEs = {
  statuses: { pending: 'Pending', sent: 'Sent', failed: 'Failed' },
  kinds: {
    password_reset: 'Password reset',
    registration_received: 'Registration received',
    registration_approved: 'Registration approved',
    registration_rejected: 'Registration rejected',
    quote: 'Quote',
    booking_confirmation: 'Booking confirmation',
    payment_link: 'Payment link',
    house_request: 'House request',
    unpaid_release: 'Booking cancelled: not paid',
  },
  retry: 'Retry',
  retried: 'The mail will be sent again in a few seconds.',
  empty: 'No mail.',
};

export const outboxResourcesEn: typeof outboxResourcesEs = {
  outbox: {
    name: 'Mail |||| Mails',
    fields: {
      id: 'No.',
      to: 'Recipient',
      subject: 'Subject',
      kind: 'Kind',
      status: 'Status',
      attempts: 'Attempts',
      created_at: 'Created',
      next_attempt_at: 'Next attempt',
      last_attempt_at: 'Last attempt',
      sent_at: 'Sent',
      last_error: 'Last error',
    },
  },
};
