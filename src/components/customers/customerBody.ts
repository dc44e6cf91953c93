/** Customer form values → POST/PATCH customers/ bodies (domain/schemas/customers.ts), validated alike. */
import { customerCreateBody, customerUpdateBody } from '../../../domain/schemas/customers.ts';
import { zodValidate } from '../../forms/zodValidate.ts';
import { pickFields, type Values } from '../../forms/formValues.ts';

export const CUSTOMER_FIELDS = ['first_name', 'middle_name', 'last_name', 'dob', 'gender', 'email', 'phone', 'address', 'country', 'passport', 'dni'] as const;
const EMPTY_TEXT = ['middle_name', 'address', 'passport', 'dni'];

export const customerCreate = (values: Values): Values => pickFields(values, CUSTOMER_FIELDS, { emptyText: EMPTY_TEXT });
export const customerUpdate = customerCreate;

const create = zodValidate(customerCreateBody);
const update = zodValidate(customerUpdateBody);
export const validateCustomerCreate = (values: Values) => create(customerCreate(values));
export const validateCustomerUpdate = (values: Values) => update(customerUpdate(values));

/** A new customer is a man unless told otherwise (spec §4 'customer default male'). */
export const CUSTOMER_DEFAULTS = { gender: 'male' } as const;
