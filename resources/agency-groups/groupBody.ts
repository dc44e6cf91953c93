/** Agency group form values → bodies of agency/agencies/groups/ (domain agencyGroupBody). */
import { agencyGroupBody, agencyGroupUpdateBody } from '../../domain/schemas/markups.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { pickFields, type Values } from '../../src/forms/formValues.ts';

const FIELDS = ['name', 'description', 'agencies'];

export const groupBody = (values: Values): Values => pickFields(values, FIELDS, { emptyText: ['description'] });

const create = zodValidate(agencyGroupBody);
const update = zodValidate(agencyGroupUpdateBody);
export const validateGroupCreate = (values: Values) => create(groupBody(values));
export const validateGroupUpdate = (values: Values) => update(groupBody(values));
