/**
 * Request validation with the zod schemas of the routes. Unlike fastify-type-provider-zod's own
 * compiler, this one keeps the ZodError, so the error handler can turn it into DRF field errors
 * with the domain's message keys (toFieldErrors) in the request's language.
 *
 * Two rules hold here for every route, whatever its schema says: no text (body, query or path)
 * may hold a NUL character, which PostgreSQL's text cannot store, and a PATCH must change
 * something (unless its body is marked with `emptyPatchAllowed`).
 */
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { z } from '../../domain/validation.ts';

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly zodError: z.ZodError,
    readonly part: string,
  ) {
    super(`invalid ${part}`);
    this.name = 'RequestValidationError';
  }
}

type Issue = z.core.$ZodIssue;
type Path = (string | number)[];

const NUL = '\u0000';

/** Every string in the input that holds a NUL, by its path (a NUL in a key reports the key). */
export function nullCharacterIssues(input: unknown, path: Path = []): Issue[] {
  if (typeof input === 'string') return input.includes(NUL) ? [{ code: 'custom', message: 'validation.null_character', path, input }] : [];
  if (Array.isArray(input)) return input.flatMap((item, i) => nullCharacterIssues(item, [...path, i]));
  if (input === null || typeof input !== 'object') return [];
  return Object.entries(input).flatMap(([key, value]) =>
    key.includes(NUL) ? [{ code: 'custom', message: 'validation.null_character', path: [...path, key], input: key } as Issue] : nullCharacterIssues(value, [...path, key]),
  );
}

const EMPTY_PATCH_ALLOWED = new WeakSet<object>();

/**
 * Marks the body schema of a PATCH that is an action whose parameters are all optional (e.g. a
 * date range that defaults to 'from today on'), not an edit of a record: `{}` is a request there.
 */
export function emptyPatchAllowed<T extends object>(schema: T): T {
  EMPTY_PATCH_ALLOWED.add(schema);
  return schema;
}

function isEmptyPatch(input: unknown): boolean {
  return input === null || input === undefined || (typeof input === 'object' && !Array.isArray(input) && Object.keys(input).length === 0);
}

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart, method }) => {
  const emptyPatchRefused = httpPart === 'body' && String(method).toUpperCase() === 'PATCH' && !EMPTY_PATCH_ALLOWED.has(schema);
  return (data: unknown) => {
    const part = httpPart ?? 'body';
    if (emptyPatchRefused && isEmptyPatch(data)) {
      return { error: new RequestValidationError(new z.ZodError([{ code: 'custom', message: 'validation.empty_update', path: [], input: data }]), part) };
    }
    // A POST without a body is validated as `{}`, so each required field is reported by name.
    const input = httpPart === 'body' && (data === null || data === undefined) ? {} : data;
    const nul = nullCharacterIssues(input);
    const result = safeParse(schema, input);
    if (result.success && nul.length === 0) return { value: result.data };
    // The NUL is the message of its field; the schema's messages stand for the other fields.
    const reported = new Set(nul.map((issue) => pathKey(issue.path)));
    const others = result.success ? [] : result.error.issues.filter((issue) => !reported.has(pathKey(issue.path)));
    return { error: new RequestValidationError(new z.ZodError([...nul, ...others]), part) };
  };
};
