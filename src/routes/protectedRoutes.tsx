/**
 * Routes inside the main layout: every route of the side-menu table (domain/menu.ts) with its
 * rule, the user's profile and password, and the cart. Areas not built yet show 'coming soon';
 * the agency network's pages are in networkRoutes.tsx.
 */
import { Route } from 'react-router-dom';
import { MENU, type MenuRoute } from '../../domain/menu.ts';
import { Guarded } from './Guarded.tsx';
import { FLIGHT_ADMIN_MENU_PATHS } from './flightAdminRoutes.tsx';
import { FLIGHT_MENU_PATHS } from './flightRoutes.tsx';
import { NETWORK_MENU_PATHS } from './networkRoutes.tsx';
import { CartPage, ChangePasswordPage, ComingSoonPage, ProfilePage } from './lazyPages.ts';

/** Detail pages ('/hoteles/:slug') are 'show'; the others 'list'. */
export function actionFor(route: MenuRoute): string {
  return route.path.includes(':') ? 'show' : 'list';
}

/** The guarded page of one menu route (also used by the /payment/:id switch). */
export function menuRouteElement(area: string, route: MenuRoute) {
  return (
    <Guarded resource={route.resource} action={actionFor(route)}>
      <ComingSoonPage area={area} path={route.path} />
    </Guarded>
  );
}

export const menuRoutes = MENU.flatMap((area) =>
  area.routes
    .filter((route) => !NETWORK_MENU_PATHS.has(route.path))
    .filter((route) => !FLIGHT_ADMIN_MENU_PATHS.has(route.path))
    .filter((route) => !FLIGHT_MENU_PATHS.has(route.path))
    .map((route) => <Route key={route.path} path={route.path} element={menuRouteElement(area.key, route)} />),
);

export const accountRoutes = [
  <Route key="profile" path="/usuario/detalles" element={<Guarded resource="profile" action="show"><ProfilePage /></Guarded>} />,
  <Route key="password" path="/usuario/changePassword" element={<Guarded resource="profile" action="edit"><ChangePasswordPage /></Guarded>} />,
  <Route key="cart" path="/cart" element={<Guarded resource="cart"><CartPage /></Guarded>} />,
];
