/**
 * A table on wide screens, react-admin's SimpleList on phones (spec §2: usable on small screens).
 * Both read the surrounding List's context and open the record at its Spanish path.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleList, type RaRecord } from 'react-admin';
import { recordPath, type NetworkResource } from '../paths.ts';

export interface ResponsiveListProps<T extends RaRecord> {
  resource: NetworkResource;
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  tertiary?: (record: T) => ReactNode;
  /** The wide-screen table. */
  children: ReactNode;
  /** Rows open the record (false: they do not). */
  linkable?: boolean;
}

export function ResponsiveList<T extends RaRecord>({ resource, primary, secondary, tertiary, children, linkable = true }: ResponsiveListProps<T>) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!small) return <>{children}</>;
  return (
    <SimpleList<T>
      primaryText={primary}
      secondaryText={secondary}
      tertiaryText={tertiary}
      rowClick={linkable ? (id) => recordPath(resource, id) : false}
    />
  );
}
