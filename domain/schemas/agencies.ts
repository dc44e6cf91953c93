/** Agency request bodies and list filters (spec §3 'Agency', 'Agency filter'; §5; §9). */
import { AGENCY_ACRONYM_MAX_LENGTH, SERVICE_TYPES } from '../constants.ts';
import { CURRENCIES } from '../currencies.ts';
import { AGENCY_LEVELS } from '../roles.ts';
import { z } from '../validation.ts';
import { email, id, idIn, isoDate, listQuery, optionalText, phone, text, toNumber } from './common.ts';

const currencyId = z.preprocess(toNumber, z.number().int().refine((v) => CURRENCIES.some((c) => c.id === v), { error: 'validation.invalid_choice' }));

/** A percent with at most two decimals, 0 to 100. */
export const percent = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, { error: 'validation.invalid_percent' });

/** A positive amount with at most two decimals (spec §5 'Amounts must be numbers greater than 0'). */
export const amount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v) && Number(v) > 0, { error: 'validation.positive' });

const optionalEmail = z.union([email, z.literal('')]).optional();

const agencyFields = {
  name: text(150),
  owner: text(150),
  email,
  country: id,
  bank_code: optionalText(34),
  acronym: z.string().trim().min(1).max(AGENCY_ACRONYM_MAX_LENGTH),
  address: optionalText(255),
  administrative_email: optionalEmail,
  informative_email: optionalEmail,
  currency: currencyId,
  phone,
  domain: z
    .union([z.string().trim().max(253).regex(/^(?!-)[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/, { error: 'validation.invalid_domain' }), z.literal('')])
    .optional(),
  active: z.boolean().optional(),
  general_margin: percent,
  can_see_daughters: z.boolean().optional(),
  groups: z.array(id).max(100).optional(),
};

export const agencyCreateBody = z.strictObject({ ...agencyFields, parent: id });
export type AgencyCreateBody = z.infer<typeof agencyCreateBody>;

/** PATCH: any subset; the parent (and so the level) never changes after creation. */
export const agencyUpdateBody = z.strictObject(agencyFields).partial();
export type AgencyUpdateBody = z.infer<typeof agencyUpdateBody>;

export const AGENCY_STATES = ['active', 'inactive', 'all'] as const;

export const agencyListQuery = listQuery.extend({
  search: optionalText(150),
  name: optionalText(150),
  owner: optionalText(150),
  level: z.enum(AGENCY_LEVELS).optional(),
  country: id.optional(),
  state: z.enum(AGENCY_STATES).default('active'),
  created_after: isoDate.optional(),
  created_before: isoDate.optional(),
  service: z.enum(SERVICE_TYPES).optional(),
  parent: id.optional(),
  group: id.optional(),
  id__in: idIn.optional(),
});
export type AgencyListQuery = z.infer<typeof agencyListQuery>;

export const agencyOrderingFields = ['name', 'level', 'owner', 'created', 'country', 'active', 'acronym'] as const;
