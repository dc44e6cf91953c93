/**
 * Request validation with the zod schemas of the routes. Unlike fastify-type-provider-zod's own
 * compiler, this one keeps the ZodError, so the error handler can turn it into DRF field errors
 * with the domain's message keys (toFieldErrors) in the request's language.
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

export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    // A POST without a body is validated as `{}`, so each required field is reported by name.
    const input = httpPart === 'body' && (data === null || data === undefined) ? {} : data;
    const result = safeParse(schema, input);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(new z.ZodError(result.error.issues), httpPart ?? 'body') };
  };
};
