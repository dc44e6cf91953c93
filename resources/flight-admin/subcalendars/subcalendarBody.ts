/** Departure form values → PATCH subcalendar/{id}/ (subcalendarUpdateBody) and its inventory body. */
import { PRICE_FIELDS } from '../../../domain/schemas/flightAdmin.ts';
import { subcalendarUpdateBody, updateCapacityBody } from '../../../domain/schemas/flightInventory.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { bodyOf } from '../common/body.ts';

export const SUBCALENDAR_FIELDS = ['departure_time', 'arrival_date', 'arrival_time', 'checkin_time', 'flight_number', 'schedule_status', 'blocked', ...PRICE_FIELDS] as const;

export const subcalendarFormBody = (values: Values): Values => bodyOf(values, SUBCALENDAR_FIELDS);
const update = zodValidate(subcalendarUpdateBody);
export const validateSubcalendar = (values: Values) => update(subcalendarFormBody(values));

const rowsOf = (value: unknown): Values[] => (Array.isArray(value) ? (value as Values[]).filter(Boolean) : []);

/** The inventory editor's rows → `{capacities, groups}` of update_capacity_dependent_schedule. */
export function inventoryBody(values: Values): Values {
  return {
    capacities: rowsOf(values.capacities).map((row) => ({ category: row.category, capacity: row.capacity ?? 0 })),
    groups: rowsOf(values.groups).map((row) => ({ category: row.category, agency_group: row.agency_group, seats: row.seats ?? 0 })),
  };
}
const inventory = zodValidate(updateCapacityBody, () => ({ subcalendar: 1 }));
export const validateInventory = (values: Values) => inventory(inventoryBody(values));
