/** The Spanish paths of the flights area (spec §2) and of the records below them. */
import type { Identifier } from 'ra-core';

export const FLIGHT_PATHS = {
  search: '/vuelos/reserva/ruta',
  reservations: '/vuelos/reserva/list',
  history: '/vuelos/reserva/historial',
  availability: '/vuelos/disponibilidad',
  checkin: '/vuelos/checkin',
  manifests: '/vuelos/manifiestos',
} as const;

const below = (base: string, id: Identifier) => `${base}/${encodeURIComponent(String(id))}`;

export const reservationPath = (id: Identifier) => below(FLIGHT_PATHS.reservations, id);
export const checkinPath = (id: Identifier) => below(FLIGHT_PATHS.checkin, id);
export const manifestPath = (id: Identifier) => below(FLIGHT_PATHS.manifests, id);
