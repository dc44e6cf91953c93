/** Answers of the agency endpoints (domain/records/network.ts), for serialisation and OpenAPI. */
import { SERVICE_TYPES } from '../../../domain/constants.ts';
import { AGENCY_LEVELS } from '../../../domain/roles.ts';
import { amount } from '../../../domain/schemas/agencies.ts';
import { z } from '../../../domain/validation.ts';

const int = z.number().int();

export const agencyRecord = z.object({
  id: int,
  name: z.string(),
  level: z.enum(AGENCY_LEVELS),
  parent: int.nullable(),
  parent_name: z.string().nullable(),
  owner: z.string(),
  email: z.string(),
  country: int.nullable(),
  country_name: z.string().nullable(),
  bank_code: z.string(),
  acronym: z.string(),
  address: z.string(),
  administrative_email: z.string(),
  informative_email: z.string(),
  currency: int,
  phone: z.string(),
  domain: z.string(),
  active: z.boolean(),
  general_margin: z.string().optional().describe('absent when the caller may not see it (spec §6)'),
  can_see_daughters: z.boolean(),
  groups: z.array(int),
  logo: z.string().nullable(),
  children_count: int,
  created: z.string(),
  updated: z.string(),
});

export const pricePreviewQuery = z.object({ service_type: z.enum(SERVICE_TYPES), net: amount });

const money = z.string();
export const pricePreview = z.object({
  agency: int,
  service_type: z.enum(SERVICE_TYPES),
  currency: int,
  net: money,
  sell: money,
  steps: z.array(
    z.object({ agency: int, agency_name: z.string(), earned_by: int, earned_by_name: z.string(), cost: money, margin: money, markup: money, price: money }),
  ),
});
