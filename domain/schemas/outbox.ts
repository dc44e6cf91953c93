/**
 * The mail outbox as the provider's admins see it (GET /api/system/outbox/): each mail's delivery
 * state, never its body (a password link in it would hand the admin the user's account).
 */
import { z } from '../validation.ts';
import { listQuery, optionalText } from './common.ts';
import { idIn } from './flightAdmin.ts';

/** pending → sent, or pending → (retries) → failed; an admin's retry puts a failed mail back to pending. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What the mails are about (the `kind` column), for the list's filter. */
export const MAIL_KINDS = ['password_reset', 'registration_received', 'registration_approved', 'registration_rejected', 'quote', 'booking_confirmation', 'payment_link', 'house_request', 'unpaid_release'] as const;

export const OUTBOX_ORDERING_FIELDS = ['id', 'created_at', 'next_attempt_at', 'sent_at', 'attempts', 'status', 'to', 'kind'] as const;

export const outboxListQuery = listQuery.extend({
  status: z.enum(OUTBOX_STATUSES).optional(),
  kind: z.enum(MAIL_KINDS).optional(),
  /** Part of the recipient or the subject. */
  search: optionalText(150),
  id__in: idIn.optional(),
});

export const outboxRecord = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  /** ISO 8601 instants. */
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  last_error: z.string(),
});
export type OutboxRecord = z.infer<typeof outboxRecord>;
