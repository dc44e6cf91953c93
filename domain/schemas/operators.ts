/** Operators (users of an agency) and sellers: bodies and filters (spec §3 'Operator filter', 'Seller'). */
import { OPERATOR_TYPES, AGENCY_LEVELS } from '../roles.ts';
import { z } from '../validation.ts';
import { email, id, idIn, listQuery, optionalText, password, phone, text } from './common.ts';

const username = z
  .string()
  .trim()
  .min(3)
  .max(150)
  .regex(/^[A-Za-z0-9.@+_-]+$/, { error: 'validation.invalid_username' });

const personFields = {
  first_name: text(150),
  last_name: text(150),
  email,
  phone: z.union([phone, z.literal('')]).optional(),
};

const passwordsMatch = (b: { password?: string; password2?: string }) => b.password === b.password2;

export const operatorCreateBody = z
  .strictObject({
    ...personFields,
    username,
    agency: id,
    type: z.enum(OPERATOR_TYPES),
    groups: z.array(z.string().max(100)).max(100).default([]),
    is_active: z.boolean().optional(),
    password,
    password2: z.string().min(1).max(128),
  })
  .refine(passwordsMatch, { error: 'validation.passwords_mismatch', path: ['password2'] });
export type OperatorCreateBody = z.infer<typeof operatorCreateBody>;

export const operatorUpdateBody = z
  .strictObject({
    ...personFields,
    type: z.enum(OPERATOR_TYPES),
    groups: z.array(z.string().max(100)).max(100),
    is_active: z.boolean(),
  })
  .partial();
export type OperatorUpdateBody = z.infer<typeof operatorUpdateBody>;

export const setPasswordBody = z
  .strictObject({ new_password1: password, new_password2: z.string().min(1).max(128) })
  .refine((b) => b.new_password1 === b.new_password2, { error: 'validation.passwords_mismatch', path: ['new_password2'] });

export const operatorListQuery = listQuery.extend({
  search: optionalText(150),
  name: optionalText(150),
  email: optionalText(254),
  level: z.enum(AGENCY_LEVELS).optional(),
  agency: id.optional(),
  type: z.enum(OPERATOR_TYPES).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  id__in: idIn.optional(),
});
export const operatorOrderingFields = ['username', 'first_name', 'last_name', 'email', 'type', 'agency', 'date_joined', 'last_login', 'is_active'] as const;

/** The signed-in user's own data (/usuario/detalles). */
export const profileUpdateBody = z.strictObject(personFields).partial();

const sellerFields = {
  code: z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid_format' }),
  corporate_email: email,
  corporate_phone: z.union([phone, z.literal('')]).optional(),
  personal_phone: z.union([phone, z.literal('')]).optional(),
  cost_center: optionalText(50),
  active: z.boolean().optional(),
};

export const sellerCreateBody = z.strictObject({ ...sellerFields, operator: id });
export const sellerUpdateBody = z.strictObject(sellerFields).partial();
export const sellerListQuery = listQuery.extend({
  search: optionalText(150),
  agency: id.optional(),
  operator: id.optional(),
  cost_center: optionalText(50),
  active: z.enum(['true', 'false']).optional(),
});
export const sellerOrderingFields = ['code', 'operator_name', 'agency_name', 'cost_center', 'created'] as const;
