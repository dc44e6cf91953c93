/**
 * The list every flight report is: no title of its own (ReportHead gives it), the report filters,
 * 25 rows a page, its own stored state, the export toolbar, the page shown even when empty (the
 * table says why), and the help line first.
 */
import type { ReactElement, ReactNode } from 'react';
import { List, type SortPayload } from 'react-admin';
import { reportFilterDefaults, reportFilters } from './filters.tsx';
import { ReportHelp, ReportToolbar } from './ReportParts.tsx';

export interface ReportListProps {
  resource: string;
  help: string;
  sort: SortPayload;
  /** Default: the report filters of filters.tsx and their defaults. */
  filters?: ReactElement[];
  filterDefaultValues?: Record<string, unknown>;
  /** Several reports on one page keep their filters out of the address. */
  disableSyncWithLocation?: boolean;
  children: ReactNode;
}

export function ReportList({ resource, help, sort, filters, filterDefaultValues, disableSyncWithLocation, children }: ReportListProps) {
  return (
    <List
      resource={resource}
      title={false}
      filters={filters ?? reportFilters(resource)}
      filterDefaultValues={filterDefaultValues ?? reportFilterDefaults}
      sort={sort}
      perPage={25}
      storeKey={`${resource}.list`}
      disableSyncWithLocation={disableSyncWithLocation}
      actions={<ReportToolbar resource={resource} />}
      empty={false}
    >
      <ReportHelp text={help} />
      {children}
    </List>
  );
}
