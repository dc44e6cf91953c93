/** Building blocks for the schemas of spec §5, shared by every area. */
import { PHONE_MAX_LENGTH } from '../constants.ts';
import { z } from '../validation.ts';

/** A required text: trimmed, not empty, at most `max` characters. */
export const text = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) => z.string().trim().max(max).optional();

export const email = z.string().trim().max(254).pipe(z.email());

/** Phone: digits with an optional leading +, spaces and dashes allowed, max 12 characters (spec §5). */
export const phone = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, { error: 'validation.invalid_phone' })
  .regex(/^\+?[0-9][0-9 -]{5,}$/, { error: 'validation.invalid_phone' });

/** Passport: 5 to 20 letters and digits. */
export const passport = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5,20}$/, { error: 'validation.invalid_passport' });

export const isoDate = z.iso.date();

/**
 * Numbers arrive as numbers in JSON and as strings in query strings and forms. Unlike z.coerce,
 * a missing value stays missing, so it is reported as required rather than as 'not a number'.
 */
export function toNumber(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}

/** The upper bound is PostgreSQL's integer, so an oversized id is a 400, not a database error. */
export const MAX_ID = 2_147_483_647;
export const id = z.preprocess(toNumber, z.number().int().positive().max(MAX_ID));

/** `id__in=1,2,3` (react-admin getMany): ids in the range of `id`, so the database never sees a bigger one. */
export const idIn = z
  .string()
  .max(2000)
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'validation.invalid_format' })
  .transform((v) => v.split(',').map(Number))
  .refine((ids) => ids.every((n) => n >= 1 && n <= MAX_ID), { error: 'validation.invalid_format' });

/** DRF list query: page, page_size, ordering; filters are added per endpoint. */
export const listQuery = z.object({
  // Bounded so that page × page_size stays a valid OFFSET.
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(25),
  ordering: z.string().max(200).optional(),
});

export const PASSWORD_MIN_LENGTH = 8;
export const password = z.string().min(PASSWORD_MIN_LENGTH, { error: 'validation.password_too_short' }).max(128);
