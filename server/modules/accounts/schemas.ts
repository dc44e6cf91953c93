/** Answers of the session endpoints, for serialisation and the OpenAPI document. */
import { AGENCY_LEVELS, OPERATOR_TYPES } from '../../../domain/roles.ts';
import { z } from '../../../domain/validation.ts';

export const detailResponse = z.object({ detail: z.string() });

export const tokenPair = z.object({
  access: z.string(),
  refresh: z.string(),
  access_token_expiration: z.string().describe('ISO 8601 instant at which the access token expires'),
});

export const sessionAgency = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.enum(AGENCY_LEVELS),
  currency: z.number().int(),
  balance: z.string().describe('decimal string, two places'),
  logo: z.string().nullable(),
});

export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  type: z.enum(OPERATOR_TYPES),
  groups: z.array(z.object({ name: z.string() })),
  is_etg_user: z.boolean(),
  agency: sessionAgency,
});

export const loginResponse = tokenPair.extend({ user: sessionUser });

export const passwordChangeResponse = tokenPair.extend({ detail: z.string() });
