/** Release-note form values → bodies of release-notes/ (domain releaseNoteBody). */
import { releaseNoteBody, releaseNoteUpdateBody } from '../../domain/schemas/notices.ts';
import { zodValidate } from '../../src/forms/zodValidate.ts';
import { pickFields, type Values } from '../../src/forms/formValues.ts';

export function noteBody(values: Values): Values {
  const body = pickFields(values, ['version', 'title', 'date', 'author', 'description', 'changes', 'breaking_changes'], { emptyText: ['description'] });
  if (Array.isArray(body.changes)) {
    body.changes = (body.changes as Values[]).map((change) => pickFields(change ?? {}, ['type', 'text', 'details'], { emptyText: ['details'] }));
  }
  if (Array.isArray(body.breaking_changes)) body.breaking_changes = (body.breaking_changes as unknown[]).map((text) => (text === null ? '' : text));
  return body;
}

const create = zodValidate(releaseNoteBody);
const update = zodValidate(releaseNoteUpdateBody);
export const validateNoteCreate = (values: Values) => create(noteBody(values));
export const validateNoteUpdate = (values: Values) => update(noteBody(values));
