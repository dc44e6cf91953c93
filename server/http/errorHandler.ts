/**
 * One place that turns every failure into the DRF-style answer of the contract, translated.
 * Bad input is always a 4xx; only a bug gives 500, logged with its stack and answered without it.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage } from '../../domain/constants.ts';
import { translate, type MessageParams } from '../../domain/i18n.ts';
import { toFieldErrors } from '../../domain/validation.ts';
import { isTransientConflict } from '../db/errors.ts';
import { ApiError, FieldErrors } from './errors.ts';
import { RequestValidationError } from './validation.ts';

/** Read from the header, not request.lang: some errors happen before the onRequest hooks run. */
function tr(request: FastifyRequest, key: string, params?: MessageParams): string {
  return translate(pickLanguage(request.headers['accept-language']), key, params);
}

const STATUS_KEYS: Record<number, string> = {
  400: 'api.bad_request',
  401: 'api.not_authenticated',
  403: 'api.forbidden',
  404: 'api.not_found',
  405: 'api.method_not_allowed',
  406: 'api.bad_request',
  413: 'api.payload_too_large',
  415: 'api.unsupported_media_type',
  429: 'api.too_many_requests',
  503: 'api.maintenance',
};

function isInvalidJson(error: FastifyError): boolean {
  return (
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (error.statusCode === 400 && error instanceof SyntaxError)
  );
}

export function sendServerError(request: FastifyRequest, reply: FastifyReply, supportDomain: string): FastifyReply {
  return reply.code(500).type('application/json').send({ detail: tr(request, 'api.server_error', { email: supportDomain }) });
}

export function installErrorHandling(app: FastifyInstance, supportDomain: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const body: Record<string, string> = { detail: tr(request, error.detail.key, error.detail.params) };
      if (error.code) body.code = error.code;
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (error instanceof FieldErrors) {
      const body: Record<string, string[]> = {};
      for (const [field, refs] of Object.entries(error.fields)) body[field] = refs.map((r) => tr(request, r.key, r.params));
      return reply.code(400).send(body);
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(toFieldErrors(error.zodError, (key, params) => tr(request, key, params)));
    }
    if (isInvalidJson(error)) {
      return reply.code(400).send({ non_field_errors: [tr(request, 'validation.invalid_json')] });
    }
    if (isTransientConflict(error)) {
      // PostgreSQL rolled the whole transaction back to break a deadlock (two writers of the same
      // agency's figures crosswise): nothing changed, and the same request sent again succeeds.
      request.log.warn({ err: error }, 'transaction rolled back by a concurrent one');
      return reply.code(409).send({ detail: tr(request, 'api.concurrent_change'), code: 'concurrent_change' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      const key = STATUS_KEYS[status] ?? 'api.bad_request';
      return reply.code(status).send({ detail: tr(request, key) });
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'unexpected error');
    return sendServerError(request, reply, supportDomain);
  });
}

/** Errors Fastify raises before routing (a URL that cannot be decoded …), in the same shape. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).type('application/json').send({ detail: tr(request, STATUS_KEYS[status] ?? 'api.bad_request') });
}
