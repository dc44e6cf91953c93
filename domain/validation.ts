/**
 * Zod issues become message keys of messages/*.ts, so the server can answer in the request's
 * language and the browser can show the same text under a field. Importing this module configures
 * zod once for the process; every schema in schemas/ imports it.
 */
import { z } from 'zod';
import type { MessageParams } from './i18n.ts';

type RawIssue = z.core.$ZodRawIssue;

function keyFor(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'validation.required';
      const expected = issue.expected;
      if (expected === 'string') return 'validation.invalid_string';
      if (expected === 'number') return 'validation.invalid_number';
      if (expected === 'int') return 'validation.invalid_integer';
      if (expected === 'boolean') return 'validation.invalid_boolean';
      return 'validation.invalid_type';
    }
    case 'too_big':
      if (issue.origin === 'string') return 'validation.too_long';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.too_many_items';
      return 'validation.too_big';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'validation.required' : 'validation.too_short';
      if (issue.origin === 'number' && issue.minimum === 0 && issue.inclusive === false) return 'validation.positive';
      return 'validation.too_small';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.invalid_email';
      if (issue.format === 'date' || issue.format === 'datetime') return 'validation.invalid_date';
      return 'validation.invalid_format';
    case 'invalid_value':
      // A select left empty is missing; a value outside the list is a wrong choice.
      return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid_choice';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    case 'invalid_union':
      // string-or-number fields (percents, amounts): a missing one is missing, not mistyped.
      return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid_type';
    default:
      return 'validation.invalid_type';
  }
}

z.config({ customError: (issue) => keyFor(issue) });

export interface FieldMessage {
  key: string;
  params: MessageParams;
}

/** The message key and its parameters for one final issue. */
export function issueMessage(issue: z.core.$ZodIssue): FieldMessage {
  const params: MessageParams = {};
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params) {
    for (const [k, v] of Object.entries(issue.params)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  }
  return { key: issue.message, params };
}

/**
 * DRF-shaped errors: `{field: [message], non_field_errors: [message]}`. Nested paths join with
 * dots (`passengers.0.first_name`); an unknown key is reported under its own name.
 */
export function toFieldErrors(
  error: z.ZodError,
  translate: (key: string, params: MessageParams) => string,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (field: string, text: string) => {
    (out[field] ??= []).includes(text) || out[field].push(text);
  };
  for (const issue of error.issues) {
    const { key, params } = issueMessage(issue);
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) add(base ? `${base}.${k}` : k, translate(key, params));
      continue;
    }
    add(base || 'non_field_errors', translate(key, params));
  }
  return out;
}

export { z };
