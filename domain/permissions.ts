/**
 * Permission names exactly as spec §6 lists them. A user's groups carry these names verbatim
 * (spec §3 'Operator session': groups, each with name), so the strings must never be reworded.
 */
export const PERMISSIONS = [
  'Hotel View',
  'Hotel with Booking',
  'House View',
  'House with Booking',
  'House Solicitude',
  'Flight View',
  'Flight with Booking',
  'Flight Managment',
  'Flight Checkin',
  'Flight Margination',
  'Flight Availability Managment',
  'Operator',
  'Operator and Agency',
  'Agency and Operators View',
  'Car with Booking',
  'Car View',
  '[Availability] Cars View',
  '[Availability] Cars Admin',
  // The spec names 'a rental-brand reservation and view pair' without their text; these are ours.
  'Rental Brand Car with Booking',
  'Rental Brand Car View',
  'Pax Reservation',
  'Pax List',
  'Finances Booking',
  'Admin Finances',
  'Dossier with Booking',
  'Dossier View',
  'Excursion with Booking',
  'Excursion View',
  'Transfer with Booking',
  'Transfer View',
  'FOD Activity Booking',
  'FOD Activity View',
  'FOD Parks Booking',
  'FOD Parks View',
  'Package with Booking',
  'Package View',
  'Reservation with Change',
  'Reservation View',
  'Accounting View',
  'Accounting with Change',
  'Blog App Admin',
  'Sustainability Admin',
  'Sustainability View',
  '[Availability] Hotel View',
  'Admin Products Availability',
  'Seller Role',
  'Seller Admin',
  'Shopping Cart Quotes',
  'Logistic Commercial',
  'Logistic Admin',
  'TPV Payment',
  'Revolut View',
  'Revolut Payment Link',
  'Payfacto View',
  '[Accounting Provider] Manage',
  'Reservation View Provider',
  'Travels Api View',
  'Travels Api With Booking',
  'Can Modify Same Agency Admin Data(Only Admin Roles)',
  '[Accounting] Agencies Breakdown by Levels',
  'Reservation View Locator Confirmation Provider',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(name: string): name is Permission {
  return (PERMISSIONS as readonly string[]).includes(name);
}

/** Permissions that count as 'an accounting permission' in the rules of spec §6. */
export const ACCOUNTING_PERMISSIONS: readonly Permission[] = [
  'Accounting View',
  'Accounting with Change',
  'Admin Finances',
];

/** Permissions that count as 'a flight permission' in the rules of spec §6. */
export const FLIGHT_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) => p.startsWith('Flight'));

/** Permissions that count as 'an operator permission' (Operators menu rule). */
export const OPERATOR_PERMISSIONS: readonly Permission[] = ['Operator', 'Operator and Agency'];
