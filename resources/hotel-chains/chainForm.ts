/** Chain form values → the strict bodies of admin-hotels/chain/ (hotelChainBody), checked in the browser with the server's schema. */
import { hotelChainBody, hotelChainUpdateBody } from '../../domain/schemas/hotelAdmin.ts';
import type { Values } from '../../src/forms/formValues.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { bodyOf } from '../flight-admin/common/body.ts';

/** The code may be emptied (null); the name may not. */
export const chainBody = (values: Values): Values => bodyOf(values, ['name', 'code', 'active'], ['code']);
const create = zodValidate(hotelChainBody);
const update = zodValidate(hotelChainUpdateBody);
export const validateChainCreate = (values: Values) => create(chainBody(values));
export const validateChainUpdate = (values: Values) => update(chainBody(values));
