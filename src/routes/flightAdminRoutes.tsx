/**
 * The flight administration's pages (spec §2 'Flight admin', issue 4) at the spec's paths, each
 * behind its canAccess rule (domain/access.ts). As for the agency network, react-admin knows the
 * resources by their English names; their own routes (/flights/5) only redirect here.
 */
import type { ComponentType } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Resource, useResourceContext } from 'react-admin';
import { FLIGHT_ADMIN_REPRESENTATIONS, flightAdminPages as p } from '../../resources/flight-admin/index.ts';
import { FLIGHT_ADMIN_PATHS, type FlightAdminResource } from '../../resources/flight-admin/paths.ts';
import { createPath, listPath, recordPath } from '../../resources/paths.ts';
import { Guarded } from './Guarded.tsx';

/** Menu routes of domain/menu.ts served here instead of the 'coming soon' page. */
export const FLIGHT_ADMIN_MENU_PATHS: ReadonlySet<string> = new Set([
  '/admin/flights/list',
  '/admin/flights/route',
  '/admin/flights/calendars',
  '/admin/flights',
  '/admin/flights/flight-price-rules',
  '/admin/flights/promotion-price-rules',
  '/admin/flights/visible-luggage-category',
]);

/** A record page answers only numeric ids; anything else under the prefix is not found. */
function NumericId({ Page }: { Page: ComponentType }) {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <Page /> : <Navigate to="/404" replace />;
}

function guarded(path: string, resource: FlightAdminResource, action: string, Page: ComponentType) {
  const element = path.endsWith('/:id') ? <NumericId Page={Page} /> : <Page />;
  return (
    <Route
      key={path}
      path={path}
      element={
        <Guarded resource={resource} action={action}>
          {element}
        </Guarded>
      }
    />
  );
}

/** List, create and record pages of a resource with its own pages. */
function crud(resource: FlightAdminResource, list: ComponentType, create: ComponentType, edit: ComponentType) {
  const base = FLIGHT_ADMIN_PATHS[resource];
  return [guarded(base, resource, 'list', list), guarded(`${base}/create`, resource, 'create', create), guarded(`${base}/:id`, resource, 'edit', edit)];
}

export const flightAdminRoutes = [
  ...crud('flights', p.flights, p.flightCreate, p.flightEdit),
  guarded(FLIGHT_ADMIN_PATHS.airlines, 'airlines', 'list', p.airlines),
  guarded(FLIGHT_ADMIN_PATHS.cities, 'cities', 'list', p.cities),
  guarded(FLIGHT_ADMIN_PATHS.airports, 'airports', 'list', p.airports),
  guarded(FLIGHT_ADMIN_PATHS['seat-categories'], 'seat-categories', 'list', p.seatCategories),
  guarded(FLIGHT_ADMIN_PATHS['luggage-categories'], 'luggage-categories', 'list', p.luggageCategories),
  guarded(FLIGHT_ADMIN_PATHS['airport-supplements'], 'airport-supplements', 'list', p.supplements),
  ...crud('flight-routes', p.routes, p.routeCreate, p.routeEdit),
  ...crud('flight-calendars', p.calendars, p.calendarCreate, p.calendarEdit),
  guarded(FLIGHT_ADMIN_PATHS.subcalendars, 'subcalendars', 'list', p.subcalendars),
  guarded(`${FLIGHT_ADMIN_PATHS.subcalendars}/:id`, 'subcalendars', 'edit', p.subcalendarEdit),
  ...crud('flight-price-rules', p.priceRules, p.priceRuleCreate, p.priceRuleEdit),
  ...crud('promotion-price-rules', p.promotions, p.promotionCreate, p.promotionEdit),
  guarded(FLIGHT_ADMIN_PATHS['visible-luggage-categories'], 'visible-luggage-categories', 'list', p.visibleLuggage),
];

/** react-admin's English routes of a resource → its page here. */
function ToPage({ page }: { page: 'list' | 'create' | 'record' }) {
  const resource = (useResourceContext() ?? '') as FlightAdminResource;
  const { id } = useParams();
  if (!Object.hasOwn(FLIGHT_ADMIN_PATHS, resource)) return <Navigate to="/404" replace />;
  const to = page === 'list' ? listPath(resource) : page === 'create' ? createPath(resource) : recordPath(resource, id ?? '');
  return <Navigate to={to} replace />;
}

const ToList = () => <ToPage page="list" />;
const ToCreate = () => <ToPage page="create" />;
const ToRecord = () => <ToPage page="record" />;

/** Resources with create and record pages; the catalogue's are edited in dialogs on its list. */
const WITH_PAGES: ReadonlySet<string> = new Set(['flights', 'flight-routes', 'flight-calendars', 'subcalendars', 'flight-price-rules', 'promotion-price-rules']);

export const flightAdminResources = (Object.keys(FLIGHT_ADMIN_PATHS) as FlightAdminResource[]).map((name) =>
  WITH_PAGES.has(name) ? (
    <Resource key={name} name={name} recordRepresentation={FLIGHT_ADMIN_REPRESENTATIONS[name]} list={ToList} create={ToCreate} edit={ToRecord} />
  ) : (
    <Resource key={name} name={name} recordRepresentation={FLIGHT_ADMIN_REPRESENTATIONS[name]} list={ToList} />
  ),
);
