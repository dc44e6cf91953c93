/**
 * Alert form values → bodies of notifications/alerts/ (domain alertBody): only the selector that
 * matches the audience travels; an edit changes level, topic, body and active (alertUpdateBody).
 */
import { alertBody, alertUpdateBody } from '../../domain/schemas/notices.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { pickFields, type Values } from '../../src/forms/formValues.ts';

const SELECTOR = { level: 'audience_level', agency: 'audience_agency', user: 'audience_user' } as const;

export function alertCreate(values: Values): Values {
  const body = pickFields(values, ['level', 'topic', 'body', 'audience', 'active']);
  const selector = SELECTOR[body.audience as keyof typeof SELECTOR];
  if (selector) body[selector] = values[selector] ?? null;
  return body;
}

export const alertUpdate = (values: Values): Values => pickFields(values, ['level', 'topic', 'body', 'active']);

const create = zodValidate(alertBody);
const update = zodValidate(alertUpdateBody);
/** The schema asks for the audience's selector only once the rest is valid; the browser at once. */
export const validateAlertCreate = (values: Values) => {
  const body = alertCreate(values);
  const errors = create(body) as Values;
  const selector = SELECTOR[body.audience as keyof typeof SELECTOR];
  if (selector && !errors[selector] && (body[selector] === null || body[selector] === undefined)) {
    errors[selector] = { message: 'validation.required', args: {} };
  }
  return errors;
};
export const validateAlertUpdate = (values: Values) => update(alertUpdate(values));
