/** Choices of the deposit report and the evidence pages: payment types (translated) and currencies. */
import { PAYMENT_TYPES } from '../../domain/deposits/fields.ts';

export const paymentTypeChoices = PAYMENT_TYPES.map((id) => ({ id, name: `app.deposits.payment_types.${id}` }));
export { currencyChoices } from '../../src/components/flights/choices.ts';
