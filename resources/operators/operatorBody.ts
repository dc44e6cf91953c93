/**
 * Operator form values → POST/PATCH agency/operators/ bodies (domain/schemas/operators.ts). On
 * edit only changed fields travel, and the groups only when changed, kept together with those the
 * editor cannot grant (the server refuses groups the caller does not hold).
 */
import { grantablePermissions } from '../../domain/networkRules.ts';
import type { OperatorRecord } from '../../domain/records/network.ts';
import { operatorCreateBody, operatorUpdateBody } from '../../domain/schemas/operators.ts';
import type { Actor } from '../../domain/session.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { changedFields, pickFields, type Values } from '../../src/forms/formValues.ts';

const CREATE_FIELDS = ['username', 'first_name', 'last_name', 'email', 'phone', 'agency', 'type', 'groups', 'is_active', 'password', 'password2'];
const UPDATE_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'type', 'groups', 'is_active'];

export function operatorCreate(values: Values): Values {
  const body = pickFields(values, CREATE_FIELDS, { emptyText: ['phone'] });
  body.groups ??= [];
  return body;
}

/** The record's groups the actor may not grant: shown, never lost. */
export function lockedGroups(actor: Actor, record: Pick<OperatorRecord, 'groups'> | undefined): string[] {
  const grantable = new Set<string>(grantablePermissions(actor));
  return (record?.groups ?? []).filter((group) => !grantable.has(group));
}

export function operatorUpdate(values: Values, actor: Actor, record: OperatorRecord | undefined): Values {
  const all = pickFields(values, UPDATE_FIELDS, { emptyText: ['phone'] });
  const locked = lockedGroups(actor, record);
  if (Array.isArray(all.groups)) all.groups = [...new Set([...(all.groups as string[]), ...locked])];
  const changed = changedFields(all, record as unknown as Values | undefined, UPDATE_FIELDS);
  return pickFields(all, changed);
}

/**
 * The schema compares the passwords only once every other field is valid; the browser says it
 * as soon as both are typed.
 */
export const validateOperatorCreate = (() => {
  const validate = zodValidate(operatorCreateBody);
  return (values: Values) => {
    const errors = validate(operatorCreate(values)) as Values;
    if (!errors.password2 && values.password && values.password2 && values.password !== values.password2) {
      errors.password2 = { message: 'validation.passwords_mismatch', args: {} };
    }
    return errors;
  };
})();

export const validateOperatorUpdate = (() => {
  const validate = zodValidate(operatorUpdateBody);
  return (values: Values) => validate(pickFields(values, UPDATE_FIELDS, { emptyText: ['phone'] }));
})();
