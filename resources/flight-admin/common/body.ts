/**
 * Form values → a strict API body: only the listed fields; a null (react-admin's empty input) is
 * sent as null for the fields that accept it ('any route') and left out for the others, so a PATCH
 * leaves them as they are and a create takes the server's default.
 */
import type { Values } from '../../../src/forms/formValues.ts';

export function bodyOf(values: Values, fields: readonly string[], nullable: readonly string[] = []): Values {
  const out: Values = {};
  for (const field of fields) {
    const value = values[field];
    if (value === undefined) continue;
    if (value === null || value === '') {
      if (nullable.includes(field)) out[field] = null;
      continue;
    }
    out[field] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
