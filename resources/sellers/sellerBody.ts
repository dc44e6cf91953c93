/** Seller form values → POST/PATCH agency/sellers/ bodies (domain/schemas/operators.ts). */
import { sellerCreateBody, sellerUpdateBody } from '../../domain/schemas/operators.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { pickFields, type Values } from '../../src/forms/formValues.ts';

const FIELDS = ['code', 'corporate_email', 'corporate_phone', 'personal_phone', 'cost_center', 'active'];
const EMPTY_TEXT = ['corporate_phone', 'personal_phone', 'cost_center'];

export const sellerCreate = (values: Values): Values => pickFields(values, ['operator', ...FIELDS], { emptyText: EMPTY_TEXT });
export const sellerUpdate = (values: Values): Values => pickFields(values, FIELDS, { emptyText: EMPTY_TEXT });

const create = zodValidate(sellerCreateBody);
const update = zodValidate(sellerUpdateBody);
export const validateSellerCreate = (values: Values) => create(sellerCreate(values));
export const validateSellerUpdate = (values: Values) => update(sellerUpdate(values));
