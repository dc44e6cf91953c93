/**
 * The value each setting may take (PATCH configurations/{id}/). EVERY key has its own schema: a
 * key without one cannot be written, so no setting takes a value of the wrong shape. Several are
 * served by the public `GET /api/config/` into the footer's links and mail address; those readers
 * also check a stored value with `safeHttpUrl` and these schemas, since rows written before the
 * schemas existed (or by hand) may not hold.
 */
import { z } from '../validation.ts';
import { email, id } from './common.ts';
import { GATEWAYS } from '../gateways.ts';
import { MAX_UNPAID_HOURS } from './payments.ts';

export const HIDDEN_AVAILABILITY_KEY = 'flight_availability_hidden_operator_ids';

/** An absolute http or https URL and nothing else: no `javascript:`, `data:`, relative paths. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? text : null;
  } catch {
    return null;
  }
}

export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => safeHttpUrl(value) !== null, { error: 'validation.invalid_url' });

export const socialLink = z.strictObject({ name: z.string().trim().min(1).max(50), url: httpUrl });

export const CONFIGURATION_SCHEMAS = {
  /** Support address shown by the portal (public). */
  support_email: email,
  /** The group's web site, a footer link (public). */
  group_website: httpUrl,
  /** The footer's social networks (public). */
  social_links: z.array(socialLink).max(20),
  // Spec §6: 'two specific operators do not see flight availability'; a list of user ids.
  [HIDDEN_AVAILABILITY_KEY]: z.array(id).max(100),
  accounting_notifications_email: email,
  /** Issue 9: minutes a cart item holds its seats before the expiry job gives them back. */
  cart_hold_minutes: z.number().int().min(1).max(1440),
  /** Issue 9: hours an unpaid checkout stays booked before the release job cancels it; 0: pay at checkout. */
  unpaid_booking_hours: z.number().int().min(0).max(MAX_UNPAID_HOURS),
  /** Issue 9: the gateway card payments go through (the pages and the checkout only say 'card'). */
  card_gateway: z.enum(GATEWAYS),
} as const satisfies Record<string, z.ZodType>;

export type ConfigurationKey = keyof typeof CONFIGURATION_SCHEMAS;

export function isConfigurationKey(key: string): key is ConfigurationKey {
  return Object.hasOwn(CONFIGURATION_SCHEMAS, key);
}

/** The schema of `key`; a key without one takes no value at all. */
export function configurationValueSchema(key: string): z.ZodType {
  return isConfigurationKey(key) ? CONFIGURATION_SCHEMAS[key] : z.never();
}

export const configurationBody = z.strictObject({ value: z.unknown() });
