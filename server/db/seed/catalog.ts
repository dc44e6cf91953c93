/** Reference data of the demo: countries, hotel chains, prices, settings, flight policies and terms. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { COUNTRIES, PROVINCES } from './geo.ts';

const HOTEL_CHAINS = [
  'Meliá Hotels International',
  'Iberostar',
  'Gran Caribe',
  'Cubanacán',
  'Barceló',
  'NH Hotels',
  'Blau Hotels',
  'Roc Hotels',
  'Valentín Hotels',
  'Gaviota',
  'Islazul',
  'Riu Hotels & Resorts',
  'Palladium Hotel Group',
  'Sercotel',
];

const AVAILABLE_PRICES = [
  { name: 'Tarifa pública', code: 'PUBLIC', description: 'Precio de venta al público con impuestos incluidos.' },
  { name: 'Tarifa neta', code: 'NET', description: 'Precio neto para la agencia, sin comisión.' },
  { name: 'Tarifa comisionable', code: 'COMM', description: 'Precio de venta sobre el que la agencia cobra comisión.' },
  { name: 'Tarifa promocional', code: 'PROMO', description: 'Precio de campaña, sujeto a disponibilidad y fechas.' },
];

const CONFIGURATIONS = [
  { key: 'support_email', value: 'soporte@viajesb2b.com', description: 'Dirección de soporte mostrada en el portal', is_public: true },
  { key: 'group_website', value: 'https://www.grupoviajescaribe.com', description: 'Sitio web del grupo (pie de página)', is_public: true },
  {
    key: 'social_links',
    value: [
      { name: 'Facebook', url: 'https://www.facebook.com/grupoviajescaribe' },
      { name: 'Instagram', url: 'https://www.instagram.com/grupoviajescaribe' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/company/grupoviajescaribe' },
    ],
    description: 'Redes sociales del pie de página',
    is_public: true,
  },
  {
    key: 'flight_availability_hidden_operator_ids',
    value: [],
    description: 'Operadores que no ven la disponibilidad de vuelos aunque tengan el permiso',
    is_public: true,
  },
  { key: 'accounting_notifications_email', value: 'contabilidad@viajesb2b.com', description: 'Buzón interno de avisos contables', is_public: false },
];

const FLIGHT_POLICIES = [
  { name: 'Cancelación sin cargo', name_en: 'Free cancellation', description: 'Sin penalización si se cancela con más de 30 días de antelación.', description_en: 'No penalty when cancelled more than 30 days ahead.', discount_type: 'percent', value: '0.00', min_days: 31, max_days: 365 },
  { name: 'Cancelación entre 15 y 30 días', name_en: 'Cancellation 15 to 30 days ahead', description: 'Penalización del 25 % del importe total.', description_en: 'A penalty of 25% of the total amount.', discount_type: 'percent', value: '25.00', min_days: 15, max_days: 30 },
  { name: 'Cancelación entre 7 y 14 días', name_en: 'Cancellation 7 to 14 days ahead', description: 'Penalización del 50 % del importe total.', description_en: 'A penalty of 50% of the total amount.', discount_type: 'percent', value: '50.00', min_days: 7, max_days: 14 },
  { name: 'Cancelación tardía', name_en: 'Late cancellation', description: 'Penalización del 100 % con menos de 7 días de antelación.', description_en: 'A penalty of 100% when cancelled less than 7 days ahead.', discount_type: 'percent', value: '100.00', min_days: 0, max_days: 6 },
  { name: 'Cargo por gestión de cambio', name_en: 'Change fee', description: 'Cargo fijo por pasajero al cambiar fecha o nombre.', description_en: 'A fixed charge per passenger for a change of date or name.', discount_type: 'fixed', value: '35.00', currency_id: 1, min_days: 0, max_days: 365 },
] as const;

const HOTEL_POLICIES = [
  { name: 'Penalización de una noche', name_en: 'One-night penalty', description: 'Se cobra una noche si se cancela con menos de 3 días.', description_en: 'One night is charged when cancelled less than 3 days ahead.', discount_type: 'nights', value: '1.00', min_days: 0, max_days: 2 },
] as const;

const FLIGHT_TERMS = [
  {
    name: 'Equipaje',
    name_en: 'Luggage',
    description: 'Cada pasajero adulto o niño puede facturar una maleta de hasta 50 lb y llevar un bulto de mano de 10 lb. Los infantes no tienen franquicia de equipaje.',
    description_en: 'Each adult or child passenger may check one bag of up to 50 lb and carry one 10 lb hand bag. Infants have no luggage allowance.',
  },
  {
    name: 'Documentación',
    name_en: 'Travel documents',
    description: 'El pasajero debe presentar pasaporte vigente y, cuando corresponda, visado o tarjeta de turista. La agencia es responsable de informar al pasajero.',
    description_en: 'The passenger must show a valid passport and, where required, a visa or tourist card. The agency is responsible for informing the passenger.',
  },
  {
    name: 'Presentación en el aeropuerto',
    name_en: 'At the airport',
    description: 'La facturación cierra 60 minutos antes de la salida. Un pasajero que no se presente pierde el importe del billete según la política de cancelación.',
    description_en: 'Check-in closes 60 minutes before departure. A passenger who does not show up loses the fare as the cancellation policy says.',
  },
];

export async function seedCatalog(db: Kysely<Database>): Promise<void> {
  const countries = await db
    .insertInto('countries')
    .values(COUNTRIES.map(([code, name_es, name_en]) => ({ code, name_es, name_en })))
    .returning(['id', 'code'])
    .execute();
  const countryId = new Map(countries.map((c) => [c.code, c.id]));
  for (const [code, names] of Object.entries(PROVINCES)) {
    const country_id = countryId.get(code);
    if (country_id === undefined) throw new Error(`Provinces for unknown country ${code}`);
    await db.insertInto('provinces').values(names.map((name) => ({ country_id, name }))).execute();
  }
  await db.insertInto('hotel_chains').values(HOTEL_CHAINS.map((name) => ({ name }))).execute();
  await db.insertInto('available_prices').values(AVAILABLE_PRICES).execute();
  await db
    .insertInto('configurations')
    .values(CONFIGURATIONS.map((c) => ({ ...c, value: JSON.stringify(c.value) })))
    .execute();
  await db
    .insertInto('cancellation_policies')
    .values([
      ...FLIGHT_POLICIES.map((p) => ({ currency_id: null, ...p, service_type: 'flights' })),
      ...HOTEL_POLICIES.map((p) => ({ currency_id: null, ...p, service_type: 'hotels' })),
    ])
    .execute();
  await db
    .insertInto('term_conditions')
    .values(FLIGHT_TERMS.map((t) => ({ ...t, service_type: 'flights' })))
    .execute();
}
