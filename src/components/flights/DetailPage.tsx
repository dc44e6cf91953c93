/**
 * The frame of a flights detail page (reservation, manifest, check-in), Atomic CRM's way: <ShowBase>
 * loads the record once and puts it in the record context, where the page's panels read it with
 * useRecordContext(); actions call useRefresh() to reload it. Around it: breadcrumbs, the page title,
 * a loader while the record loads and an error when it cannot.
 */
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { ShowBase, useShowContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Breadcrumbs, type Crumb } from '../Breadcrumbs.tsx';
import { PageLoader } from '../PageLoader.tsx';
import { PageTitle } from '../PageTitle.tsx';

interface DetailPageProps<T extends RaRecord> {
  /** The dataProvider resource of the record. */
  resource: string;
  id: Identifier;
  /** Breadcrumbs and title, from the record once it is loaded. */
  crumbs: (record: T | undefined) => Crumb[];
  title: (record: T | undefined) => string;
  /** The page's body; its panels read the record from the context. */
  children: ReactNode;
}

function Frame<T extends RaRecord>({ crumbs, title, children }: Omit<DetailPageProps<T>, 'resource' | 'id'>) {
  const translate = useTranslate();
  const { record, isPending, error } = useShowContext<T>();
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Breadcrumbs items={crumbs(record)} />
      <PageTitle title={title(record)} />
      {isPending ? <PageLoader /> : error || !record ? <Alert severity="error">{translate('app.network.load_error')}</Alert> : children}
    </Box>
  );
}

export function DetailPage<T extends RaRecord>({ resource, id, ...frame }: DetailPageProps<T>) {
  // The route's guard already checked the session and the access rule; a failed load stays on the
  // page with its message instead of react-admin's redirect to the (English) list route.
  return (
    <ShowBase<T> resource={resource} id={id} disableAuthentication redirectOnError={false}>
      <Frame<T> {...frame} />
    </ShowBase>
  );
}
