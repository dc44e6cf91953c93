/** Operators, the users of the agencies (/agencias/operador). */
import { lazy } from 'react';

export const operators = {
  name: 'operators',
  recordRepresentation: 'full_name',
  list: lazy(() => import('./OperatorList.tsx')),
  edit: lazy(() => import('./OperatorEdit.tsx')),
  create: lazy(() => import('./OperatorCreate.tsx')),
} as const;
