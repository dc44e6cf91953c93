/**
 * A table on wide screens, react-admin's SimpleList on phones (spec §2: usable on small screens),
 * for every list page: the flights pages give each row its path, the network lists through
 * resources/common/ResponsiveList.tsx.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleList, type RaRecord } from 'react-admin';

export interface ResponsiveFlightListProps<T extends RaRecord> {
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  tertiary?: (record: T) => ReactNode;
  /** Where a row leads; none: rows do not open anything. */
  linkTo?: (record: T) => string;
  children: ReactNode;
}

export function ResponsiveFlightList<T extends RaRecord>({ primary, secondary, tertiary, linkTo, children }: ResponsiveFlightListProps<T>) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!small) return <>{children}</>;
  return (
    <SimpleList<T>
      primaryText={primary}
      secondaryText={secondary}
      tertiaryText={tertiary}
      rowClick={linkTo ? (_id, _resource, record) => linkTo(record as T) : false}
    />
  );
}
