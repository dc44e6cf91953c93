/** The demo users: one per role, each with the permission groups that role needs (spec §6). */
import { PERMISSIONS, type Permission } from '../../../domain/permissions.ts';
import type { OperatorType } from '../../../domain/roles.ts';

export const DEMO_PASSWORD = 'demo1234';

/** Keys of the demo agencies, see network.ts. */
export type AgencyKey = 'central' | 'mexico' | 'spain' | 'cancun' | 'merida' | 'andalucia';

export interface DemoUser {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  type: OperatorType;
  agency: AgencyKey;
  groups: readonly Permission[];
  is_etg_user?: boolean;
}

const servicesView: Permission[] = [
  'Hotel View',
  'House View',
  'Flight View',
  'Car View',
  'Excursion View',
  'Transfer View',
  'Package View',
  'FOD Activity View',
  'FOD Parks View',
  'Pax List',
];
const servicesBooking: Permission[] = [
  'Hotel with Booking',
  'House with Booking',
  'Flight with Booking',
  'Car with Booking',
  'Excursion with Booking',
  'Transfer with Booking',
  'Package with Booking',
  'FOD Activity Booking',
  'FOD Parks Booking',
  'Pax Reservation',
];
const commercial: Permission[] = [
  ...servicesView,
  ...servicesBooking,
  'Reservation View',
  'Reservation with Change',
  'Agency and Operators View',
  'Shopping Cart Quotes',
  'Dossier View',
];

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    first_name: 'Laura',
    last_name: 'Martínez Ortega',
    email: 'admin@grupoviajescaribe.com',
    phone: '+34910000001',
    type: 'admin',
    agency: 'central',
    groups: PERMISSIONS,
    is_etg_user: true,
  },
  {
    username: 'commercial',
    first_name: 'Javier',
    last_name: 'Hernández Ruiz',
    email: 'comercial@grupoviajescaribe.com',
    phone: '+34910000002',
    type: 'commercial',
    agency: 'central',
    groups: commercial,
  },
  {
    username: 'commercial_boss',
    first_name: 'Marta',
    last_name: 'Sánchez Gil',
    email: 'jefa.comercial@grupoviajescaribe.com',
    phone: '+34910000003',
    type: 'commercial_boss',
    agency: 'central',
    groups: [...commercial, 'Operator', 'Operator and Agency', 'Reservation View Provider'],
  },
  {
    username: 'coordinator',
    first_name: 'Yanet',
    last_name: 'Pérez Fonseca',
    email: 'coordinacion@grupoviajescaribe.com',
    phone: '+34910000004',
    type: 'coordinator',
    agency: 'central',
    groups: ['Flight Checkin', 'Flight View', 'Reservation View', 'Reservation with Change', 'Reservation View Locator Confirmation Provider'],
  },
  {
    username: 'accounting',
    first_name: 'Carlos',
    last_name: 'Domínguez León',
    email: 'contabilidad@grupoviajescaribe.com',
    phone: '+34910000005',
    type: 'accounting',
    agency: 'central',
    groups: [
      'Accounting View',
      'Accounting with Change',
      'Admin Finances',
      'Flight Checkin',
      'Reservation View',
      '[Accounting] Agencies Breakdown by Levels',
      '[Accounting Provider] Manage',
    ],
  },
  {
    username: 'operator2',
    first_name: 'Alejandro',
    last_name: 'Gómez Treviño',
    email: 'operaciones@turismoazul.mx',
    phone: '5550000002',
    type: 'operator',
    agency: 'mexico',
    groups: [...servicesView, ...servicesBooking, 'Reservation View', 'Shopping Cart Quotes', 'Finances Booking', 'Agency and Operators View'],
  },
  {
    username: 'operator3',
    first_name: 'Sofía',
    last_name: 'Ramírez Can',
    email: 'reservas@cancuntravel.mx',
    phone: '9980000003',
    type: 'operator',
    agency: 'cancun',
    groups: [
      'Hotel View',
      'Hotel with Booking',
      'Flight View',
      'Flight with Booking',
      'Car View',
      'Car with Booking',
      'Transfer View',
      'Transfer with Booking',
      'Excursion View',
      'Excursion with Booking',
      // Issue 11: the level-3 operator also requests private houses (demo requests of three agencies).
      'House View',
      'House with Booking',
      'Reservation View',
      // Issue 9's journey: the level-3 operator saves its cart as a quote and converts it back.
      'Shopping Cart Quotes',
    ],
  },
  {
    username: 'seller2',
    first_name: 'Daniela',
    last_name: 'Castillo Vega',
    email: 'ventas@turismoazul.mx',
    phone: '5550000012',
    type: 'seller',
    agency: 'mexico',
    groups: ['Seller Role', 'Hotel View', 'Flight View', 'Reservation View'],
  },
  {
    username: 'operator3b',
    first_name: 'Ricardo',
    last_name: 'Pech Balam',
    email: 'reservas@meridaexpress.mx',
    phone: '9990000003',
    type: 'operator',
    agency: 'merida',
    groups: ['Hotel View', 'Hotel with Booking', 'Flight View', 'Flight with Booking', 'Reservation View'],
  },
  {
    username: 'operator2b',
    first_name: 'Lucía',
    last_name: 'Navarro Prieto',
    email: 'operaciones@viajessol.es',
    phone: '+34950000002',
    type: 'operator',
    agency: 'spain',
    groups: [...servicesView, ...servicesBooking, 'Reservation View', 'Agency and Operators View'],
  },
];
