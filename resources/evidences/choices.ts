/** Choices of the evidence pages. */
import { EVIDENCE_STATUSES } from '../../domain/evidences/statuses.ts';

export const evidenceStatusChoices = EVIDENCE_STATUSES.map((id) => ({ id, name: `app.evidences.statuses.${id}` }));
export { currencyChoices, paymentTypeChoices } from '../deposits/choices.ts';
