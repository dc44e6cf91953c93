/** Translation keys of the side-menu table (domain/menu.ts): one per area, one per route. */
export function areaLabelKey(area: string): string {
  return `app.menu.areas.${area}`;
}

/** '/vuelos/reserva/ruta' → 'app.menu.routes.vuelos_reserva_ruta'; '/hoteles/:slug' → '…hoteles_slug'. */
export function routeLabelKey(path: string): string {
  return `app.menu.routes.${path.replace(/^\/+/, '').replace(/:/g, '').replace(/[/-]/g, '_')}`;
}
