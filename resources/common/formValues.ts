/**
 * The API's bodies are strict (domain/schemas: unknown keys are a 400), while react-admin's form
 * values hold the whole record. These helpers keep only the fields a body accepts, and turn the
 * empty inputs react-admin stores as null back into the empty text the API expects.
 */
export type Values = Record<string, unknown>;

export function pickFields(values: Values, fields: readonly string[], options: { emptyText?: readonly string[] } = {}): Values {
  const out: Values = {};
  for (const field of fields) {
    if (!(field in values)) continue;
    const value = values[field];
    if (value === null && options.emptyText?.includes(field)) out[field] = '';
    else if (value !== undefined) out[field] = value;
  }
  return out;
}

/** The fields whose value differs from the record's (arrays compared by content). */
export function changedFields(values: Values, previous: Values | undefined, fields: readonly string[]): string[] {
  if (!previous) return [...fields];
  return fields.filter((field) => JSON.stringify(values[field] ?? null) !== JSON.stringify(previous[field] ?? null));
}

/** An empty text input, which react-admin stores as null, as ''. */
export const emptyToText = (value: unknown): unknown => (value === null ? '' : value);

/** The values without the inputs left empty (null or ''), for bodies whose optional fields must be absent, not null. */
export function withoutEmpty(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== ''));
}
