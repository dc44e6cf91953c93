/**
 * The agencies' customers (spec §3 'Customer', §5 validation; docs/api-customers.md). Required:
 * first and last name, e-mail, phone (≤ 12) and a document — a passport or a DNI, which is also
 * what makes two entries the same customer within an agency. The browser's forms use these too.
 */
import { GENDERS } from '../constants.ts';
import { z } from '../validation.ts';
import { email, id, idIn, isoDate, listQuery, optionalText, passport, phone, text } from './common.ts';

/** A DNI (national identity document): 4 to 20 letters, digits or dashes. */
export const dni = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,20}$/, { error: 'validation.invalid_document' });

const fields = {
  first_name: text(100),
  middle_name: optionalText(100),
  last_name: text(100),
  dob: isoDate.nullable().optional(),
  gender: z.enum(GENDERS).optional(),
  email,
  phone,
  address: optionalText(255),
  country: id.nullable().optional(),
  passport: z.union([passport, z.literal('')]).optional(),
  dni: z.union([dni, z.literal('')]).optional(),
};

/** Either document given; with `when` below it also judges bodies whose other fields are wrong (any type). */
const hasDocument = (b: { passport?: unknown; dni?: unknown }) => [b.passport, b.dni].some((d) => typeof d === 'string' ? d.trim() !== '' : d !== undefined);

/** Checked even when other fields are wrong, so a body with neither document says so at once. */
const documentCheck = {
  error: 'customers.document_required',
  path: ['passport'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST customers/: `agency` (in the caller's scope) defaults to the caller's own. */
export const customerCreateBody = z
  .strictObject({ ...fields, agency: id.optional() })
  .refine(hasDocument, documentCheck);
export type CustomerCreateBody = z.infer<typeof customerCreateBody>;

/** PATCH customers/{id}/: any of the fields; the result must still have a document (checked by the service). */
export const customerUpdateBody = z
  .strictObject(fields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { error: 'validation.empty_update', path: ['non_field_errors'] });
export type CustomerUpdateBody = z.infer<typeof customerUpdateBody>;

/** GET customers/: `search` looks in the name, the documents and the e-mail. */
export const customerListQuery = listQuery.extend({
  search: optionalText(150),
  agency: id.optional(),
  passport: optionalText(20),
  dni: optionalText(20),
  email: optionalText(254),
  id__in: idIn.optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;
export const customerOrderingFields = ['last_name', 'first_name', 'email', 'created', 'agency_name'] as const;

