/**
 * A form's save around one API call that is not a record's create or update (those use react-admin's
 * controllers): like theirs, it returns the HttpError's `body.errors` to the form, so a 400's
 * messages show under their fields and a 409's refusal above them (submitErrors.ts); any other
 * failure goes to the app's error handler (spec §8). The call itself never catches.
 */
import { useHandleError } from '../errors/useHandleError.ts';
import { serverFieldErrors } from './submitErrors.ts';

export type FormValues = Record<string, unknown>;
type FieldErrors = Record<string, unknown>;

export function useServerSubmit(
  action: (values: FormValues) => Promise<void>,
  mapFieldErrors: (errors: FieldErrors) => FieldErrors = (errors) => errors,
): (values: FormValues) => Promise<FieldErrors | undefined> {
  const handleError = useHandleError();
  return async (values) => {
    try {
      await action(values);
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) return mapFieldErrors(fieldErrors);
      handleError(error);
      return undefined;
    }
  };
}
