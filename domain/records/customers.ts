/** Answers of the customers API (docs/api-customers.md), serialised by this schema. */
import { GENDERS } from '../constants.ts';
import { z } from '../validation.ts';

const int = z.number().int();

export const customerRecord = z.object({
  id: int,
  agency: int,
  agency_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  /** 'First Middle Last', for lists and pickers. */
  full_name: z.string(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  country: int.nullable(),
  /** spec §3 'countryName', in the request's language. */
  country_name: z.string(),
  passport: z.string(),
  dni: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerRecord = z.infer<typeof customerRecord>;

/** 409 of a create whose document an agency's customer already has. */
export const duplicateCustomerRecord = z.object({ detail: z.string(), code: z.literal('duplicate_customer'), id: int, field: z.enum(['passport', 'dni']) });
