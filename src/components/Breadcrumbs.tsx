/** Home › area page › record: links on the Spanish paths, the last crumb is the current page. */
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { DocumentTitle } from './PageTitle.tsx';

export interface Crumb {
  /** Translation key or plain text. */
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const translate = useTranslate();
  const crumbs: Crumb[] = [{ label: 'app.menu.dashboard', to: '/' }, ...items];
  return (
    <MuiBreadcrumbs aria-label={translate('app.network.breadcrumbs')} sx={{ mb: 1.5, fontSize: 14 }}>
      {crumbs.map((crumb, index) => {
        const label = translate(crumb.label, { _: crumb.label });
        const last = index === crumbs.length - 1;
        return last || !crumb.to ? (
          <Typography key={`${index}-${label}`} color="text.primary" sx={{ fontSize: 'inherit' }} aria-current={last ? 'page' : undefined}>
            {label}
          </Typography>
        ) : (
          <Link key={`${index}-${label}`} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {label}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}

/**
 * The crumbs of a record page, named after the record (read from the same cached getOne the
 * Edit or Show page uses, so no second request).
 */
export function RecordBreadcrumbs<T extends RaRecord>({ resource, id, parents, name }: { resource: string; id: Identifier; parents: Crumb[]; name: (record: T) => string }) {
  const { data } = useGetOne<T>(resource, { id });
  const translate = useTranslate();
  const label = data ? name(data) : translate('ra.page.loading');
  return (
    <>
      <Breadcrumbs items={[...parents, { label }]} />
      {data && <DocumentTitle title={label} />}
    </>
  );
}
