/**
 * The agency network's lists: the shared responsive list (a table on wide screens, react-admin's
 * SimpleList on phones, spec §2) whose rows open the record at its Spanish path.
 */
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { ResponsiveFlightList } from '../../src/components/flights/ResponsiveFlightList.tsx';
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

export function ResponsiveList<T extends RaRecord>({ resource, linkable = true, ...list }: ResponsiveListProps<T>) {
  return <ResponsiveFlightList<T> {...list} linkTo={linkable ? (record) => recordPath(resource, record.id) : undefined} />;
}
