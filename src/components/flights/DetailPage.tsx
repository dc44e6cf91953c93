/**
 * The frame of a flights detail page (reservation, manifest, check-in): breadcrumbs, the page
 * title, then a loader while the record loads, an error when it cannot, or the page's body.
 */
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PageLoader } from '../PageLoader.tsx';
import { PageTitle } from '../PageTitle.tsx';
import { Breadcrumbs, type Crumb } from '../Breadcrumbs.tsx';

interface DetailPageProps<T> {
  crumbs: Crumb[];
  title: string;
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  children: (record: T) => ReactNode;
}

export function DetailPage<T>({ crumbs, title, data, isPending, error, children }: DetailPageProps<T>) {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Breadcrumbs items={crumbs} />
      <PageTitle title={title} />
      {isPending ? <PageLoader /> : error || !data ? <Alert severity="error">{translate('app.network.load_error')}</Alert> : children(data)}
    </Box>
  );
}
