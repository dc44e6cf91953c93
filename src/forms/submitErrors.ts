/**
 * What a form's onSubmit returns after a failed call: the server's field errors for react-admin to
 * put under the fields, or nothing after handing the error to the app's error handler.
 */
import { isHttpError } from '../../dataProvider/errors.ts';

export function serverFieldErrors(error: unknown): Record<string, unknown> | undefined {
  if (isHttpError(error) && error.status === 400 && error.body?.errors && Object.keys(error.body.errors).length > 0) {
    return error.body.errors as Record<string, unknown>;
  }
  return undefined;
}
