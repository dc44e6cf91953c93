/**
 * The frame every back-office list shares: breadcrumbs, the tab title, react-admin's List with the
 * page title, a create button (when the user may create) next to the filter button, the column
 * chooser of a table that hides some columns by default (issue 8: every list fits 1366 px), and an
 * empty state. Pages pass only what differs: filters, sort, and the table.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, DeleteButton, FilterButton, List, TopToolbar, useTranslate, type ListProps } from 'react-admin';
import { DocumentTitle } from '../../src/components/PageTitle.tsx';
import { createPath, type NetworkResource } from '../paths.ts';
import { Breadcrumbs, type Crumb } from '../../src/components/Breadcrumbs.tsx';
import { EditLinkButton } from './EditLinkButton.tsx';
import { EmptyState } from './EmptyState.tsx';

export interface ListPageProps extends Omit<ListProps, 'resource' | 'title' | 'actions' | 'empty'> {
  resource: NetworkResource;
  /** i18n key of the page title, also the last crumb. */
  title: string;
  /** Crumbs between the home page and the title. */
  crumbs: Crumb[];
  /** i18n key of the empty state's text; without it react-admin's own empty page shows. */
  emptyMessage?: string;
  /**
   * Toolbar: a filter button (when the list has hidden filters), the column chooser (when the
   * DataTable has `hiddenColumns`) and a create button.
   */
  toolbar?: { filterButton?: boolean; columns?: boolean; create?: boolean; extra?: ReactNode } | false;
  children: ReactNode;
}

export function ListPage({ resource, title, crumbs, emptyMessage, toolbar = {}, children, ...listProps }: ListPageProps) {
  const translate = useTranslate();
  const actions =
    toolbar === false ? (
      false
    ) : (
      <TopToolbar>
        {toolbar.filterButton && <FilterButton />}
        {toolbar.columns && <ColumnsButton />}
        {toolbar.extra}
        {toolbar.create !== false && <CreateButton to={createPath(resource)} />}
      </TopToolbar>
    );
  return (
    <>
      <Breadcrumbs items={[...crumbs, { label: title }]} />
      <DocumentTitle title={translate(title)} />
      <List
        resource={resource}
        title={title}
        actions={actions}
        empty={emptyMessage ? <EmptyState resource={resource} message={emptyMessage} /> : undefined}
        {...listProps}
      >
        {children}
      </List>
    </>
  );
}

/**
 * The last column of a row: edit, then `children` (by default a pessimistic delete). The buttons
 * may stack: a table whose rows carry long names then narrows instead of scrolling sideways.
 */
export function RowActions({ children = <DeleteButton mutationMode="pessimistic" redirect={false} /> }: { children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
      <EditLinkButton />
      {children}
    </Box>
  );
}
