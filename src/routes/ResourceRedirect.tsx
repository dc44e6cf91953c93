/**
 * react-admin's English route of a resource (/agencies/5) → its page in the route table. A chunk of
 * its own (resourceRedirects.tsx): resources/paths.ts reads the route table, which the login page
 * does not load.
 */
import { Navigate, useParams } from 'react-router-dom';
import { useResourceContext } from 'react-admin';
import { createPath, isNetworkResource, listPath, recordPath } from '../../resources/paths.ts';

export function ResourceRedirect({ page }: { page: 'list' | 'create' | 'record' }) {
  const resource = useResourceContext() ?? '';
  const { id } = useParams();
  if (!isNetworkResource(resource)) return <Navigate to="/404" replace />;
  const to = page === 'list' ? listPath(resource) : page === 'create' ? createPath(resource) : recordPath(resource, id ?? '');
  return <Navigate to={to} replace />;
}

export default ResourceRedirect;
