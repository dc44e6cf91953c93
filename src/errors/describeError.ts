/**
 * Spec §8 'Reaction by status', as one pure function: which notice an error becomes.
 * 500 → the difficulties notice (error); 401 and 403 → warning; 400 → the server's field messages
 * as 'field: message' lines; 404 → Not found; no answer → the request-error message; anything
 * else → the server's own message.
 */
import type { NotificationType } from 'ra-core';
import { flattenErrors, isHttpError, NO_RESPONSE_MESSAGE, UNDOCUMENTED_MESSAGE } from '../../dataProvider/errors.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface DescribeOptions {
  /** The support address of GET config/ ('soporte@example.com'); the notice names its domain. */
  supportEmail?: string;
  /** A translation key put before a 400's field lines, e.g. 'app.messages.error_modify_request'. */
  prefix?: string;
}

export interface Notice {
  message: string;
  type: NotificationType;
}

const DEFAULT_SUPPORT_DOMAIN = 'viajesb2b.com';

function supportDomain(email: string | undefined): string {
  if (!email) return DEFAULT_SUPPORT_DOMAIN;
  return email.includes('@') ? email.slice(email.indexOf('@') + 1) : email;
}

function text(translate: Translate, key: string): string {
  return translate(key, { _: key });
}

function detailOf(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const detail = error.body?.detail;
  return typeof detail === 'string' && detail ? detail : undefined;
}

/** A field name as the user knows it: app.fields.<name> when we have it, else the name itself. */
function fieldLabel(translate: Translate, field: string): string {
  return translate(`app.fields.${field}`, { _: field });
}

export function describeError(error: unknown, translate: Translate, options: DescribeOptions = {}): Notice {
  if (!isHttpError(error)) {
    const message = error instanceof Error && error.message ? error.message : 'app.messages.error_processing';
    return { message: text(translate, message), type: 'error' };
  }
  const status = error.status;
  const detail = detailOf(error);

  if (status === 0) return { message: text(translate, NO_RESPONSE_MESSAGE), type: 'error' };
  if (status === 503 && error.body?.code === 'maintenance') {
    return { message: detail ?? text(translate, 'api.maintenance'), type: 'warning' };
  }
  if (status >= 500) {
    return { message: translate('api.server_error', { email: supportDomain(options.supportEmail) }), type: 'error' };
  }
  if (status === 401) return { message: text(translate, 'api.session_expired'), type: 'warning' };
  if (status === 403) return { message: detail ?? text(translate, 'api.forbidden'), type: 'warning' };
  if (status === 404) return { message: text(translate, 'api.not_found'), type: 'error' };
  if (status === 400) {
    const lines = flattenErrors(error.body?.data, (field) => fieldLabel(translate, field));
    if (lines.length === 0) lines.push(detail ?? text(translate, UNDOCUMENTED_MESSAGE));
    if (options.prefix) lines.unshift(text(translate, options.prefix));
    return { message: lines.join('\n'), type: 'error' };
  }
  return { message: detail ?? text(translate, error.message || UNDOCUMENTED_MESSAGE), type: 'error' };
}
