/** Agency registration (public), alerts and release notes (issue 3). */
import { ALERT_LEVELS } from '../constants.ts';
import { AGENCY_LEVELS } from '../roles.ts';
import { z } from '../validation.ts';
import { percent } from './agencies.ts';
import { email, id, isoDate, listQuery, optionalText, phone, text } from './common.ts';

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const registrationBody = z.strictObject({
  agency_name: text(150),
  legal_name: optionalText(150),
  country: id,
  city: text(100),
  address: text(255),
  phone,
  email,
  website: optionalText(200),
  contact_first_name: text(150),
  contact_last_name: text(150),
  contact_email: email,
  contact_phone: phone,
  requested_level: z.enum(['agency_2nd_level', 'agency_3rd_level']),
  message: optionalText(2000),
  accept_terms: z.literal(true, { error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.accept_terms') }),
  /** Honeypot: people leave it empty, form-filling robots do not. */
  nickname: z.string().max(200).optional(),
});
export type RegistrationBody = z.infer<typeof registrationBody>;

export const registrationApproveBody = z.strictObject({
  parent: id,
  general_margin: percent,
  username: z.string().trim().min(3).max(150).regex(/^[A-Za-z0-9.@+_-]+$/, { error: 'validation.invalid_username' }),
  acronym: z.string().trim().min(1).max(4),
});
export const registrationRejectBody = z.strictObject({ reason: z.string().trim().min(10).max(1000) });
export const registrationListQuery = listQuery.extend({
  status: z.enum(REGISTRATION_STATUSES).optional(),
  search: optionalText(150),
});

export const ALERT_AUDIENCES = ['all', 'level', 'agency', 'user'] as const;

export const alertBody = z
  .strictObject({
    level: z.enum(ALERT_LEVELS),
    topic: text(150),
    body: text(2000),
    audience: z.enum(ALERT_AUDIENCES),
    audience_level: z.enum(AGENCY_LEVELS).nullish(),
    audience_agency: id.nullish(),
    audience_user: id.nullish(),
    active: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    const needed = { level: 'audience_level', agency: 'audience_agency', user: 'audience_user' } as const;
    if (b.audience !== 'all') {
      const field = needed[b.audience];
      if (b[field] === undefined || b[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    }
  });
export const alertUpdateBody = z.strictObject({ active: z.boolean().optional(), topic: text(150).optional(), body: text(2000).optional(), level: z.enum(ALERT_LEVELS).optional() });
export const alertListQuery = listQuery.extend({
  level: z.enum(ALERT_LEVELS).optional(),
  audience: z.enum(ALERT_AUDIENCES).optional(),
  active: z.enum(['true', 'false']).optional(),
  search: optionalText(150),
});

export const CHANGE_TYPES = ['feature', 'improvement', 'bugfix'] as const;

const releaseNoteFields = {
  version: z.string().trim().regex(/^\d+\.\d+\.\d+$/, { error: 'validation.invalid_version' }),
  title: text(200),
  date: isoDate,
  author: text(150),
  description: optionalText(4000),
  changes: z
    .array(z.strictObject({ type: z.enum(CHANGE_TYPES), text: text(500), details: optionalText(2000) }))
    .min(1)
    .max(100),
  breaking_changes: z.array(text(500)).max(50),
};

export const releaseNoteBody = z.strictObject({ ...releaseNoteFields, breaking_changes: releaseNoteFields.breaking_changes.default([]) });
/** PATCH: without the create defaults, so a field left out keeps its value (an empty list does not replace it). */
export const releaseNoteUpdateBody = z.strictObject(releaseNoteFields).partial();
export const releaseNoteListQuery = listQuery.extend({ search: optionalText(150) });
