/** Route form values → bodies of admin-flights/route/ (domain routeBody, routeUpdateBody, routeBulkUpdateBody). */
import { PRICE_FIELDS, routeBody, routeUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import { zodValidate } from '../../../src/forms/zodValidate.ts';
import type { Values } from '../../../src/forms/formValues.ts';
import { bodyOf } from '../common/body.ts';

export const ROUTE_FIELDS = ['name', 'origin_city', 'destination_city', 'enabled', 'use_configuration_prices', ...PRICE_FIELDS, 'sort', 'margin_minutes'] as const;
/** What a bulk update may set; an empty input leaves the routes' value as it is. */
export const ROUTE_BULK_FIELDS = ['enabled', 'use_configuration_prices', ...PRICE_FIELDS, 'sort', 'margin_minutes'] as const;

export const routeFormBody = (values: Values): Values => bodyOf(values, ROUTE_FIELDS);
export const routeBulkBody = (values: Values): Values => bodyOf(values, ROUTE_BULK_FIELDS);

const create = zodValidate(routeBody);
const update = zodValidate(routeUpdateBody);
export const validateRouteCreate = (values: Values) => create(routeFormBody(values));
export const validateRouteUpdate = (values: Values) => update(routeFormBody(values));

export const ROUTE_DEFAULTS: Values = {
  enabled: true,
  use_configuration_prices: false,
  sort: 0,
  margin_minutes: 0,
  price_adult: '0.00',
  price_child: '0.00',
  price_infant: '0.00',
  price_adult_oi: '0.00',
  price_child_oi: '0.00',
  price_infant_oi: '0.00',
};
