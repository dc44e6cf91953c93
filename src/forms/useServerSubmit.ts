/**
 * A form's onSubmit around one API call: a 400 with field errors goes back to react-admin, which
 * shows each message under its field (or above the form as root.serverError); any other failure
 * goes to the app's error handler (spec §8).
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
