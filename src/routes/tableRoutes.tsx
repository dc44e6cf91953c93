/**
 * Every protected route, generated from the route table (domain/menu.ts): each menu route, the pages
 * below it and the account pages, each behind one guard with its resource and action. A route whose
 * page is not built yet shows 'coming soon'.
 */
import type { ComponentType } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { ACCOUNT_PAGES, MENU, type PageRoute } from '../../domain/menu.ts';
import { Guarded } from './Guarded.tsx';
import { ComingSoonPage } from './lazyPages.ts';
import { PAGES } from './pages.ts';

/** A record page answers only numeric ids; anything else under the prefix is not found. */
function NumericId({ Page }: { Page: ComponentType }) {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <Page /> : <Navigate to="/404" replace />;
}

/** The page of one route of the table behind its guard (also used by the /payment/:id switch). */
export function guarded(area: string, route: PageRoute) {
  const Page = route.page ? PAGES[route.page] : undefined;
  const page = !Page ? (
    <ComingSoonPage area={area} path={route.path} />
  ) : route.path.endsWith('/:id') ? (
    <NumericId Page={Page} />
  ) : (
    <Page />
  );
  return (
    <Guarded resource={route.resource} action={route.action}>
      {page}
    </Guarded>
  );
}

const toRoute = (area: string, route: PageRoute) => <Route key={route.path} path={route.path} element={guarded(area, route)} />;

export const tableRoutes = [
  ...MENU.flatMap((area) => area.routes.flatMap((route) => [toRoute(area.key, route), ...route.pages.map((page) => toRoute(area.key, page))])),
  ...ACCOUNT_PAGES.map((page) => toRoute('account', page)),
];
