/** Select choices of the flight administration ({id, name}; names are translation keys). */
import { PASSENGER_TYPES } from '../../domain/constants.ts';
import { PRICE_RULE_KINDS, PROMOTION_KINDS, TRIP_TYPES } from '../../domain/flights/pricing.ts';
import { SCHEDULE_STATUSES, TYPE_FLIGHTS } from '../../domain/schemas/flightInventory.ts';
import { SUPPLEMENT_KINDS } from '../../domain/flights/supplements.ts';

export interface Choice<T = string> {
  id: T;
  name: string;
}

const keyed = (values: readonly string[], group: string): Choice[] => values.map((id) => ({ id, name: `app.flightAdmin.${group}.${id}` }));

/** ISO weekdays 1 (Monday) … 7 (Sunday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdayChoices: Choice<number>[] = WEEKDAYS.map((id) => ({ id, name: `app.flightAdmin.weekdays.${id}` }));
export const weekdayShortKey = (day: number) => `app.flightAdmin.weekdays_short.${day}`;

export const passengerTypeChoices = keyed(PASSENGER_TYPES, 'passenger_types');
export const tripTypeChoices = keyed(TRIP_TYPES, 'trip_types');
export const priceRuleKindChoices = keyed(PRICE_RULE_KINDS, 'rule_kinds');
export const promotionKindChoices = keyed(PROMOTION_KINDS, 'rule_kinds');
export const scheduleStatusChoices = keyed(SCHEDULE_STATUSES, 'schedule_statuses');
export const supplementKindChoices = keyed(SUPPLEMENT_KINDS, 'supplement_kinds');
/** typeFlight of the spec's calendar filter: round trip (true) or one way. */
export const typeFlightChoices = keyed(TYPE_FLIGHTS, 'trip_types');
export const yesNoChoices: Choice[] = [
  { id: 'true', name: 'app.flightAdmin.yes' },
  { id: 'false', name: 'app.flightAdmin.no' },
];
