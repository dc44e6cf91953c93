/**
 * Form values → the body POST/PATCH agency/agencies/ accepts (domain/schemas/agencies.ts), with
 * the fields the user may not touch left out: the general margin when the rules hide it, the
 * agency groups for users who may not manage them.
 */
import { canManageAgencyGroups } from '../../domain/networkRules.ts';
import type { AgencyLevel } from '../../domain/roles.ts';
import { canSeeGeneralMargin } from '../../domain/rules.ts';
import { agencyCreateBody, agencyUpdateBody } from '../../domain/schemas/agencies.ts';
import type { Actor } from '../../domain/session.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { pickFields, type Values } from '../../src/forms/formValues.ts';

export const AGENCY_FIELDS = [
  'name',
  'owner',
  'email',
  'country',
  'bank_code',
  'acronym',
  'address',
  'administrative_email',
  'informative_email',
  'currency',
  'phone',
  'domain',
  'active',
  'general_margin',
  'can_see_daughters',
  'groups',
] as const;

const EMPTY_TEXT = ['bank_code', 'address', 'administrative_email', 'informative_email', 'domain'];

export type AgencyFormMode = 'create' | 'edit';

/**
 * On create the new agency sits below its parent, so below the creator: its margin is always the
 * creator's to set. On edit the rules of spec §6 decide by the agency's level.
 */
export function marginEditable(actor: Actor, mode: AgencyFormMode, level: AgencyLevel | undefined): boolean {
  if (mode === 'create') return true;
  return !!level && canSeeGeneralMargin(actor, level);
}

export function agencyBody(values: Values, actor: Actor, mode: AgencyFormMode, level: AgencyLevel | undefined): Values {
  const fields: string[] = AGENCY_FIELDS.filter(
    (field) => (field !== 'general_margin' || marginEditable(actor, mode, level)) && (field !== 'groups' || canManageAgencyGroups(actor)),
  );
  if (mode === 'create') fields.unshift('parent');
  return pickFields(values, fields, { emptyText: EMPTY_TEXT });
}

export function agencyValidator(actor: Actor, mode: AgencyFormMode, level: () => AgencyLevel | undefined) {
  const validate = zodValidate(mode === 'create' ? agencyCreateBody : agencyUpdateBody);
  return (values: Values) => validate(agencyBody(values, actor, mode, level()));
}
