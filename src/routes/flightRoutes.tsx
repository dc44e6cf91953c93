/**
 * The flights area for agencies and check-in staff (domain/menu.ts area 'flights', issue 4) at the
 * spec's Spanish paths, each behind its canAccess rule. Every page is its own lazy chunk.
 */
import { lazy, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { FLIGHT_PATHS } from '../../resources/flight-reservations/paths.ts';
import { Guarded } from './Guarded.tsx';

const FlightBookingPage = lazy(() => import('../booking/flights/FlightBookingPage.tsx'));
const ReservationList = lazy(() => import('../../resources/flight-reservations/ReservationList.tsx'));
const ReservationShow = lazy(() => import('../../resources/flight-reservations/ReservationShow.tsx'));
const HistoryList = lazy(() => import('../../resources/flight-reservations/HistoryList.tsx'));
const AvailabilityList = lazy(() => import('../../resources/flight-availability/AvailabilityList.tsx'));
const CheckinList = lazy(() => import('../../resources/checkin/CheckinList.tsx'));
const CheckinDetail = lazy(() => import('../../resources/checkin/CheckinDetail.tsx'));
const ManifestList = lazy(() => import('../../resources/manifests/ManifestList.tsx'));
const ManifestDetail = lazy(() => import('../../resources/manifests/ManifestDetail.tsx'));

/** Menu routes of domain/menu.ts served here instead of the 'coming soon' page. */
export const FLIGHT_MENU_PATHS: ReadonlySet<string> = new Set([
  '/vuelos/reserva/ruta',
  '/vuelos/reserva/list',
  '/vuelos/reserva/historial',
  '/vuelos/disponibilidad',
  '/vuelos/manifiestos',
  '/vuelos/manifiestos/:slug',
  '/vuelos/checkin',
  '/vuelos/checkin/:slug',
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

export const flightRoutes = [
  guarded('/vuelos/reserva/ruta', 'flights.search', 'list', FlightBookingPage),
  guarded('/vuelos/reserva/list', 'flights.reservations', 'list', ReservationList),
  guarded(`${FLIGHT_PATHS.reservations}/:id`, 'flights.reservations', 'show', ReservationShow),
  guarded('/vuelos/reserva/historial', 'flights.history', 'list', HistoryList),
  guarded('/vuelos/disponibilidad', 'flights.availability', 'list', AvailabilityList),
  guarded('/vuelos/checkin', 'flights.checkin', 'list', CheckinList),
  guarded('/vuelos/checkin/:slug', 'flights.checkin', 'show', CheckinDetail),
  guarded('/vuelos/manifiestos', 'flights.manifests', 'list', ManifestList),
  guarded('/vuelos/manifiestos/:slug', 'flights.manifests', 'show', ManifestDetail),
];
