/** Session users for tests: an operator of a third-level agency, an admin with every permission, a user with none. */
import { PERMISSIONS } from '../../domain/permissions.ts';
import type { SessionUser } from '../../domain/session.ts';

export const operator3: SessionUser = {
  id: 30,
  username: 'operator3',
  full_name: 'Olga Operadora',
  type: 'operator',
  groups: ['Hotel View', 'Hotel with Booking', 'Flight View', 'Flight with Booking', 'Car View', 'Excursion View', 'Reservation View'].map(
    (name) => ({ name }),
  ),
  is_etg_user: false,
  agency: { id: 7, name: 'Viajes del Sur', level: 'agency_3rd_level', currency: 1, balance: '0.00', logo: null },
};

export const admin: SessionUser = {
  id: 1,
  username: 'admin',
  full_name: 'Ana Administradora',
  type: 'admin',
  groups: PERMISSIONS.map((name) => ({ name })),
  is_etg_user: false,
  agency: { id: 1, name: 'Grupo Viajes Caribe', level: 'agency_1st_level', currency: 1, balance: '1000.00', logo: null },
};

export const nobody: SessionUser = { ...operator3, id: 31, username: 'nobody', full_name: 'Nadia Nueva', groups: [] };

/**
 * The administrator of a second-level agency: manages its own agency's users and its daughters,
 * with the permissions an approved agency's first admin gets (domain AGENCY_ADMIN_PERMISSIONS).
 */
export const agencyAdmin2: SessionUser = {
  id: 20,
  username: 'admin2',
  full_name: 'Alicia Admin',
  type: 'admin',
  groups: ['Operator', 'Operator and Agency', 'Agency and Operators View', 'Seller Admin', 'Hotel View', 'Flight View'].map((name) => ({ name })),
  is_etg_user: false,
  agency: { id: 2, name: 'Turismo Azul México', level: 'agency_2nd_level', currency: 1, balance: '0.00', logo: null },
};
