/**
 * react-admin's per-resource texts (`resources.<name>.message.delete_content`), because its one
 * sentence for every resource cannot agree in gender ('eliminar este agencia') nor lowercase the
 * resource's name ('eliminar este Vuelo'). Each resource with a delete button says its own.
 */
import type { StringMap } from 'ra-core';

const RESOURCES: Record<string, [es: string, en: string]> = {
  agencies: ['esta agencia', 'this agency'],
  operators: ['este usuario', 'this user'],
  sellers: ['este vendedor', 'this seller'],
  alerts: ['esta alerta', 'this alert'],
  'release-notes': ['esta nota de versión', 'this release note'],
  airlines: ['esta aerolínea', 'this airline'],
  cities: ['esta ciudad', 'this city'],
  airports: ['este aeropuerto', 'this airport'],
  'seat-categories': ['esta categoría de asiento', 'this seat category'],
  'luggage-categories': ['esta categoría de equipaje', 'this luggage category'],
  'visible-luggage-categories': ['este equipaje visible', 'this visible luggage'],
  'airport-supplements': ['este suplemento de aeropuerto', 'this airport supplement'],
  'flight-routes': ['esta ruta', 'this route'],
  flights: ['este vuelo', 'this flight'],
  'flight-calendars': ['este calendario', 'this calendar'],
  subcalendars: ['esta salida', 'this departure'],
  'flight-price-rules': ['esta regla de precio', 'this price rule'],
  'promotion-price-rules': ['esta promoción', 'this promotion'],
};

type Resources = Record<string, StringMap>;

function withDeleteTexts(resources: Resources, language: 0 | 1, sentence: (thing: string) => string): Resources {
  const out: Resources = { ...resources };
  for (const [name, things] of Object.entries(RESOURCES)) {
    out[name] = { ...(out[name] as StringMap | undefined), message: { delete_content: sentence(things[language]) } };
  }
  return out;
}

export const withDeleteTextsEs = (resources: Resources) => withDeleteTexts(resources, 0, (thing) => `¿Seguro que desea eliminar ${thing}?`);
export const withDeleteTextsEn = (resources: Resources) => withDeleteTexts(resources, 1, (thing) => `Are you sure you want to delete ${thing}?`);
