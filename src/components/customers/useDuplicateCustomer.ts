/**
 * The 409 `duplicate_customer` of a create or an edit (docs/api-customers.md): the agency already
 * has a customer with that passport or DNI. Returns its id, so the caller opens or picks it.
 */
import { isHttpError } from '../../../dataProvider/errors.ts';

export function duplicateCustomerId(error: unknown): number | null {
  if (!isHttpError(error) || error.status !== 409 || error.body?.code !== 'duplicate_customer') return null;
  const data = error.body.data as { id?: unknown } | undefined;
  return typeof data?.id === 'number' ? data.id : null;
}
