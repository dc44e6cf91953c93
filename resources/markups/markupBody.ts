/**
 * Markup form values → POST/PATCH agency/markups/ bodies (domain/schemas/markups.ts): a percent
 * markup carries no currency, a fixed one the chosen currency (the agency's by default).
 */
import { amount, percent } from '../../domain/schemas/agencies.ts';
import { markupCreateBody, markupUpdateBody } from '../../domain/schemas/markups.ts';
import { issueMessage } from '../../domain/validation.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { pickFields, type Values } from '../../src/forms/formValues.ts';

const FIELDS = ['service_type', 'kind', 'value', 'currency', 'active'];

export function markupBody(values: Values, agencyId: number | undefined): Values {
  const body = pickFields(values, FIELDS);
  if (body.kind !== 'fixed') delete body.currency;
  if (typeof body.value === 'string') body.value = body.value.trim().replace(',', '.');
  if (agencyId !== undefined) body.agency = agencyId;
  return body;
}

/**
 * Creating (agencyId given) or editing: the percent/fixed rule of the value switches with `kind`.
 * The schema checks the value only once the other fields are valid, so the value is also checked
 * on its own: the user sees every problem at once.
 */
export function markupValidator(agencyId: number | undefined) {
  const validate = zodValidate(agencyId === undefined ? markupUpdateBody : markupCreateBody);
  return (values: Values) => {
    const body = markupBody(values, agencyId);
    const errors = validate(body) as Values;
    if (!errors.value && body.value !== undefined && body.value !== null) {
      const result = (body.kind === 'fixed' ? amount : percent).safeParse(body.value);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) {
        const { key, params } = issueMessage(issue);
        errors.value = { message: key, args: params };
      }
    }
    return errors;
  };
}
