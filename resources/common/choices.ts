/**
 * Choices of the network's select inputs as react-admin wants them ({id, name}); the names are
 * translation keys, which SelectInput and SelectField translate.
 */
import { ALERT_LEVELS, SERVICE_TYPES } from '../../domain/constants.ts';
import { MARKUP_KINDS } from '../../domain/pricing/markupChain.ts';
import { AGENCY_LEVELS, OPERATOR_TYPES } from '../../domain/roles.ts';
import { AGENCY_STATES } from '../../domain/schemas/agencies.ts';
import { ALERT_AUDIENCES, CHANGE_TYPES, REGISTRATION_STATUSES } from '../../domain/schemas/notices.ts';
import type { Choice } from '../../src/components/choice.ts';

export type { Choice };

/** `group` is the key under app.: 'levels' → 'app.levels.<id>'. */
const keyed = (values: readonly string[], group: string): Choice[] => values.map((id) => ({ id, name: `app.${group}.${id}` }));

export const levelChoices = keyed(AGENCY_LEVELS, 'levels');
/** '2.º nivel': for narrow table columns. */
export const shortLevelChoices = keyed(AGENCY_LEVELS, 'network.levels_short');
export const operatorTypeChoices = keyed(OPERATOR_TYPES, 'operator_types');
export const serviceTypeChoices = keyed(SERVICE_TYPES, 'network.service_types');
export const agencyStateChoices = keyed(AGENCY_STATES, 'network.agency_states');
export const markupKindChoices = keyed(MARKUP_KINDS, 'network.markup_kinds');
export const alertLevelChoices = keyed(ALERT_LEVELS, 'network.alert_levels');
export const alertAudienceChoices = keyed(ALERT_AUDIENCES, 'network.alert_audiences');
export const registrationStatusChoices = keyed(REGISTRATION_STATUSES, 'network.registration_statuses');
export const changeTypeChoices = keyed(CHANGE_TYPES, 'network.change_type');
/** Filters of boolean columns travel as the strings 'true' and 'false'. */
export const yesNoChoices: Choice[] = [
  { id: 'true', name: 'network.yes' },
  { id: 'false', name: 'network.no' },
];

/** Only the given ids, in the order of `choices`. */
export function onlyChoices(choices: Choice[], ids: readonly string[]): Choice[] {
  return choices.filter((choice) => ids.includes(choice.id));
}
