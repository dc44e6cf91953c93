/**
 * The agency network's pages (issue 3) at the spec's Spanish paths, each behind its canAccess rule.
 * react-admin knows the resources by their English names (dataProvider, i18n, canAccess): they are
 * registered as <Resource>s whose own English routes (/agencies/5) only redirect here, so any
 * link react-admin builds by itself still lands on the Spanish page.
 */
import type { ComponentType } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Resource, useResourceContext } from 'react-admin';
import { WHATS_NEW_PATH } from '../../domain/menu.ts';
import { agencyGroups } from '../../resources/agency-groups/index.ts';
import { agencies } from '../../resources/agencies/index.ts';
import { alerts } from '../../resources/alerts/index.ts';
import { markups } from '../../resources/markups/index.ts';
import { operators } from '../../resources/operators/index.ts';
import { outbox } from '../../resources/outbox/index.ts';
import { createPath, isNetworkResource, listPath, recordPath, RESOURCE_PATHS } from '../../resources/paths.ts';
import { registrations } from '../../resources/registrations/index.ts';
import { releaseNotes } from '../../resources/release-notes/index.ts';
import { sellers } from '../../resources/sellers/index.ts';
import { Guarded } from './Guarded.tsx';

/** Menu routes of domain/menu.ts served here instead of the 'coming soon' page. */
export const NETWORK_MENU_PATHS: ReadonlySet<string> = new Set([
  '/agencias',
  '/agencias/:slug',
  '/agencias/operador',
  '/agencias/operador/:slug',
  '/agencias/vendedor',
  '/agencias/registros',
  '/admin/flights/agency-groups',
  '/admin/flights/agency-groups/:slug',
  '/admin/alertas',
  '/admin/release-notes',
  '/admin/outbox',
]);

function guarded(path: string, resource: string, action: string, Page: ComponentType) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <Guarded resource={resource} action={action}>
          <Page />
        </Guarded>
      }
    />
  );
}

export const networkRoutes = [
  guarded(RESOURCE_PATHS.agencies, 'agencies', 'list', agencies.list),
  guarded(createPath('agencies'), 'agencies', 'create', agencies.create),
  guarded(`${RESOURCE_PATHS.agencies}/:id`, 'agencies', 'show', agencies.edit),
  guarded(RESOURCE_PATHS.operators, 'operators', 'list', operators.list),
  guarded(createPath('operators'), 'operators', 'create', operators.create),
  guarded(`${RESOURCE_PATHS.operators}/:id`, 'operators', 'edit', operators.edit),
  guarded(RESOURCE_PATHS.sellers, 'sellers', 'list', sellers.list),
  guarded(createPath('sellers'), 'sellers', 'create', sellers.create),
  guarded(`${RESOURCE_PATHS.sellers}/:id`, 'sellers', 'edit', sellers.edit),
  guarded(RESOURCE_PATHS.registrations, 'registrations', 'list', registrations.list),
  guarded(`${RESOURCE_PATHS.registrations}/:id`, 'registrations', 'show', registrations.show),
  guarded(RESOURCE_PATHS['agency-groups'], 'agency-groups', 'list', agencyGroups.list),
  guarded(createPath('agency-groups'), 'agency-groups', 'create', agencyGroups.create),
  guarded(`${RESOURCE_PATHS['agency-groups']}/:id`, 'agency-groups', 'edit', agencyGroups.edit),
  guarded(RESOURCE_PATHS.alerts, 'alerts', 'list', alerts.list),
  guarded(createPath('alerts'), 'alerts', 'create', alerts.create),
  guarded(`${RESOURCE_PATHS.alerts}/:id`, 'alerts', 'edit', alerts.edit),
  guarded(RESOURCE_PATHS['release-notes'], 'release-notes.admin', 'list', releaseNotes.list),
  guarded(createPath('release-notes'), 'release-notes', 'create', releaseNotes.create),
  guarded(`${RESOURCE_PATHS['release-notes']}/:id`, 'release-notes', 'edit', releaseNotes.edit),
  guarded(WHATS_NEW_PATH, 'release-notes', 'list', releaseNotes.whatsNew),
  guarded(RESOURCE_PATHS.outbox, 'outbox', 'list', outbox.list),
];

/** react-admin's English routes of a resource → the Spanish page. */
function ToSpanish({ page }: { page: 'list' | 'create' | 'record' }) {
  const resource = useResourceContext() ?? '';
  const { id } = useParams();
  if (!isNetworkResource(resource)) return <Navigate to="/404" replace />;
  const to = page === 'list' ? listPath(resource) : page === 'create' ? createPath(resource) : recordPath(resource, id ?? '');
  return <Navigate to={to} replace />;
}

const ToList = () => <ToSpanish page="list" />;
const ToCreate = () => <ToSpanish page="create" />;
const ToRecord = () => <ToSpanish page="record" />;

export const networkResources = [
  ...[agencies, operators, sellers, agencyGroups, alerts, releaseNotes].map(({ name, recordRepresentation }) => (
    <Resource key={name} name={name} recordRepresentation={recordRepresentation} list={ToList} create={ToCreate} edit={ToRecord} />
  )),
  <Resource key={registrations.name} name={registrations.name} recordRepresentation={registrations.recordRepresentation} list={ToList} show={ToRecord} />,
  <Resource key={markups.name} name={markups.name} recordRepresentation={markups.recordRepresentation} />,
  <Resource key={outbox.name} name={outbox.name} recordRepresentation={outbox.recordRepresentation} list={ToList} />,
];
