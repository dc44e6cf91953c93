/**
 * DRF error bodies → react-admin HttpError (ARCHITECTURE.md 'Errors'):
 * `{field: [msg], non_field_errors: [msg]}` becomes
 * `HttpError(message, status, {errors: {field: msg, root: {serverError}}, detail, code, data})`, so
 * react-admin forms show each message under its field and the root one above the form.
 */
import { HttpError } from 'ra-core';

/** Keys of a DRF body that are not field errors. */
const META_KEYS = new Set(['detail', 'code', 'non_field_errors', 'status_code']);

/** Field errors as react-admin expects them: one message per field, nested like the form values. */
export interface FieldErrors {
  [field: string]: string | FieldErrors | FieldErrors[] | { serverError: string };
}

export interface HttpErrorBody {
  errors: FieldErrors;
  detail?: string;
  code?: string;
  /** The server's body as it came, for handlers that need more. */
  data?: unknown;
}

/** What the http client knows about a failed answer; status 0 means no answer at all. */
export interface FailedAnswer {
  status: number;
  data: unknown;
}

/** Message key shown when the request got no answer (network down, CORS, timeout). */
export const NO_RESPONSE_MESSAGE = 'app.errors.request';
/** Message key for an error answer without any message of its own (spec §8). */
export const UNDOCUMENTED_MESSAGE = 'app.errors.undocumented';

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return [];
}

/** One field's DRF value → a message, an object of nested fields, or a list of those. */
function mapFieldValue(value: unknown): FieldErrors[string] | undefined {
  const texts = messagesOf(value);
  if (texts.length > 0) return texts.join(' ');
  if (Array.isArray(value)) return value.map((item) => (isRecord(item) ? mapFields(item) : {}));
  if (isRecord(value)) return mapFields(value);
  return undefined;
}

function mapFields(body: Record<string, unknown>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (META_KEYS.has(key)) continue;
    const mapped = mapFieldValue(value);
    if (mapped !== undefined) out[key] = mapped;
  }
  return out;
}

/** The field errors of a DRF body, plus `root.serverError` from non_field_errors (or detail). */
export function toFieldErrors(data: unknown): FieldErrors {
  if (!isRecord(data)) return {};
  const errors = mapFields(data);
  const root = messagesOf(data.non_field_errors);
  const detail = typeof data.detail === 'string' ? data.detail : undefined;
  const serverError = root.length > 0 ? root.join(' ') : detail;
  if (serverError) errors.root = { serverError };
  return errors;
}

/**
 * Every message of an error body as `path: message` lines (spec §8: nested objects and arrays
 * flattened). non_field_errors and detail come without a path. `label` may translate a field name.
 */
export function flattenErrors(data: unknown, label: (field: string) => string = (f) => f): string[] {
  const lines: string[] = [];
  // A bare string or list body is an HTML page or a proxy's text, not a DRF error.
  if (!isRecord(data)) return lines;
  const walk = (value: unknown, path: string[]) => {
    const texts = messagesOf(value);
    if (texts.length > 0) {
      const field = path.filter((p) => !/^\d+$/.test(p)).at(-1);
      const hidden = !field || META_KEYS.has(field);
      for (const text of texts) lines.push(hidden ? text : `${label(field)}: ${text}`);
      return;
    }
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, String(i)]));
    else if (isRecord(value)) for (const [k, v] of Object.entries(value)) if (k !== 'code') walk(v, [...path, k]);
  };
  walk(data, []);
  return lines;
}

function statusMessage(answer: FailedAnswer): string {
  const { status, data } = answer;
  if (status === 0) return NO_RESPONSE_MESSAGE;
  if (isRecord(data) && typeof data.detail === 'string') return data.detail;
  const lines = flattenErrors(data);
  if (lines.length > 0) return lines.join('\n');
  return UNDOCUMENTED_MESSAGE;
}

export function toHttpError(answer: FailedAnswer): HttpError {
  const { status, data } = answer;
  const body: HttpErrorBody = { errors: toFieldErrors(data), data };
  if (isRecord(data)) {
    if (typeof data.detail === 'string') body.detail = data.detail;
    if (typeof data.code === 'string') body.code = data.code;
  }
  return new HttpError(statusMessage(answer), status, body);
}

export function isHttpError(error: unknown): error is HttpError & { body: HttpErrorBody | null } {
  return error instanceof HttpError || (isRecord(error) && typeof error.status === 'number' && 'body' in error);
}
