/**
 * Errors that handlers throw to answer something other than 2xx. They carry message KEYS; the
 * error handler translates them into the request's language, so services never format text.
 */
import type { MessageParams } from '../../domain/i18n.ts';

export interface MessageRef {
  key: string;
  params?: MessageParams;
}

/** `{detail, code?}` answers: 401, 403, 404, 405, 409, 429, 503 … */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: MessageRef,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail.key);
    this.name = 'ApiError';
  }
}

/** DRF 400: `{field: [message], non_field_errors: [message]}`. */
export class FieldErrors extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, MessageRef[]>) {
    super('field errors');
    this.name = 'FieldErrors';
  }
}

export const fieldError = (field: string, key: string, params?: MessageParams) =>
  new FieldErrors({ [field]: [{ key, params }] });

export const notFound = () => new ApiError(404, { key: 'api.not_found' });
export const forbidden = () => new ApiError(403, { key: 'api.forbidden' });
export const notAuthenticated = () => new ApiError(401, { key: 'api.not_authenticated' }, 'not_authenticated');
export const tokenNotValid = () => new ApiError(401, { key: 'api.token_not_valid' }, 'token_not_valid');
