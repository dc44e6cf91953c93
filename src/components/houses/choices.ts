/** Choices of the house pages, translated by react-admin (keys under app.houses). */
import { HOUSE_REQUEST_STATUSES } from '../../../domain/houses/statuses.ts';
import { ACCOMMODATION_TYPES, BREAKFAST_MODES, HOUSE_SUPPLEMENT_FREQUENCY, HOUSE_SUPPLEMENT_PER, PROPERTY_TYPES, RENT_TYPES } from '../../../domain/services/houses.ts';

const of = (values: readonly string[], group: string) => values.map((id) => ({ id, name: `app.houses.${group}.${id}` }));

export const requestStatusChoices = of(HOUSE_REQUEST_STATUSES, 'statuses');
export const propertyTypeChoices = of(PROPERTY_TYPES, 'property_types');
export const accommodationTypeChoices = of(ACCOMMODATION_TYPES, 'accommodation_types');
export const rentTypeChoices = of(RENT_TYPES, 'rent_types');
export const breakfastChoices = of(BREAKFAST_MODES, 'breakfast_modes');
export const supplementPerChoices = of(HOUSE_SUPPLEMENT_PER, 'supplement_per');
export const supplementFrequencyChoices = of(HOUSE_SUPPLEMENT_FREQUENCY, 'supplement_frequency');
