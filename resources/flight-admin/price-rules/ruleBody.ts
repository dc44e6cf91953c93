/**
 * Rule form values → bodies of flight-price-rule/ and promotion-price-rule/. The conditions left
 * empty mean 'any' and are sent as null; no weekday means every day.
 */
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { bodyOf } from '../common/body.ts';
import type { RuleKind } from './ruleKinds.ts';

const CONDITIONS = ['route', 'date_from', 'date_to', 'passenger_type', 'category', 'agency_group', 'trip_type'] as const;
const FIELDS = ['name', 'name_en', 'priority', ...CONDITIONS, 'weekdays', 'kind', 'value', 'active'] as const;

export function ruleFormBody(kind: Pick<RuleKind, 'promotion'>, values: Values): Values {
  const fields = kind.promotion ? [...FIELDS, 'code'] : FIELDS;
  const body = bodyOf(values, fields, kind.promotion ? [...CONDITIONS, 'code', 'name_en'] : [...CONDITIONS, 'name_en']);
  if (Array.isArray(values.weekdays)) body.weekdays = values.weekdays;
  return body;
}

export function ruleValidators(kind: RuleKind) {
  const create = zodValidate(kind.createSchema);
  const update = zodValidate(kind.updateSchema);
  return {
    create: (values: Values) => create(ruleFormBody(kind, values)),
    update: (values: Values) => update(ruleFormBody(kind, values)),
  };
}

export const RULE_DEFAULTS: Values = { priority: 0, weekdays: [], active: true, kind: 'percent' };
