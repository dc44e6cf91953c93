/**
 * react-admin knows the resources by their English names (dataProvider, i18n, canAccess): they are
 * registered as <Resource>s whose own English routes (/agencies/5) only redirect to the page of the
 * route table (domain/menu.ts), so any link react-admin builds by itself lands on the Spanish page.
 */
import { lazy } from 'react';
import { Resource } from 'react-admin';
import { agencyGroups } from '../../resources/agency-groups/index.ts';
import { agencies } from '../../resources/agencies/index.ts';
import { alerts } from '../../resources/alerts/index.ts';
import { FLIGHT_ADMIN_REPRESENTATIONS } from '../../resources/flight-admin/index.ts';
import type { FlightAdminResource } from '../../resources/flight-admin/paths.ts';
import { markups } from '../../resources/markups/index.ts';
import { operators } from '../../resources/operators/index.ts';
import { outbox } from '../../resources/outbox/index.ts';
import { registrations } from '../../resources/registrations/index.ts';
import { releaseNotes } from '../../resources/release-notes/index.ts';
import { sellers } from '../../resources/sellers/index.ts';
import { quotes } from '../../resources/quotes/index.ts';
import { exchangeRates } from '../../resources/exchange-rates/index.ts';

/** react-admin's English routes of a resource → its page (the main layout's Suspense covers the load). */
const ToPage = lazy(() => import('./ResourceRedirect.tsx'));

const ToList = () => <ToPage page="list" />;
const ToCreate = () => <ToPage page="create" />;
const ToRecord = () => <ToPage page="record" />;

/** Flight administration resources with create and record pages; the catalogue's are edited in dialogs on its list. */
const WITH_PAGES: ReadonlySet<string> = new Set(['flights', 'flight-routes', 'flight-calendars', 'subcalendars', 'flight-price-rules', 'promotion-price-rules']);

export const resourceRedirects = [
  ...[agencies, operators, sellers, agencyGroups, alerts, releaseNotes].map(({ name, recordRepresentation }) => (
    <Resource key={name} name={name} recordRepresentation={recordRepresentation} list={ToList} create={ToCreate} edit={ToRecord} />
  )),
  <Resource key={registrations.name} name={registrations.name} recordRepresentation={registrations.recordRepresentation} list={ToList} show={ToRecord} />,
  <Resource key={outbox.name} name={outbox.name} recordRepresentation={outbox.recordRepresentation} list={ToList} />,
  <Resource key={markups.name} name={markups.name} recordRepresentation={markups.recordRepresentation} />,
  // The names from the representations, which name the same resources as FLIGHT_ADMIN_PATHS (its
  // type says so): the paths module reads the route table, which the login page does not load.
  ...(Object.keys(FLIGHT_ADMIN_REPRESENTATIONS) as FlightAdminResource[]).map((name) =>
    WITH_PAGES.has(name) ? (
      <Resource key={name} name={name} recordRepresentation={FLIGHT_ADMIN_REPRESENTATIONS[name]} list={ToList} create={ToCreate} edit={ToRecord} />
    ) : (
      <Resource key={name} name={name} recordRepresentation={FLIGHT_ADMIN_REPRESENTATIONS[name]} list={ToList} />
    ),
  ),
  <Resource key={quotes.name} name={quotes.name} recordRepresentation={quotes.recordRepresentation} list={ToList} show={ToRecord} />,
  <Resource key={exchangeRates.name} name={exchangeRates.name} recordRepresentation={exchangeRates.recordRepresentation} list={ToList} />,
];
