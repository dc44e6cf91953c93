/**
 * The checkout form of /cart (docs/api-cart.md 'Checkout'): its values — the customer, each item's
 * passengers (the flight booking's passenger values and rules), an optional seller — checked in the
 * browser with the server's rules, turned into the body of POST cart/checkout/, and the server's 400
 * put back under the same fields.
 */
import type { CartItemRecord } from '../../../domain/records/cart.ts';
import type { CheckoutBody } from '../../../domain/schemas/cart.ts';
import { isHttpError } from '../../../dataProvider/errors.ts';
import { initialPassengers, toPassenger, validatePassengers, type PassengerValues } from '../passengers/passengerValues.ts';
import type { PaymentBody } from './paymentOptions.ts';

export interface CheckoutValues {
  customer: number | null;
  seller: number | null;
  items: { id: number; passengers: PassengerValues[] }[];
}

/** The form's array of one item's passengers (PassengerFields' `list`). */
export const itemList = (index: number) => `items.${index}.passengers`;

/** Only a flight names its passengers at the checkout; a hotel stay's room holders came with its item (docs/api-cart.md). */
export const asksPassengers = (item: Pick<CartItemRecord, 'service_type'>) => item.service_type === 'flights';

export function initialCheckout(items: readonly CartItemRecord[]): CheckoutValues {
  return { customer: null, seller: null, items: items.map((item) => ({ id: item.id, passengers: asksPassengers(item) ? initialPassengers(item.passengers, []) : [] })) };
}

type ErrorTree = Record<string, unknown>;

/** Each item's passengers by the booking's rules (its counts and travel dates); list-wide issues above the form. */
export function validateCheckout(items: readonly CartItemRecord[], today: string) {
  return (values: Record<string, unknown>): ErrorTree => {
    const errors: ErrorTree = {};
    const list = ((values as unknown as CheckoutValues).items ?? []) as CheckoutValues['items'];
    const itemErrors: ErrorTree[] = [];
    items.forEach((item, index) => {
      if (!asksPassengers(item)) return;
      const tree = validatePassengers(list[index]?.passengers ?? [], item.passengers, { departure: item.start_date, lastTravel: item.end_date }, today) as ErrorTree;
      if (tree.passengers) itemErrors[index] = { passengers: tree.passengers };
      if (tree.root && !errors.root) errors.root = tree.root;
    });
    if (itemErrors.length > 0) errors.items = itemErrors;
    // With its `args`: react-admin reads a `{message}` alone as a nested field and the page crashes.
    if (!values.customer) errors.customer = { message: 'app.checkout.customer.required', args: {} };
    return errors;
  };
}

export function checkoutBody(values: CheckoutValues, payment: PaymentBody | undefined): CheckoutBody {
  return {
    items: values.items.map((item) => ({ id: item.id, passengers: item.passengers.map(toPassenger), ...(values.seller ? { seller: values.seller } : {}) })),
    ...(values.customer ? { customer: values.customer } : {}),
    ...(payment ? { payment } : {}),
  };
}

/** The server's 400 as `field → message` (the http client joined each field's list). */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isHttpError(error) || error.status !== 400 || !error.body?.data || typeof error.body.data !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body.data as Record<string, unknown>)) out[field] = Array.isArray(value) ? value.map(String).join(' ') : String(value);
  return out;
}

/** Fields the form has an input for; the rest (payment, items, non_field_errors) are shown elsewhere. */
export function isFormField(name: string): boolean {
  return /^items\.\d+\.passengers\.\d+\./.test(name) || name === 'customer' || name === 'seller' || /^items\.\d+\.seller$/.test(name);
}

/** A 409's code (`price_changed`, `no_seats`, `insufficient_funds` …), if the error is one. */
export function conflictCode(error: unknown): string | undefined {
  return isHttpError(error) && error.status === 409 ? error.body?.code : undefined;
}
