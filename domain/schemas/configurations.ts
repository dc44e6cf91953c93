/**
 * The value a setting may take (PATCH configurations/{id}/). Each editable key has its own shape;
 * a key without one keeps a plain text or number, so a typo cannot turn a list into a string.
 */
import { z } from '../validation.ts';
import { id } from './common.ts';

export const HIDDEN_AVAILABILITY_KEY = 'flight_availability_hidden_operator_ids';

const VALUE_SCHEMAS: Record<string, z.ZodType> = {
  // Spec §6: 'two specific operators do not see flight availability'; a list of user ids.
  [HIDDEN_AVAILABILITY_KEY]: z.array(id).max(100),
  accounting_notifications_email: z.string().trim().max(254).pipe(z.email()),
};

const plainValue = z.union([z.string().trim().max(2000), z.number(), z.boolean()]);

export function configurationValueSchema(key: string): z.ZodType {
  return VALUE_SCHEMAS[key] ?? plainValue;
}

export const configurationBody = z.strictObject({ value: z.unknown() });
