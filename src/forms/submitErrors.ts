/**
 * What a form's save returns after a failed call, as react-admin's create and edit controllers do
 * (the dataProvider maps the answer to `HttpError.body.errors`): the field errors of a 400 for
 * react-admin to put under the fields, and a 409's message (`root.serverError`) for the form to
 * show above them, since a refused change is answered where it was asked; nothing for any other
 * failure, which goes to the app's error handler.
 */
import { isHttpError } from '../../dataProvider/errors.ts';

/** Refusals answered inside the form. */
const FORM_STATUSES = new Set([400, 409]);

export function serverFieldErrors(error: unknown): Record<string, unknown> | undefined {
  if (isHttpError(error) && FORM_STATUSES.has(error.status) && error.body?.errors && Object.keys(error.body.errors).length > 0) {
    return error.body.errors as Record<string, unknown>;
  }
  return undefined;
}
