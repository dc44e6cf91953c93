/** Agency registration requests (/agencias/registros); the public form is src/public/RegistrationPage. */
import { lazy } from 'react';

export const registrations = {
  name: 'registrations',
  recordRepresentation: 'agency_name',
  list: lazy(() => import('./RegistrationList.tsx')),
  show: lazy(() => import('./RegistrationShow.tsx')),
} as const;
