/** Flight form values → bodies of admin-flights/flight/ (domain flightBody, flightUpdateBody). */
import { flightBody, flightUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { bodyOf } from '../common/body.ts';

export const FLIGHT_FIELDS = [
  'number',
  'airline',
  'route',
  'origin_airport',
  'destination_airport',
  'departure_time',
  'arrival_time',
  'travel_minutes',
  'distance_km',
  'is_with_scales',
  'active',
  'cancellation_policy',
  'term_conditions',
] as const;

export const flightFormBody = (values: Values): Values => bodyOf(values, FLIGHT_FIELDS, ['cancellation_policy', 'term_conditions']);

const create = zodValidate(flightBody);
const update = zodValidate(flightUpdateBody);
export const validateFlightCreate = (values: Values) => create(flightFormBody(values));
export const validateFlightUpdate = (values: Values) => update(flightFormBody(values));

export const FLIGHT_DEFAULTS: Values = { active: true, is_with_scales: false, distance_km: 0 };
